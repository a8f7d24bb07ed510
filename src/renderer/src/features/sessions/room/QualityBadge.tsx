import type { Quality, QualityLevel } from '../call/quality';
import type { FullKey } from '#i18n/namespaces';
import { INTL_LOCALES } from '#i18n/format';
import { useLanguage } from '#i18n/language';
import { useTranslation } from 'react-i18next';

const QUALITY_KEYS: Record<QualityLevel, FullKey<'sessions'>> = {
  good: 'sessions:quality.good',
  fair: 'sessions:quality.fair',
  poor: 'sessions:quality.poor',
  unknown: 'sessions:quality.unknown',
};

/** The connection's grade as a coloured dot and words; round trip, loss and bitrate beside it. */
export function QualityBadge({ quality }: { quality: Quality | null }) {
  const { t } = useTranslation(['sessions']);
  const locale = INTL_LOCALES[useLanguage()];
  const unit = (v: number, u: string, digits: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: u, maximumFractionDigits: digits, minimumFractionDigits: digits }).format(v);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const level = quality?.level ?? 'unknown';
  return (
    <div className={`sr-quality is-${level}`} data-testid="quality" data-level={level} data-relayed={quality?.relayed ? 'yes' : 'no'}>
      <span className="sr-dot" aria-hidden="true" />
      <span>{t(QUALITY_KEYS[level])}</span>
      {quality && (
        <span className="text-muted sr-quality-details">
          {t(quality.relayed ? 'sessions:qualityDetailsRelayed' : 'sessions:qualityDetails', {
            rtt: quality.rttMs === null ? '–' : unit(quality.rttMs, 'millisecond', 0),
            loss: quality.lossPercent === null ? '–' : percent.format(quality.lossPercent / 100),
            bitrate: quality.inKbps === null ? '–' : quality.inKbps >= 1000 ? unit(quality.inKbps / 1000, 'megabit-per-second', 1) : unit(quality.inKbps, 'kilobit-per-second', 0),
          })}
        </span>
      )}
    </div>
  );
}

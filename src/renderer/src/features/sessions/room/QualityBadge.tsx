import type { Quality } from '../call/quality';
import { TEXTS } from '../texts';

const ms = (v: number | null) => (v === null ? '–' : `${v} ms`);
const pct = (v: number | null) => (v === null ? '–' : `${v.toFixed(1)} %`);
const kbps = (v: number | null) => (v === null ? '–' : v >= 1000 ? `${(v / 1000).toFixed(1)} Mbit/s` : `${Math.round(v)} kbit/s`);

/** The connection's grade as a coloured dot and words; round trip, loss and bitrate beside it. */
export function QualityBadge({ quality }: { quality: Quality | null }) {
  const level = quality?.level ?? 'unknown';
  return (
    <div className={`sr-quality is-${level}`} data-testid="quality" data-level={level} data-relayed={quality?.relayed ? 'yes' : 'no'}>
      <span className="sr-dot" aria-hidden="true" />
      <span>{TEXTS.quality[level]}</span>
      {quality && (
        <span className="bk-muted sr-quality-details">
          {TEXTS.qualityDetails(ms(quality.rttMs), pct(quality.lossPercent), kbps(quality.inKbps), quality.relayed)}
        </span>
      )}
    </div>
  );
}

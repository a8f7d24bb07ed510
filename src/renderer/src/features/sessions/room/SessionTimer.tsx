import type { SessionClock } from '../call/session-clock';
import { formatClock } from '../call/session-clock';
import { useTranslation } from 'react-i18next';

/** Elapsed against booked time, the extra time once the booked time is over, and the time left. */
export function SessionTimer({ clock }: { clock: SessionClock }) {
  const { t } = useTranslation(['sessions']);
  return (
    <div className={`sr-timer${clock.warning ? ' is-warning' : ''}`} data-testid="session-timer">
      <span>
        {t('sessions:elapsed')} <strong>{formatClock(clock.elapsedMs)}</strong> / {t('sessions:booked')} {formatClock(clock.bookedMs)}
      </span>
      {clock.inExtraTime && <span className="sr-extra">{t('sessions:extraTime')}</span>}
      <span className="text-muted">{t('sessions:endsIn', { clock: formatClock(clock.untilCloseMs) })}</span>
    </div>
  );
}

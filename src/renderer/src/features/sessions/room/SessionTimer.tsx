import type { SessionClock } from '../call/session-clock';
import { formatClock } from '../call/session-clock';
import { TEXTS } from '../texts';

/** Elapsed against booked time, the extra time once the booked time is over, and the time left. */
export function SessionTimer({ clock }: { clock: SessionClock }) {
  return (
    <div className={`sr-timer${clock.warning ? ' is-warning' : ''}`} data-testid="session-timer">
      <span>
        {TEXTS.elapsed} <strong>{formatClock(clock.elapsedMs)}</strong> / {TEXTS.booked} {formatClock(clock.bookedMs)}
      </span>
      {clock.inExtraTime && <span className="sr-extra">{TEXTS.extraTime}</span>}
      <span className="bk-muted">{TEXTS.endsIn(formatClock(clock.untilCloseMs))}</span>
    </div>
  );
}

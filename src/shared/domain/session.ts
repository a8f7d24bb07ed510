/**
 * The live session: when a booking's call room opens and closes, and how a session
 * that ended is settled from who attended. Pure rules, shared by the API, the room and the tests.
 */

const MINUTE = 60_000;

/** The room opens this long before the accepted start time. */
export const JOIN_OPENS_BEFORE_MINUTES = 10;
/** The room warns both sides this long before it closes. */
export const END_WARNING_MINUTES = 5;
/** Both attended together at least this long (or half the booked time if that is shorter) → completed. */
export const MIN_TOGETHER_MINUTES = 5;
/** The expert waited at least this long for a buyer who never came → buyer no-show, credits released. */
export const EXPERT_WAIT_MINUTES = 10;

/**
 * Minutes in one of the pricing options' texts ('15 Minutes', '1 hr', '1 hr 15 Minutes',
 * '1.5 hrs', '2 hrs'). An empty text is 0 minutes; anything else that does not read as a duration
 * is null.
 */
export function parseDurationMinutes(text: string): number | null {
  const t = text.trim().toLowerCase();
  if (t === '') return 0;
  const re = /(\d+(?:\.\d+)?)\s*(hrs?|hours?|minutes?|mins?)/gy;
  let total = 0;
  let end = 0;
  for (let m = re.exec(t); m; m = re.exec(t)) {
    const [, amount = '0', unit = ''] = m;
    total += Number(amount) * (unit.startsWith('h') ? 60 : 1);
    end = re.lastIndex;
    while (t[re.lastIndex] === ' ') re.lastIndex += 1;
  }
  return end === t.length && end > 0 ? Math.round(total) : null;
}

export interface SessionWindow {
  /** The room opens (10 minutes before the start). */
  opensAt: Date;
  startsAt: Date;
  /** The booked time ends (start + session time); the extra time follows. */
  bookedEndsAt: Date;
  /** The room closes for both (start + session time + extra time). */
  closesAt: Date;
}

/** The room's window from the accepted start and the package's option texts. */
export function sessionWindow(scheduledAt: string | Date, sessionTime: string, extraTime: string): SessionWindow {
  const start = new Date(scheduledAt).getTime();
  const booked = parseDurationMinutes(sessionTime) ?? 0;
  const extra = parseDurationMinutes(extraTime) ?? 0;
  return {
    opensAt: new Date(start - JOIN_OPENS_BEFORE_MINUTES * MINUTE),
    startsAt: new Date(start),
    bookedEndsAt: new Date(start + booked * MINUTE),
    closesAt: new Date(start + (booked + extra) * MINUTE),
  };
}

export type RoomPhase = 'before' | 'open' | 'closed';

export function roomPhase(window: SessionWindow, now: Date): RoomPhase {
  const t = now.getTime();
  if (t < window.opensAt.getTime()) return 'before';
  if (t >= window.closesAt.getTime()) return 'closed';
  return 'open';
}


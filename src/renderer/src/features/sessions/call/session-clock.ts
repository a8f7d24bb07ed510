import { END_WARNING_MINUTES, roomPhase, type RoomPhase, type SessionWindow } from '#shared/domain/session';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * How far the server's clock is ahead of this device's (ms), from an answer's `serverNow` and the
 * device times the request was sent and answered: the server read its clock about halfway through.
 */
export function serverClockOffset(serverNow: string, sentAt: number, receivedAt: number): number {
  return Date.parse(serverNow) - (sentAt + receivedAt) / 2;
}

/** The server's time now, from this device's clock and the offset. */
export const serverTime = (offsetMs: number, deviceNow: number = Date.now()): Date => new Date(deviceNow + offsetMs);

/** The window as the API sends it (ISO times) as dates. */
export function windowDates(w: { opensAt: string; startsAt: string; bookedEndsAt: string; closesAt: string }): SessionWindow {
  return {
    opensAt: new Date(w.opensAt),
    startsAt: new Date(w.startsAt),
    bookedEndsAt: new Date(w.bookedEndsAt),
    closesAt: new Date(w.closesAt),
  };
}

export interface SessionClock {
  phase: RoomPhase;
  /** Until the room opens (0 once open). */
  untilOpenMs: number;
  /** Until the booked start (0 from then on). */
  untilStartMs: number;
  /** Since the booked start (0 before it). */
  elapsedMs: number;
  /** The booked session time (start to booked end). */
  bookedMs: number;
  /** Until the room closes for both (0 once closed). */
  untilCloseMs: number;
  /** Past the booked time, in the package's extra time. */
  inExtraTime: boolean;
  /** The room closes within END_WARNING_MINUTES. */
  warning: boolean;
}

/** Everything the lobby's countdown and the room's timer show, at the server's `now`. */
export function sessionClock(window: SessionWindow, now: Date): SessionClock {
  const t = now.getTime();
  const untilCloseMs = Math.max(0, window.closesAt.getTime() - t);
  const phase = roomPhase(window, now);
  return {
    phase,
    untilOpenMs: Math.max(0, window.opensAt.getTime() - t),
    untilStartMs: Math.max(0, window.startsAt.getTime() - t),
    elapsedMs: Math.max(0, t - window.startsAt.getTime()),
    bookedMs: window.bookedEndsAt.getTime() - window.startsAt.getTime(),
    untilCloseMs,
    inExtraTime: t >= window.bookedEndsAt.getTime() && phase === 'open',
    warning: phase === 'open' && untilCloseMs <= END_WARNING_MINUTES * MINUTE,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A duration as a clock: 'm:ss' under an hour, 'h:mm:ss' from an hour on (rounded down to the second). */
export function formatClock(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / SECOND);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** A countdown in words for long waits ('2 days 3 h', '5 h 12 min'), a clock under an hour; rounded up to the second. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / SECOND);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  if (days > 0) return `${days} day${days === 1 ? '' : 's'} ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return formatClock(total * SECOND);
}

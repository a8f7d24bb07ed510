import { sessionWindow } from '#shared/domain/session';
import type { JobSpec } from '../../jobs/schedule';

const MINUTE = 60_000;

/** The bookings' durable jobs (server/jobs), each keyed by the booking's id. */
export const BOOKING_JOBS = {
  /** A request unanswered by its expiry (72 hours, or sooner: domain/slots requestExpiresAt): expired and refunded. */
  expire: 'booking.expire',
  /** The room's window closed: settled from attendance (sessions/settlement). */
  settle: 'booking.settle',
  remind24h: 'booking.remind-24h',
  remind15m: 'booking.remind-15m',
} as const;

/** The reminder mails to both sides, this long before the start. */
export const REMINDERS = [
  { kind: BOOKING_JOBS.remind24h, event: 'remind-24h', beforeMs: 24 * 60 * MINUTE },
  { kind: BOOKING_JOBS.remind15m, event: 'remind-15m', beforeMs: 15 * MINUTE },
] as const;

/** Scheduled with the request: its expiry. */
export const requestJobs = (bookingId: string, expiresAt: string): JobSpec[] => [
  { kind: BOOKING_JOBS.expire, key: bookingId, runAt: new Date(expiresAt) },
];

/**
 * Scheduled with the acceptance: the settlement at the window's close, and the reminders whose
 * time is still ahead (one accepted 2 hours before the start gets only the 15-minute one).
 */
export function acceptedJobs(
  b: { id: string; session_time: string; extra_time: string },
  scheduledAt: string,
  now: Date,
): JobSpec[] {
  const w = sessionWindow(scheduledAt, b.session_time, b.extra_time);
  const reminders = REMINDERS.map((r) => ({
    kind: r.kind,
    key: b.id,
    runAt: new Date(w.startsAt.getTime() - r.beforeMs),
  }));
  return [
    { kind: BOOKING_JOBS.settle, key: b.id, runAt: w.closesAt },
    ...reminders.filter((r) => r.runAt.getTime() > now.getTime()),
  ];
}

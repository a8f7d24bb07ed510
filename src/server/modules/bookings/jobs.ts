import type { AppDeps } from '../context';
import { sessionWindow } from '#shared/domain/session';
import type { JobKinds } from '../../jobs/kinds';
import type { JobHandler } from '../../jobs/runner';
import { settlementJob } from '../sessions/settlement';
import { BOOKING_JOBS, REMINDERS } from './jobs-schedule';
import { awaitedBookingMailer, type BookingMailer } from './mail';
import { findBooking } from './repo';
import { createBookingService } from './service';
import { createTransitionRunner } from './transitions';

/**
 * A reminder to both sides, unless the booking is no longer accepted, or it comes late (the
 * servers were down at its time): the day-before one is dropped once the 15-minute one is due, and
 * none goes out after the room closed.
 */
function reminderJob(deps: AppDeps, mail: BookingMailer, r: (typeof REMINDERS)[number]): JobHandler {
  return async ({ key }) => {
    const row = await findBooking(deps.db.kysely, key);
    if (!row || row.stage !== 'accepted' || !row.scheduled_at) return;
    const w = sessionWindow(row.scheduled_at, row.session_time, row.extra_time);
    const now = deps.clock.now().getTime();
    const next = REMINDERS.find((other) => other.beforeMs < r.beforeMs);
    if (next && now >= w.startsAt.getTime() - next.beforeMs) return;
    if (now >= w.closesAt.getTime()) return;
    await mail(r.event, row);
  };
}

/**
 * The bookings' job kinds (the 72-hour expiry of requests, sessions' settlements, reminders); their
 * mails are sent before the job counts as done. With the app's `events`, their notifications are
 * raised too (the API passes them; a bare script need not).
 */
export const bookingJobKinds: JobKinds = ({ deps, log, events }) => {
  const mail = awaitedBookingMailer(deps, log, events);
  const runner = createTransitionRunner(deps, mail, createBookingService(deps, mail));
  return {
    [BOOKING_JOBS.expire]: async ({ key }) => {
      const row = await findBooking(deps.db.kysely, key);
      if (row) await runner.expireOne(row);
    },
    [BOOKING_JOBS.settle]: settlementJob(deps, runner),
    ...Object.fromEntries(REMINDERS.map((r) => [r.kind, reminderJob(deps, mail, r)])),
  };
};

import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../context';
import { sessionWindow } from '#shared/domain/session';
import { createJobRunner, type JobHandler, type JobRunnerOptions } from '../../jobs/runner';
import { settlementJob } from '../sessions/settlement';
import { BOOKING_JOBS, REMINDERS } from './jobs-schedule';
import type { EventHub } from '../../events';
import { awaitedBookingMailer, type BookingMailer } from './mail';
import { findBooking } from './repo';
import { createBookingService } from './service';
import { createTransitionRunner } from './transitions';
import { searchJobHandlers } from '../search/query-stats';
import { analyticsJobHandlers } from '../analytics/purge';

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
 * The handler of each booking job; their mails are sent before the job counts as done. With the
 * app's `events`, their notifications are raised too (the API passes them; a bare script need not).
 */
export function bookingJobHandlers(deps: AppDeps, log: FastifyBaseLogger, events?: EventHub): Record<string, JobHandler> {
  const mail = awaitedBookingMailer(deps, log, events);
  const runner = createTransitionRunner(deps, mail, createBookingService(deps, mail));
  return {
    [BOOKING_JOBS.expire]: async ({ key }) => {
      const row = await findBooking(deps.db.kysely, key);
      if (row) await runner.expireOne(row);
    },
    [BOOKING_JOBS.settle]: settlementJob(deps, runner),
    ...Object.fromEntries(REMINDERS.map((r) => [r.kind, reminderJob(deps, mail, r)])),
    // Not booking jobs, but this is the API's one runner: the daily purges of search counts and of
    // raw analytics events.
    ...searchJobHandlers(deps),
    ...analyticsJobHandlers(deps),
  };
}

/** The runner of the bookings' jobs (the API starts one while it listens; scripts and tests run it on demand). */
export const createBookingJobRunner = (
  deps: AppDeps,
  log: FastifyBaseLogger,
  options: Partial<Pick<JobRunnerOptions, 'leaseMs' | 'maxAttempts' | 'pollIntervalMs'>> & { events?: EventHub } = {},
) => {
  const { events, ...rest } = options;
  return createJobRunner({
    db: deps.db.kysely,
    clock: deps.clock,
    log,
    handlers: bookingJobHandlers(deps, log, events),
    pollIntervalMs: deps.config.jobsPollIntervalMs,
    ...rest,
  });
};

/** Runs every booking job due now (expiries, settlements, reminders), mails included; answers how many ran. */
export const runDueBookingJobs = (deps: AppDeps, log: FastifyBaseLogger, events?: EventHub) =>
  createBookingJobRunner(deps, log, { events }).runDue();

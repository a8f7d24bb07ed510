import type { JobKinds } from '../../jobs/kinds';
import { scheduleJobs, type JobsDb } from '../../jobs/schedule';
import { dayBounds, dayOf, runReconciliation } from './reconciliation';

/** The daily reconciliation: one job per UTC day (its key), run once the day is over and late webhooks are in. */
export const RECONCILIATION_JOB = 'reconciliation.daily';
/** How long after a day ends its reconciliation waits: webhooks Razorpay retries come within it. */
export const RECONCILIATION_DELAY_MS = 30 * 60_000;

const dueAt = (day: string) => new Date(Date.parse(dayBounds(day).end) + RECONCILIATION_DELAY_MS);

/** Schedules the job of the day of `now` (idempotent: the app does it at every start). */
export const scheduleReconciliation = (db: JobsDb, now: Date, day = dayOf(now)) =>
  scheduleJobs(db, [{ kind: RECONCILIATION_JOB, key: day, runAt: dueAt(day) }], now);

/**
 * The job of a day: reconciles it once (its run key `job:<day>`, so a second runner's or a retried
 * run stores nothing more), then schedules the next day's.
 */
export const reconciliationJobKinds: JobKinds = ({ deps }) => ({
  [RECONCILIATION_JOB]: async ({ key: day }) => {
    const now = deps.clock.now();
    if (now.getTime() < dueAt(day).getTime()) return { runAgainAt: dueAt(day) };
    await runReconciliation(deps, { day, runKey: `job:${day}`, trigger: 'job' });
    await scheduleReconciliation(deps.db.kysely, now, dayOf(new Date(Date.parse(dayBounds(day).end))));
    return undefined;
  },
});

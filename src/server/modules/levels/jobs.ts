import type { JobKinds } from '../../jobs/kinds';
import { scheduleJobs, type JobsDb } from '../../jobs/schedule';
import { evaluateLevels, evaluationDay } from './evaluate';
import { announceLevelChanges } from './mail';

/** The daily evaluation: one job per UTC day (its key), at 01:00 when the day's sessions have settled. */
export const LEVELS_JOB = 'levels.daily';
const RUN_AFTER_MIDNIGHT_MS = 60 * 60_000;
const DAY_MS = 86_400_000;

const dueAt = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + RUN_AFTER_MIDNIGHT_MS);

/** Schedules the evaluation of the day of `now` (idempotent: the app does it at every start). */
export const scheduleLevelEvaluation = (db: JobsDb, now: Date, day = evaluationDay(now)) =>
  scheduleJobs(db, [{ kind: LEVELS_JOB, key: day, runAt: dueAt(day) }], now);

/**
 * The job of a day: evaluates every expert once for that day (the evaluations' day key keeps a second
 * runner or a retry from evaluating twice), tells the experts whose level changed, then schedules the
 * next day's.
 */
export const levelJobKinds: JobKinds = (ctx) => ({
  [LEVELS_JOB]: async ({ key: day }) => {
    const { deps } = ctx;
    const now = deps.clock.now();
    if (now.getTime() < dueAt(day).getTime()) return { runAgainAt: dueAt(day) };
    await announceLevelChanges(ctx, await evaluateLevels(deps.db.kysely, now));
    await scheduleLevelEvaluation(deps.db.kysely, now, evaluationDay(new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS)));
    return undefined;
  },
});

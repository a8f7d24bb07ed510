import { ANALYTICS_RAW_RETENTION_DAYS } from '#shared/domain/analytics';
import type { Db } from '../../db/database';
import type { JobKinds } from '../../jobs/kinds';

const DAY_MS = 86_400_000;

/**
 * The daily purge of raw analytics events (the roll-ups stay): one durable job, scheduled by the
 * first flush of a day (idempotent), that once run asks to run again a day later; as the search
 * counts' purge does (search/query-stats.ts).
 */
export const ANALYTICS_PURGE_JOB = { kind: 'analytics-events-purge', key: 'daily' } as const;

/** Deletes the raw events of days before the retention window; answers how many went. */
export async function purgeAnalyticsEvents(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ANALYTICS_RAW_RETENTION_DAYS * DAY_MS).toISOString().slice(0, 10);
  const r = await db.kysely.deleteFrom('analytics_events').where('day', '<', cutoff).executeTakeFirst();
  // The ranking's raw keyword events live as long (their roll-ups stay too).
  await db.kysely.deleteFrom('keyword_events').where('day', '<', cutoff).execute();
  return Number(r.numDeletedRows);
}

/** The analytics module's job kind: the daily purge. */
export const analyticsJobKinds: JobKinds = ({ deps }) => ({
  [ANALYTICS_PURGE_JOB.kind]: async () => {
    await purgeAnalyticsEvents(deps.db, deps.clock.now());
    return { runAgainAt: new Date(deps.clock.now().getTime() + DAY_MS) };
  },
});

import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { JobKinds } from '../../jobs/kinds';
import { scheduleJobs } from '../../jobs/schedule';

/**
 * Searches that found nothing, or found something only once corrected, counted per day
 * so the catalogue and the aliases can be improved from what people type. Anonymised: the words and
 * a count, never who searched or from where. Days older than RETENTION_DAYS are deleted by a daily
 * job of the jobs runner (src/server/jobs).
 */
export const RETENTION_DAYS = 90;
const QUERY_MAX = 100;

export type QueryStatKind = 'zero' | 'corrected';

/**
 * The daily purge: one job, scheduled a day after the first search counted (idempotent: an existing
 * job is kept as it is), that once run asks to run again a day later.
 */
export const PURGE_JOB = { kind: 'search-stats-purge', key: 'daily' } as const;
const DAY_MS = 86_400_000;

/** The day (UTC) this process last made sure the purge is scheduled, per database. */
const scheduledOn = new WeakMap<Db, string>();

/** The search module's job kind: the daily purge. */
export const searchJobKinds: JobKinds = ({ deps }) => ({
  [PURGE_JOB.kind]: async () => {
    await purgeQueryStats(deps.db, deps.clock.now());
    return { runAgainAt: new Date(deps.clock.now().getTime() + DAY_MS) };
  },
});

/** Deletes the counts of days before the retention window; answers how many rows went. */
export async function purgeQueryStats(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - RETENTION_DAYS * DAY_MS).toISOString().slice(0, 10);
  const r = await db.kysely.deleteFrom('search_query_stats').where('day', '<', cutoff).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function countQuery(db: Db, now: Date, kind: QueryStatKind, query: string, corrected: string | null): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  await db.kysely
    .insertInto('search_query_stats')
    .values({ day, kind, query: query.slice(0, QUERY_MAX), corrected: corrected?.slice(0, QUERY_MAX) ?? null, count: 1 })
    .onConflict((oc) => oc.columns(['day', 'kind', 'query']).doUpdateSet({ count: sql`search_query_stats.count + 1`, corrected: (eb) => eb.ref('excluded.corrected') }))
    .execute();
  if (scheduledOn.get(db) !== day) {
    scheduledOn.set(db, day);
    await scheduleJobs(db.kysely, [{ ...PURGE_JOB, runAt: new Date(now.getTime() + DAY_MS) }], now);
  }
}

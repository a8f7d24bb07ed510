import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** The database or an open transaction: a job is best scheduled in the transaction that makes it due. */
export type JobsDb = Kysely<Database> | Transaction<Database>;

/** A job to run at a time: its kind names the handler, its key what it is about (e.g. a booking id). */
export interface JobSpec {
  kind: string;
  key: string;
  runAt: Date;
}

/**
 * Schedules jobs; a job already scheduled (same kind and key) is kept as it is, so scheduling is
 * idempotent: twice is one job, and a job that ran is not run again.
 */
export async function scheduleJobs(db: JobsDb, jobs: readonly JobSpec[], now: Date): Promise<void> {
  if (jobs.length === 0) return;
  const iso = now.toISOString();
  await db
    .insertInto('jobs')
    .values(
      jobs.map((j) => ({
        kind: j.kind,
        key: j.key,
        run_at: j.runAt.toISOString(),
        status: 'pending' as const,
        attempts: 0,
        locked_until: null,
        locked_by: null,
        last_error: null,
        created_at: iso,
        updated_at: iso,
      })),
    )
    .onConflict((oc) => oc.columns(['kind', 'key']).doNothing())
    .execute();
}

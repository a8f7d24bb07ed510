import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../services/clock';

/** A job as its handler gets it, once this worker holds it. */
export interface ClaimedJob {
  kind: string;
  key: string;
  /** 1 for the first run; a crashed or failed run counts. */
  attempt: number;
  runAt: Date;
}

/**
 * Does a job's work. Its effect must be idempotent (a job may run again after a crash between the
 * effect and the job being marked done). It answers nothing when done, or a later time when the
 * work is not due yet (that run does not count as an attempt); a throw is retried with backoff.
 */
export type JobHandler = (job: ClaimedJob) => Promise<{ runAgainAt: Date } | undefined>;

export interface JobRunnerOptions {
  db: Kysely<Database>;
  /** "Now" for due times and leases (tests move it). */
  clock: Clock;
  log: FastifyBaseLogger;
  /** The kinds this runner runs, each with its handler; jobs of other kinds are left alone. */
  handlers: Readonly<Record<string, JobHandler>>;
  /** How often a started runner looks for due jobs (real time). */
  pollIntervalMs: number;
  /** How long a claim holds; past it, a job whose worker died is claimed again. */
  leaseMs?: number;
  /** Runs before a job is given up on (status failed, its last error kept). */
  maxAttempts?: number;
  batch?: number;
}

export const DEFAULT_LEASE_MS = 5 * 60_000;
export const DEFAULT_MAX_ATTEMPTS = 8;
/** The wait before retry n: 30 s, 1 min, 2 min, … at most an hour. */
export const retryDelayMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3600_000);

interface DueJob {
  kind: string;
  key: string;
  attempts: number;
  run_at: string;
}

export type JobRunner = ReturnType<typeof createJobRunner>;

/**
 * Runs durable jobs (table `jobs`). Any number of runners, in one process or in several API
 * instances on one database, may run at once: each job is claimed with a conditional UPDATE (the
 * attempts it was read with, still due), so only one claim succeeds; a claim holds for a lease, and
 * a job whose worker crashed is claimed again once the lease ran out.
 */
export function createJobRunner(o: JobRunnerOptions) {
  const { db, clock, log, handlers } = o;
  const leaseMs = o.leaseMs ?? DEFAULT_LEASE_MS;
  const maxAttempts = o.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const batch = o.batch ?? 50;
  const kinds = Object.keys(handlers);
  const worker = randomUUID();
  let stopping = false;

  const isDue = (now: string) => (eb: ExpressionBuilder<Database, 'jobs'>) =>
    eb.or([
      eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', now)]),
      eb.and([eb('status', '=', 'running'), eb('locked_until', '<=', now)]),
    ]);

  const dueJobs = (now: string): Promise<DueJob[]> =>
    db
      .selectFrom('jobs')
      .select(['kind', 'key', 'attempts', 'run_at'])
      .where('kind', 'in', kinds)
      .where(isDue(now))
      .orderBy('run_at')
      .limit(batch)
      .execute();

  /** The job exactly as read (same attempts) and still due: only one worker's UPDATE matches. */
  const asRead = (j: DueJob, now: string) =>
    db
      .updateTable('jobs')
      .where('kind', '=', j.kind)
      .where('key', '=', j.key)
      .where('attempts', '=', j.attempts)
      .where(isDue(now));

  /** The job as this worker claimed it (no one claimed it since). */
  const held = (j: DueJob, attempt: number) =>
    db
      .updateTable('jobs')
      .where('kind', '=', j.kind)
      .where('key', '=', j.key)
      .where('status', '=', 'running')
      .where('locked_by', '=', worker)
      .where('attempts', '=', attempt);

  async function claim(j: DueJob): Promise<number | null> {
    const now = clock.now();
    const iso = now.toISOString();
    const res = await asRead(j, iso)
      .set({
        status: 'running',
        attempts: j.attempts + 1,
        locked_by: worker,
        locked_until: new Date(now.getTime() + leaseMs).toISOString(),
        updated_at: iso,
      })
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1 ? j.attempts + 1 : null;
  }

  async function runOne(j: DueJob, handler: JobHandler): Promise<boolean> {
    if (j.attempts >= maxAttempts) {
      // Its last run never finished (the worker died): give up rather than run it once more.
      const iso = clock.now().toISOString();
      await asRead(j, iso)
        .set({
          status: 'failed',
          locked_until: null,
          last_error: 'the last attempt never finished',
          updated_at: iso,
        })
        .execute();
      return false;
    }
    const attempt = await claim(j);
    if (attempt === null) return false;
    const job: ClaimedJob = { kind: j.kind, key: j.key, attempt, runAt: new Date(j.run_at) };
    try {
      const answer = await handler(job);
      const iso = clock.now().toISOString();
      await held(j, attempt)
        .set(
          answer
            ? {
                status: 'pending',
                run_at: answer.runAgainAt.toISOString(),
                attempts: attempt - 1,
                locked_until: null,
                updated_at: iso,
              }
            : { status: 'done', locked_until: null, last_error: null, updated_at: iso },
        )
        .execute();
    } catch (err) {
      const now = clock.now();
      const last = attempt >= maxAttempts;
      log.error(
        { err, kind: j.kind, key: j.key, attempt },
        last ? 'job failed; giving up' : 'job failed; will retry',
      );
      await held(j, attempt)
        .set({
          status: last ? 'failed' : 'pending',
          run_at: last ? j.run_at : new Date(now.getTime() + retryDelayMs(attempt)).toISOString(),
          locked_until: null,
          last_error: (err instanceof Error ? (err.stack ?? err.message) : String(err)).slice(0, 2000),
          updated_at: now.toISOString(),
        })
        .execute();
    }
    return true;
  }

  /**
   * Runs every job due now, one at a time, until none is left (a job run in this call is not
   * picked up again by it). Answers how many this runner ran.
   */
  async function runDue(): Promise<number> {
    let ran = 0;
    if (kinds.length === 0) return ran;
    const seen = new Set<string>();
    for (;;) {
      const jobs = (await dueJobs(clock.now().toISOString())).filter((j) => !seen.has(`${j.kind}\n${j.key}`));
      if (jobs.length === 0 || stopping) return ran;
      for (const j of jobs) {
        if (stopping) return ran;
        seen.add(`${j.kind}\n${j.key}`);
        const handler = handlers[j.kind];
        if (handler && (await runOne(j, handler))) ran += 1;
      }
    }
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  /** One look for due jobs, then the next after the poll interval (unless stopped). */
  const tick = () => {
    timer = null;
    running = runDue()
      .then(
        (n) => {
          if (n > 0) log.info({ jobs: n }, 'ran due jobs');
        },
        (err: unknown) => log.error({ err }, 'looking for due jobs failed'),
      )
      .finally(() => {
        running = null;
        if (!stopping) {
          timer = setTimeout(tick, o.pollIntervalMs);
          timer.unref();
        }
      });
  };

  return {
    runDue,
    /** Looks for due jobs now and then every poll interval, until stopped. */
    start(): void {
      if (timer || running) return;
      stopping = false;
      tick();
    },
    /** No job starts after; resolves once the job under way has finished. */
    async stop(): Promise<void> {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

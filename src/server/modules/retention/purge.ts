import type { Db } from '../../db/database';
import type { JobKinds } from '../../jobs/kinds';
import { scheduleJobs, type JobsDb } from '../../jobs/schedule';
import { cutoffOf, RETENTION_DAYS } from './lifetimes';

/** The daily purge of personal data past its lifetime: one job per UTC day (its key). */
export const RETENTION_PURGE_JOB = 'retention.purge';

const DAY_MS = 86_400_000;
const dayStart = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

/** Schedules the purge of the day after `now` (idempotent: the server does it when it listens). */
export const schedulePurge = (db: JobsDb, now: Date) => {
  const runAt = new Date(dayStart(now).getTime() + DAY_MS + 2 * 3600_000);
  return scheduleJobs(db, [{ kind: RETENTION_PURGE_JOB, key: runAt.toISOString().slice(0, 10), runAt }], now);
};

/** Deletes every row past its lifetime (./lifetimes.ts); answers how many went, per table. */
export async function purgeExpiredPersonalData(db: Db, now: Date): Promise<Record<string, number>> {
  const k = db.kysely;
  const nowIso = now.toISOString();
  const tokens = cutoffOf(now, RETENTION_DAYS.expiredTokens);
  const count = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);
  return {
    notifications:
      count(await k.deleteFrom('notifications').where('read_at', '<', cutoffOf(now, RETENTION_DAYS.readNotifications)).executeTakeFirst()) +
      count(await k.deleteFrom('notifications').where('read_at', 'is', null).where('created_at', '<', cutoffOf(now, RETENTION_DAYS.unreadNotifications)).executeTakeFirst()),
    auth_attempts: count(await k.deleteFrom('auth_attempts').where('at', '<', cutoffOf(now, RETENTION_DAYS.authAttempts)).executeTakeFirst()),
    login_throttles: count(
      await k
        .deleteFrom('login_throttles')
        .where('last_failure_at', '<', cutoffOf(now, RETENTION_DAYS.loginThrottles))
        .where('next_at', '<', nowIso)
        .executeTakeFirst(),
    ),
    user_tokens: count(await k.deleteFrom('user_tokens').where('expires_at', '<', tokens).executeTakeFirst()),
    auth_sessions: count(
      await k
        .deleteFrom('auth_sessions')
        .where((eb) => eb.or([eb('expires_at', '<', tokens), eb('revoked_at', '<', tokens)]))
        .executeTakeFirst(),
    ),
    device_tokens: count(await k.deleteFrom('device_tokens').where('expires_at', '<', tokens).executeTakeFirst()),
    social_handoffs: count(await k.deleteFrom('social_handoffs').where('expires_at', '<', tokens).executeTakeFirst()),
    phone_sessions: count(await k.deleteFrom('phone_sessions').where('expires_at', '<', tokens).executeTakeFirst()),
    // Only past jobs' keys are dropped: what is scheduled again (a day's or a slot's job) has a later key.
    jobs: count(
      await k
        .deleteFrom('jobs')
        .where('status', 'in', ['done', 'failed'])
        .where('updated_at', '<', cutoffOf(now, RETENTION_DAYS.finishedJobs))
        .executeTakeFirst(),
    ),
  };
}

/** The day's purge, then the next day's scheduled. */
export const retentionJobKinds: JobKinds = ({ deps, log }) => ({
  [RETENTION_PURGE_JOB]: async ({ runAt }) => {
    const now = deps.clock.now();
    if (now.getTime() < runAt.getTime()) return { runAgainAt: runAt };
    await schedulePurge(deps.db.kysely, now);
    const purged = await purgeExpiredPersonalData(deps.db, now);
    log.info({ purged }, 'personal data past its lifetime purged');
    return undefined;
  },
});

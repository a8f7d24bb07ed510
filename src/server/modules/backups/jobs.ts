import type { JobKinds } from '../../jobs/kinds';
import { scheduleJobs, type JobsDb } from '../../jobs/schedule';
import { backupSourceOf, takeBackup } from './backup';
import { copyToBucket } from './bucket';
import { runDrill } from './drill';
import { pruneBackups } from './prune';

/** The scheduled backup: one job per slot of BACKUP_INTERVAL_HOURS (its key, the slot's start). */
export const BACKUP_JOB = 'backups.scheduled';
/** The weekly drill: one job per week (its key, the Monday it runs on). */
export const DRILL_JOB = 'backups.drill';

const HOUR_MS = 3600_000;
const WEEK_MS = 7 * 24 * HOUR_MS;
/** The drill runs on Mondays at 03:00 UTC, after the night's backups (1970-01-05 was a Monday). */
const DRILL_OFFSET_MS = 4 * 24 * HOUR_MS + 3 * HOUR_MS;

/** The start of the slot after `now`: slots are whole multiples of the interval since the epoch. */
export const nextBackupSlot = (now: Date, intervalHours: number) => {
  const every = intervalHours * HOUR_MS;
  return new Date((Math.floor(now.getTime() / every) + 1) * every);
};

export const nextDrillAt = (now: Date) => new Date(Math.floor((now.getTime() - DRILL_OFFSET_MS) / WEEK_MS + 1) * WEEK_MS + DRILL_OFFSET_MS);

/** Schedules the next backup and the next drill (idempotent: the app does it at every start); none with an interval of 0. */
export async function scheduleBackups(db: JobsDb, now: Date, intervalHours: number): Promise<void> {
  if (intervalHours <= 0) return;
  const slot = nextBackupSlot(now, intervalHours);
  const drill = nextDrillAt(now);
  await scheduleJobs(
    db,
    [
      { kind: BACKUP_JOB, key: slot.toISOString(), runAt: slot },
      { kind: DRILL_JOB, key: drill.toISOString(), runAt: drill },
    ],
    now,
  );
}

/**
 * The backup of a slot: schedules the next slot's first (a failing backup must not end the chain),
 * then takes it and prunes by the retention rule. A slot whose run failed or crashed is retried by the
 * runner; a slot run twice (a lease that ran out on a long backup) only writes one more archive, which
 * retention removes. The drill likewise, weekly.
 */
export const backupJobKinds: JobKinds = ({ deps, log }) => ({
  [BACKUP_JOB]: async ({ runAt }) => {
    const now = deps.clock.now();
    if (now.getTime() < runAt.getTime()) return { runAgainAt: runAt };
    const settings = deps.config.backups;
    await scheduleBackups(deps.db.kysely, now, settings.intervalHours);
    const result = await takeBackup(backupSourceOf(deps.config, deps.db), settings, deps.clock);
    const prunedInBucket = await copyToBucket(settings, result.file);
    const pruned = await pruneBackups(settings.dir, settings);
    log.info({ file: result.file, bytes: result.bytes, ms: Math.round(result.ms), pruned, prunedInBucket }, 'backup written');
    return undefined;
  },
  [DRILL_JOB]: async ({ runAt }) => {
    const now = deps.clock.now();
    if (now.getTime() < runAt.getTime()) return { runAgainAt: runAt };
    await scheduleJobs(deps.db.kysely, [{ kind: DRILL_JOB, key: nextDrillAt(now).toISOString(), runAt: nextDrillAt(now) }], now);
    const drill = await runDrill(deps.config, deps.db, deps.clock);
    log.info({ archive: drill.archive, rpoMs: drill.rpoMs, rtoMs: Math.round(drill.rtoMs) }, 'backup drill passed');
    return undefined;
  },
});

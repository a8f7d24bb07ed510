import type { BackupSettings } from '../../config';
import type { Queryable } from '../../db/queryable';

/** A backup older than this many intervals is stale: one scheduled run was missed, and then another. */
const STALE_AFTER_INTERVALS = 2;

export interface BackupStatus {
  /** off: no scheduled backups; none: no good backup yet; stale: the newest good one is too old. */
  state: 'ok' | 'stale' | 'none' | 'off';
  lastBackupAt: string | null;
  lastDrillAt: string | null;
}

/** The newest good drill's figures: how much a restore would have lost (RPO) and how long it took (RTO). */
export interface DrillFigures {
  at: string;
  rpoMs: number;
  rtoMs: number;
}

/** The newest drill that restored its backup and found the canary. */
export async function lastDrill(db: Queryable): Promise<DrillFigures | null> {
  const row = await db
    .selectFrom('backup_runs')
    .select(['finished_at', 'rpo_ms', 'rto_ms'])
    .where('kind', '=', 'drill')
    .where('status', '=', 'done')
    .orderBy('finished_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.finished_at ? { at: row.finished_at, rpoMs: Number(row.rpo_ms ?? 0), rtoMs: Number(row.rto_ms ?? 0) } : null;
}

/** The newest good backup and drill (backup_runs), and whether the backups keep up with their schedule. */
export async function backupStatus(db: Queryable, settings: BackupSettings, now: Date): Promise<BackupStatus> {
  const newest = (kind: 'backup' | 'drill') =>
    db
      .selectFrom('backup_runs')
      .select('finished_at')
      .where('kind', '=', kind)
      .where('status', '=', 'done')
      .orderBy('finished_at', 'desc')
      .limit(1)
      .executeTakeFirst()
      .then((r) => r?.finished_at ?? null);
  const [lastBackupAt, lastDrillAt] = await Promise.all([newest('backup'), newest('drill')]);
  const staleAfterMs = STALE_AFTER_INTERVALS * settings.intervalHours * 3600_000;
  const state =
    settings.intervalHours <= 0 ? 'off' : lastBackupAt === null ? 'none' : now.getTime() - Date.parse(lastBackupAt) > staleAfterMs ? 'stale' : 'ok';
  return { state, lastBackupAt, lastDrillAt };
}

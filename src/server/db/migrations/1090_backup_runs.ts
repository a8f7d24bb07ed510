import type { Kysely } from 'kysely';

/**
 * Backups and drills (modules/backups): one row per run, written before the snapshot (its id is the
 * canary the drill looks for in the restored copy) and finished after; the console and the readiness
 * probe read the newest good backup and drill from here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('backup_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** backup or drill. */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** running, done or failed. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    /** The archive's file name (a backup's own, or the one a drill restored). */
    .addColumn('archive', 'text')
    .addColumn('bytes', 'bigint')
    /** A drill's data loss window (its backup's age) and restore time, in milliseconds. */
    .addColumn('rpo_ms', 'bigint')
    .addColumn('rto_ms', 'bigint')
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('backup_runs_kind_idx').on('backup_runs').columns(['kind', 'status', 'started_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('backup_runs').execute();
}

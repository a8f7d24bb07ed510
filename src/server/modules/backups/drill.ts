import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Config } from '../../config';
import { openPostgres, openSqlite, type Db } from '../../db/database';
import type { Clock } from '../../services/clock';
import { listBackups } from './archive';
import { backupBucket } from './bucket';
import { BACKUP_MESSAGES, BackupRefused } from './refusal';
import { restoreBackup } from './restore';

export interface DrillResult {
  archive: string;
  takenAt: string;
  /** The data loss window: how old the newest backup is (what a lost disk would lose now). */
  rpoMs: number;
  /** The restore time: unseal, unpack, check, load and verify. */
  rtoMs: number;
}

/** The same PostgreSQL server, another database. */
const databaseUrlNamed = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * The drill: restores the newest backup (the bucket's, when one is set) into a scratch place (a temp
 * folder, and on PostgreSQL a scratch database on the same server: the role needs CREATEDB), checks the
 * canary row its backup wrote just before the snapshot, and records the data loss window and the restore time in
 * backup_runs; the scratch place is removed either way.
 */
export async function runDrill(config: Config, db: Db, clock: Clock, databaseUrl = config.databaseUrl): Promise<DrillResult> {
  const id = randomUUID();
  const startedAt = clock.now();
  await db.kysely
    .insertInto('backup_runs')
    .values({ id, kind: 'drill', status: 'running', started_at: startedAt.toISOString(), finished_at: null, archive: null, bytes: null, rpo_ms: null, rto_ms: null, error: null })
    .execute();
  const scratch = await mkdtemp(join(tmpdir(), 'qurious-drill-'));
  const scratchDb = databaseUrl ? `qurious_drill_${randomBytes(6).toString('hex')}` : null;
  try {
    // With a bucket, the drill proves the copy off the machine, the one a lost disk leaves.
    const bucket = config.backups.bucket ? backupBucket(config.backups.bucket) : null;
    const newest = (bucket ? await bucket.list() : await listBackups(config.backups.dir)).at(-1);
    if (!newest) throw new BackupRefused(BACKUP_MESSAGES.noBackups(bucket?.where ?? config.backups.dir));
    if (scratchDb) await sql`create database ${sql.id(scratchDb)}`.execute(db.kysely);
    const scratchUrl = databaseUrl && scratchDb ? databaseUrlNamed(databaseUrl, scratchDb) : undefined;
    // The restore time counts the download too: a lost disk restores from the bucket.
    const started = performance.now();
    const archive = bucket ? join(scratch, newest.name) : join(config.backups.dir, newest.name);
    if (bucket) await bucket.download(newest.name, archive);
    const { manifest } = await restoreBackup(archive, { dataDir: join(scratch, 'data'), databaseUrl: scratchUrl, key: config.backups.key });
    const rtoMs = performance.now() - started;
    const restored = scratchUrl ? openPostgres(scratchUrl, 1) : openSqlite(join(scratch, 'data', 'qurious.sqlite'));
    try {
      const canary = await restored.kysely.selectFrom('backup_runs').select('id').where('id', '=', manifest.canary).executeTakeFirst();
      if (!canary) throw new Error(`The drill's restored copy lacks the canary row ${manifest.canary} its backup wrote.`);
    } finally {
      await restored.close();
    }
    const rpoMs = Math.max(0, clock.now().getTime() - Date.parse(manifest.takenAt));
    await db.kysely
      .updateTable('backup_runs')
      .set({ status: 'done', finished_at: clock.now().toISOString(), archive: newest.name, rpo_ms: rpoMs, rto_ms: Math.round(rtoMs) })
      .where('id', '=', id)
      .execute();
    return { archive: newest.name, takenAt: manifest.takenAt, rpoMs, rtoMs };
  } catch (err) {
    await db.kysely
      .updateTable('backup_runs')
      .set({ status: 'failed', finished_at: clock.now().toISOString(), error: err instanceof Error ? err.message : String(err) })
      .where('id', '=', id)
      .execute();
    throw err;
  } finally {
    await rm(scratch, { recursive: true, force: true });
    if (scratchDb) await sql`drop database if exists ${sql.id(scratchDb)} with (force)`.execute(db.kysely);
  }
}

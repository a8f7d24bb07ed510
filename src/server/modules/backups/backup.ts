import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../../services/clock';
import { isStorageKey } from '../../services/storage';
import { archiveNameOf, packArchive, PARTIAL_SUFFIX } from './archive';
import { ARCHIVE_FORMAT, DATABASE_ENTRY, UPLOADS_DIR, type Manifest } from './manifest';
import { snapshotPostgres, snapshotSqlite, sqliteFileOfDb } from './snapshot';

/** What is backed up: the live database (a handle of its own, or the app's) and the uploads' folder. */
export interface BackupSource {
  db: Db;
  databaseUrl: string | undefined;
  /** The disk store's folder; null when the uploads are in a bucket (its versioning keeps them). */
  uploadsDir: string | null;
}

/** Where backups go and how they are sealed. */
export interface BackupTarget {
  dir: string;
  key: string | undefined;
}

export const backupSourceOf = (config: Config, db: Db): BackupSource => ({
  db,
  databaseUrl: config.databaseUrl,
  uploadsDir: config.s3 ? null : join(config.dataDir, 'uploads'),
});

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
  ms: number;
}

/** A partial file older than this was left by a crashed backup (none runs this long). */
const STALE_PARTIAL_MS = 6 * 3600_000;

/**
 * Takes one online backup. First a canary row (the run's own row in backup_runs, committed before the
 * snapshot: the drill finds it in the restored copy), then the database's consistent copy, then the
 * uploads, then the archive, written under a temporary name and renamed when complete. The run's row
 * ends done (with the archive) or failed (with the error).
 */
export async function takeBackup(source: BackupSource, target: BackupTarget, clock: Clock): Promise<BackupResult> {
  const started = performance.now();
  const db = source.db.kysely;
  const canary = randomUUID();
  await db
    .insertInto('backup_runs')
    .values({ id: canary, kind: 'backup', status: 'running', started_at: clock.now().toISOString(), finished_at: null, archive: null, bytes: null, rpo_ms: null, rto_ms: null, error: null })
    .execute();
  await mkdir(target.dir, { recursive: true });
  await sweepPartials(target.dir);
  const staging = await mkdtemp(join(target.dir, '.staging-'));
  try {
    await mkdir(join(staging, 'database'));
    const takenAt = clock.now();
    const kind = source.db.kind;
    const facts =
      kind === 'sqlite'
        ? await snapshotSqlite(await sqliteFileOfDb(source.db), join(staging, DATABASE_ENTRY.sqlite))
        : await snapshotPostgres(source.db, source.databaseUrl ?? '', join(staging, DATABASE_ENTRY.postgres));
    if (source.uploadsDir) await copyUploads(source.uploadsDir, join(staging, UPLOADS_DIR));
    const file = join(target.dir, archiveNameOf(takenAt));
    const { manifest } = await packArchive(
      staging,
      {
        format: ARCHIVE_FORMAT,
        takenAt: takenAt.toISOString(),
        database: kind,
        schema: { version: facts.migrations.at(-1) ?? '', migrations: facts.migrations },
        rowCounts: facts.rowCounts,
        ledger: facts.ledger,
        canary,
        uploads: source.uploadsDir ? 'disk' : 'bucket',
      },
      file,
      target.key,
    );
    const { size } = await stat(file);
    await db
      .updateTable('backup_runs')
      .set({ status: 'done', finished_at: clock.now().toISOString(), archive: archiveNameOf(takenAt), bytes: size })
      .where('id', '=', canary)
      .execute();
    return { file, bytes: size, manifest, ms: performance.now() - started };
  } catch (err) {
    await db
      .updateTable('backup_runs')
      .set({ status: 'failed', finished_at: clock.now().toISOString(), error: err instanceof Error ? err.message : String(err) })
      .where('id', '=', canary)
      .execute();
    throw err;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Copies the stored files (not the staged ones a crash left); a file deleted meanwhile is skipped. */
async function copyUploads(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  let names: string[];
  try {
    names = await readdir(from);
  } catch {
    return;
  }
  for (const name of names.filter(isStorageKey)) {
    try {
      await copyFile(join(from, name), join(to, name));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
}

/** Removes what a crashed backup left (a partial archive, a staging folder), once surely abandoned. */
async function sweepPartials(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (!name.endsWith(PARTIAL_SUFFIX) && !name.startsWith('.staging-')) continue;
    const path = join(dir, name);
    const { mtimeMs } = await stat(path);
    // Files carry the real time, not the app's clock.
    if (Date.now() - mtimeMs > STALE_PARTIAL_MS) await rm(path, { recursive: true, force: true });
  }
}

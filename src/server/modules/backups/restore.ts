import { mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, basename } from 'node:path';
import { mkdirSync } from 'node:fs';
import { sql } from 'kysely';
import { openPostgres, type DbKind } from '../../db/database';
import { migrations } from '../../db/migrations';
import { openArchive } from './archive';
import { ledgerFactsOf, rowCountsOf, tablesOf } from './facts';
import { DATABASE_ENTRY, UPLOADS_DIR, type Manifest } from './manifest';
import { pgTool } from './pg-tools';
import { BACKUP_MESSAGES, BackupRefused } from './refusal';
import { withSqliteFile } from './snapshot';
import { replayTombstones } from './tombstone-replay';
import { readTombstones } from './tombstones';
import type { QueryExecutorProvider } from 'kysely';

/** Where a backup is restored: an empty data folder, and an empty PostgreSQL database for a PostgreSQL backup. */
export interface RestoreTarget {
  dataDir: string;
  databaseUrl: string | undefined;
  key: string | undefined;
  /** The tombstones of deleted accounts (kept outside the backups), replayed on the restored copy. */
  tombstones?: string;
}

export interface RestoreResult {
  manifest: Manifest;
  ms: number;
  /** Accounts erased again from their tombstones. */
  erased: number;
}

const SQLITE_NAME = 'qurious.sqlite';

/**
 * Restores an archive into an empty target, or refuses with nothing changed: a target that holds
 * data, an archive that is sealed with another key, changed, truncated or corrupt, a schema newer
 * than this code's. The copy is verified (integrity, row counts against the manifest, the ledger's
 * balances) before it is put in place; PostgreSQL's is verified once loaded and emptied again if it fails.
 */
export async function restoreBackup(archive: string, target: RestoreTarget): Promise<RestoreResult> {
  const started = performance.now();
  const kind: DbKind = target.databaseUrl ? 'postgres' : 'sqlite';
  await refuseNonEmptyDataDir(target.dataDir, kind);
  if (target.databaseUrl) await refuseNonEmptyDatabase(target.databaseUrl);
  const parent = dirname(target.dataDir);
  mkdirSync(parent, { recursive: true });
  const work = await mkdtemp(join(parent, `.${basename(target.dataDir)}-restore-`));
  try {
    const { manifest, root } = await openArchive(archive, work, target.key);
    const tombstones = target.tombstones ? await readTombstones(target.tombstones) : [];
    let replayed: { erased: string[]; keys: string[] } = { erased: [], keys: [] };
    if (manifest.database !== kind) throw new BackupRefused(BACKUP_MESSAGES.wrongDatabase(manifest.database, kind));
    const unknown = manifest.schema.migrations.filter((name) => !(name in migrations));
    if (unknown.length > 0) throw new BackupRefused(BACKUP_MESSAGES.newerSchema(unknown));
    if (kind === 'sqlite') {
      const file = join(root, DATABASE_ENTRY.sqlite);
      await withSqliteFile(file, async (db) => {
        const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
        const verdict = rows.map((r) => r.integrity_check).join('; ');
        if (verdict !== 'ok') throw new BackupRefused(BACKUP_MESSAGES.integrity(verdict));
        await verifyAgainst(manifest, db, 'sqlite');
      });
      replayed = await withSqliteFile(file, (db) => replayTombstones(db, tombstones));
      mkdirSync(target.dataDir, { recursive: true });
      await rename(file, join(target.dataDir, SQLITE_NAME));
    } else {
      await loadPostgres(join(root, DATABASE_ENTRY.postgres), target.databaseUrl ?? '', manifest);
      const db = openPostgres(target.databaseUrl ?? '', 1);
      try {
        replayed = await replayTombstones(db.kysely, tombstones);
      } finally {
        await db.close();
      }
    }
    await removeUploads(root, replayed.keys);
    if (manifest.uploads === 'disk') {
      mkdirSync(target.dataDir, { recursive: true });
      await rm(join(target.dataDir, UPLOADS_DIR), { recursive: true, force: true });
      await rename(join(root, UPLOADS_DIR), join(target.dataDir, UPLOADS_DIR)).catch((err: unknown) => {
        // An archive of a store with no files has no uploads folder.
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      });
    }
    return { manifest, ms: performance.now() - started, erased: replayed.erased.length };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The files of erased accounts' uploads, out of the copy before it is put in place. */
async function removeUploads(root: string, keys: readonly string[]): Promise<void> {
  for (const key of keys) await rm(join(root, UPLOADS_DIR, basename(key)), { force: true });
}

/** Row counts per table and the ledger's facts, exactly as the manifest has them. */
async function verifyAgainst(manifest: Manifest, db: QueryExecutorProvider, kind: DbKind): Promise<void> {
  const counts = await rowCountsOf(db, kind);
  for (const [table, expected] of Object.entries(manifest.rowCounts)) {
    const found = counts[table] ?? 0;
    if (found !== expected) throw new BackupRefused(BACKUP_MESSAGES.rowCounts(table, expected, found));
  }
  // Every wallet's balance, exactly as the snapshot had it (a wallet below zero is the business's to
  // explain, as a dispute's debit after a withdrawal can make one, not a reason to refuse the copy).
  const ledger = await ledgerFactsOf(db);
  if (ledger.rows !== manifest.ledger.rows || ledger.credits !== manifest.ledger.credits || ledger.balancesDigest !== manifest.ledger.balancesDigest)
    throw new BackupRefused(BACKUP_MESSAGES.ledger('its balances differ from those the backup recorded'));
}

/** pg_restore in one transaction, then the checks; a load that fails them is emptied again. */
async function loadPostgres(dump: string, databaseUrl: string, manifest: Manifest): Promise<void> {
  await pgTool('pg_restore', ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${databaseUrl}`, dump]);
  const db = openPostgres(databaseUrl, 1);
  try {
    await verifyAgainst(manifest, db.kysely, 'postgres');
  } catch (err) {
    await sql`drop schema public cascade`.execute(db.kysely);
    await sql`create schema public`.execute(db.kysely);
    throw err;
  } finally {
    await db.close();
  }
}

async function refuseNonEmptyDataDir(dataDir: string, kind: DbKind): Promise<void> {
  const holds = async (path: string) => stat(path).then(() => true, () => false);
  const uploads = await readdir(join(dataDir, UPLOADS_DIR)).then((names) => names.length > 0, () => false);
  if (uploads || (kind === 'sqlite' && (await holds(join(dataDir, SQLITE_NAME))))) throw new BackupRefused(BACKUP_MESSAGES.notEmptyDataDir(dataDir));
}

async function refuseNonEmptyDatabase(databaseUrl: string): Promise<void> {
  const db = openPostgres(databaseUrl, 1);
  try {
    if ((await tablesOf(db.kysely, 'postgres')).length > 0) throw new BackupRefused(BACKUP_MESSAGES.notEmptyDatabase);
  } finally {
    await db.close();
  }
}

import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { ledgerFactsOf, migrationsOf, rowCountsOf } from './facts';
import type { LedgerFacts } from './manifest';
import { pgTool } from './pg-tools';
import { copySqliteInWorker } from './sqlite-copy-worker';

/** What a snapshot knows of itself: read from the very state that was copied. */
export interface SnapshotFacts {
  migrations: string[];
  rowCounts: Record<string, number>;
  ledger: LedgerFacts;
}

/**
 * Copies a live SQLite file with its online backup API on a connection of its own, in a worker thread
 * (./sqlite-copy-worker.ts). In WAL mode a reader never blocks the writers, so after the first step the
 * rest is copied in one step inside one read transaction: a consistent point, and no restart loop while
 * the server keeps writing (a write between two steps restarts the copy). The facts are then read from
 * the copy itself.
 */
export async function snapshotSqlite(sourceFile: string, copyFile: string): Promise<SnapshotFacts> {
  await copySqliteInWorker(sourceFile, copyFile);
  return withSqliteFile(copyFile, async (db) => ({
    migrations: await migrationsOf(db),
    rowCounts: await rowCountsOf(db, 'sqlite'),
    ledger: await ledgerFactsOf(db),
  }));
}

/** Runs `work` on a Kysely handle of an SQLite file (a backup's copy), closing it after. */
export async function withSqliteFile<T>(file: string, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(file, { fileMustExist: true }) }) });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** The file of an open SQLite database (wherever it was opened from). */
export async function sqliteFileOfDb(db: Db): Promise<string> {
  const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db.kysely);
  const file = rows[0]?.file;
  if (!file) throw new Error('the SQLite database has no file to back up (an in-memory database)');
  return file;
}

/**
 * Dumps a live PostgreSQL database with pg_dump's custom format (compressed, restored table by table
 * with pg_restore, portable across versions; a base backup would copy every database of the cluster
 * and needs WAL archiving to be consistent). One repeatable-read transaction exports its snapshot;
 * pg_dump dumps that snapshot and the facts are read in it, so the counts are those of the dump.
 */
export async function snapshotPostgres(db: Db, databaseUrl: string, dumpFile: string): Promise<SnapshotFacts> {
  return db.kysely.connection().execute(async (conn) => {
    await sql`begin transaction isolation level repeatable read, read only`.execute(conn);
    try {
      const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(conn);
      const snapshot = rows[0]?.id ?? '';
      const facts: SnapshotFacts = {
        migrations: await migrationsOf(conn),
        rowCounts: await rowCountsOf(conn, 'postgres'),
        ledger: await ledgerFactsOf(conn),
      };
      await pgTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, '--no-owner', '--no-privileges', `--file=${dumpFile}`, `--dbname=${databaseUrl}`]);
      return facts;
    } finally {
      await sql`commit`.execute(conn);
    }
  });
}

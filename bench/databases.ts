import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgres, openSqlite, type Db } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';

type Figures = Record<string, number | string>;
type Measure = (db: Db, dir: string, label: 'sqlite' | 'postgres') => Promise<Figures>;

/** The local PostgreSQL the benches create their throwaway databases in. */
export const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function onSqlite(name: string, measure: Measure): Promise<Figures> {
  const dir = mkdtempSync(join(tmpdir(), `qurious-bench-${name}-`));
  const db = openSqlite(join(dir, 'bench.sqlite'));
  try {
    await migrateToLatest(db.kysely);
    return await measure(db, dir, 'sqlite');
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(name: string, measure: Measure): Promise<Figures> {
  const database = `qurious_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch (err) {
    return { 'postgres.skipped': `no PostgreSQL at ${PG_ADMIN_URL}: ${err instanceof Error ? err.message : String(err)}` };
  }
  await admin.query(`CREATE DATABASE ${database}`);
  const dir = mkdtempSync(join(tmpdir(), `qurious-bench-${name}-`));
  const db = openPostgres(PG_ADMIN_URL.replace(/\/[^/]*$/, `/${database}`), 4);
  try {
    await migrateToLatest(db.kysely);
    return await measure(db, dir, 'postgres');
  } finally {
    await db.close();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs a bench's measure on a freshly migrated SQLite file, then on a fresh PostgreSQL database; `only`
 * ('sqlite' or 'postgres', from the bench's own variable) measures one of them.
 */
export async function onEachDatabase(name: string, only: string | undefined, measure: Measure): Promise<Figures> {
  const sqlite = only === 'postgres' ? {} : await onSqlite(name, measure);
  if (only !== 'postgres') console.log(`  ${name} on sqlite done:`, JSON.stringify(sqlite));
  return { ...sqlite, ...(only === 'sqlite' ? {} : await onPostgres(name, measure)) };
}

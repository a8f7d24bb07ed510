import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgres, openSqlite, type Db } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';

export type TestDbKind = 'sqlite' | 'postgres';

/** Which database the server suite runs on: the vitest project sets TEST_DB. */
export const testDbKind = (): TestDbKind => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite');

export const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh, migrated database: a temp SQLite file, or a new PostgreSQL database dropped on close. */
export async function createTestDb(kind: TestDbKind = testDbKind()): Promise<Db & { url?: string }> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'qurious-db-'));
    const db = openSqlite(join(dir, 'test.sqlite'));
    await migrateToLatest(db.kysely);
    return {
      ...db,
      async close() {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `qurious_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  const db = openPostgres(url, 20);
  await migrateToLatest(db.kysely);
  return {
    ...db,
    url,
    async close() {
      await db.close();
      const drop = new pg.Client({ connectionString: PG_ADMIN_URL });
      await drop.connect();
      // pg's pool.end() resolves before its clients have hung up; dropping WITH (FORCE) while they
      // hang up makes them emit an uncaught 57P01. Wait (up to 2 s) until they are gone.
      for (let i = 0; i < 40; i += 1) {
        const { rows } = await drop.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if ((rows[0]?.n ?? 0) === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

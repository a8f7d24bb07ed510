import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openPostgres, openSqlite, type Db } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { PG_ADMIN_URL, pgAdmin, pgUrlOf, waitUntilIdle } from './pg-admin';
import type { TestDbTemplate } from './test-db-template';

export { PG_ADMIN_URL };

export type TestDbKind = 'sqlite' | 'postgres';

/** Which database the server suite runs on: the vitest project sets TEST_DB. */
export const testDbKind = (): TestDbKind => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite');

/** The run's migrated template (tests/helpers/test-db-template.ts), when the project has one. */
function templateFor(kind: TestDbKind): TestDbTemplate | undefined {
  let template: TestDbTemplate | undefined;
  try {
    template = inject('testDbTemplate');
  } catch {
    // Outside vitest (a benchmark: npm run bench) there is no run and no template: migrate instead.
    return undefined;
  }
  return template?.kind === kind ? template : undefined;
}

/**
 * A fresh, migrated database: a temp SQLite file, or a new PostgreSQL database. Copied from the
 * run's template when there is one (the server projects' global setup makes it), else migrated.
 */
export async function createTestDb(kind: TestDbKind = testDbKind()): Promise<Db & { url?: string; file?: string }> {
  const template = templateFor(kind);
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'qurious-db-'));
    const file = join(dir, 'test.sqlite');
    if (template?.kind === 'sqlite') copyFileSync(template.file, file);
    const db = openSqlite(file);
    // On a copy of the template this finds nothing to do (and opens the connection, as in production).
    await migrateToLatest(db.kysely);
    return {
      ...db,
      file,
      async close() {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const prefix = template?.kind === 'postgres' ? template.prefix : 'qurious_test_';
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  await pgAdmin((c) => c.query(template?.kind === 'postgres' ? `CREATE DATABASE ${name} TEMPLATE ${template.template}` : `CREATE DATABASE ${name}`));
  const url = pgUrlOf(name);
  const db = openPostgres(url, 20);
  await migrateToLatest(db.kysely);
  return {
    ...db,
    url,
    async close() {
      await db.close();
      // The run's global setup drops its databases at the end, when no client is left to hang up.
      if (template) return;
      await pgAdmin(async (c) => {
        // Dropping WITH (FORCE) while the pool's clients hang up makes them emit an uncaught 57P01.
        await waitUntilIdle(c, name);
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}

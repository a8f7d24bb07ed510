/**
 * Vitest global setup of the server projects: migrates ONE template database per run, which every
 * test database is then copied from (SQLite: the file is copied; PostgreSQL: CREATE DATABASE …
 * TEMPLATE), instead of running every migration for each test file. At the end it drops the
 * run's PostgreSQL databases, once their test files' processes are gone.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPostgres, openSqlite } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { pgAdmin, pgUrlOf, waitUntilIdle } from './pg-admin';

/** What createTestDb copies: a migrated SQLite file, or a migrated PostgreSQL database and the run's name prefix. */
export type TestDbTemplate = { kind: 'sqlite'; file: string } | { kind: 'postgres'; template: string; prefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDbTemplate: TestDbTemplate;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.TEST_DB !== 'postgres') {
    const dir = mkdtempSync(join(tmpdir(), 'qurious-db-template-'));
    const file = join(dir, 'template.sqlite');
    const db = openSqlite(file);
    await migrateToLatest(db.kysely);
    // Closing the only connection checkpoints the WAL into the file, so the file alone is the database.
    await db.close();
    project.provide('testDbTemplate', { kind: 'sqlite', file });
    return async () => rmSync(dir, { recursive: true, force: true });
  }

  const run = randomBytes(4).toString('hex');
  const template = `qurious_tmpl_${run}`;
  const prefix = `qurious_test_${run}_`;
  await pgAdmin((c) => c.query(`CREATE DATABASE ${template}`));
  const db = openPostgres(pgUrlOf(template), 1);
  await migrateToLatest(db.kysely);
  await db.close();
  await pgAdmin((c) => waitUntilIdle(c, template));
  project.provide('testDbTemplate', { kind: 'postgres', template, prefix });
  return async () => {
    await pgAdmin(async (c) => {
      const { rows } = await c.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $2)',
        [template, prefix],
      );
      for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    });
  };
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgres, openSqlite, type Db } from '#server/db/database';
import { backupSourceOf, takeBackup } from '#server/modules/backups/backup';
import { restoreBackup } from '#server/modules/backups/restore';
import type { TestApp } from '../../helpers/test-app';
import { pgAdmin, pgUrlOf, waitUntilIdle } from '../../helpers/pg-admin';
import { testDbKind } from '../../helpers/test-db';

/** A suite's backup of its app's database (its own, not the config's) and uploads into a folder of its own. */
export const backupOf = (t: TestApp, dir: string, key?: string) =>
  takeBackup({ ...backupSourceOf(t.deps.config, t.db), databaseUrl: t.dbAt.url }, { dir, key }, t.clock);

/**
 * An empty place to restore into: a fresh data folder and, on PostgreSQL, an empty database (no
 * migrations). `open` opens what was restored; `close` removes it all.
 */
export async function emptyTarget() {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'qurious-restore-')), 'data');
  let databaseUrl: string | undefined;
  let name: string | undefined;
  if (testDbKind() === 'postgres') {
    name = `qurious_restore_${randomBytes(6).toString('hex')}`;
    await pgAdmin((c) => c.query(`CREATE DATABASE ${name}`));
    databaseUrl = pgUrlOf(name);
  }
  const opened: Db[] = [];
  return {
    dataDir,
    databaseUrl,
    restore: (archive: string, key?: string, tombstones?: string) => restoreBackup(archive, { dataDir, databaseUrl, key, tombstones }),
    open(): Db {
      const db = databaseUrl ? openPostgres(databaseUrl, 2) : openSqlite(join(dataDir, 'qurious.sqlite'));
      opened.push(db);
      return db;
    },
    async close() {
      for (const db of opened) await db.close();
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
      if (name) {
        const db = name;
        await pgAdmin(async (c) => {
          await waitUntilIdle(c, db);
          await c.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
        });
      }
    },
  };
}

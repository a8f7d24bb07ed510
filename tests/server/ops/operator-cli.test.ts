import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite, type Db } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { sqliteFileOf } from '#server/deps';
import { loadConfig } from '#server/config';
import { OPERATOR_REASON_REQUIRED_MESSAGE, ROLE_MESSAGES, unknownRoleMessage } from '#shared/domain/operator-roles';
import { createTestDb, testDbKind } from '../../helpers/test-db';
import { insertAccount } from './operations-fixtures';

/**
 * `npm run operator` as a child process on the database the server would open: a temp DATA_DIR's
 * SQLite file, or (in the PostgreSQL project) the DATABASE_URL of a test database.
 */
describe(`npm run operator on ${testDbKind()}`, () => {
  let dataDir: string;
  let db: Db;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'qurious-operator-'));
    const { DATABASE_URL: _ignored, ...rest } = process.env;
    env = { ...rest, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir };
    if (testDbKind() === 'postgres') {
      const pg = await createTestDb('postgres');
      env.DATABASE_URL = pg.url;
      db = pg;
    } else {
      db = openSqlite(sqliteFileOf(loadConfig({ DATA_DIR: dataDir })));
      await migrateToLatest(db.kysely);
    }
  });
  afterAll(async () => {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const run = (...args: string[]) =>
    // Node with tsx's loader runs the script in one process (tsx's CLI would start a second).
    new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
      execFile(process.execPath, ['--import', 'tsx', 'scripts/operator.ts', ...args], { env, encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) =>
        done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  const snapshot = async () => ({
    roles: await db.kysely.selectFrom('operator_roles').selectAll().orderBy('user_id').orderBy('role').execute(),
    audit: await db.kysely.selectFrom('audit_log').select('id').execute(),
  });

  it('grants the first owner, audited as the command line, and lists it', async () => {
    const ann = await insertAccount(db.kysely, { email: 'ann@example.com' });
    expect(await run('list')).toMatchObject({ code: 0, stdout: expect.stringContaining('No operators yet') });
    const granted = await run('grant', 'ann@example.com', 'owner', '--reason', 'First owner of the console');
    expect(granted).toMatchObject({ code: 0, stdout: 'Granted owner to ann@example.com.\n' });
    const row = await db.kysely.selectFrom('audit_log').selectAll().where('target_id', '=', ann.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ operator_id: null, role: 'owner', action: 'roles.grant', reason: 'First owner of the console' });
    expect(JSON.parse(row.after_json ?? '{}')).toMatchObject({ roles: ['owner'], commandLine: { user: expect.any(String), host: expect.any(String) } });
    expect(await run('list')).toMatchObject({ code: 0, stdout: 'ann@example.com  owner\n' });
  });

  it('exits 1 with a readable message on bad input, and changes nothing', async () => {
    const before = await snapshot();
    const cases = [
      [['grant', 'ann@example.com', 'admin', '--reason', 'Wants everything'], unknownRoleMessage('admin')],
      [['grant', 'ann@example.com', 'viewer'], OPERATOR_REASON_REQUIRED_MESSAGE],
      [['grant', 'nobody@example.com', 'viewer', '--reason', 'Joins the team'], ROLE_MESSAGES.noSuchAccount('nobody@example.com')],
      [['revoke', 'ann@example.com', 'owner', '--reason', 'Leaving'], ROLE_MESSAGES.lastOwner],
      [['promote', 'ann@example.com'], 'Usage:'],
    ] as const;
    for (const [args, message] of cases) {
      const result = await run(...args);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(message);
      expect(result.stdout).toBe('');
    }
    expect(await snapshot()).toEqual(before);
  });
});

import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '#server/modules/backups/facts';
import { BACKUP_MESSAGES } from '#server/modules/backups/refusal';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { topUp } from '../bookings/bookings-fixtures';
import { backupOf, emptyTarget } from './backups-fixtures';

const KEY = 'a-backup-key-of-at-least-32-characters-0001';
const OTHER_KEY = 'another-backup-key-of-at-least-32-chars-0002';

/**
 * What a restore refuses, each with its message and nothing changed in the target: a target that holds
 * data, a truncated or changed archive, a sealed one with the wrong key or changed, a newer schema.
 * A sealed archive with its key restores, verified.
 */
describe(`restore refusals on ${testDbKind()}`, () => {
  let t: TestApp;
  let dir: string;
  let plain: string;
  let sealed: string;
  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(join(tmpdir(), 'qurious-backups-'));
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 120);
    await t.deps.storage.put('backup-fixture-photo.jpg', Buffer.from('not really a photo, bytes are bytes'));
    plain = (await backupOf(t, join(dir, 'plain'))).file;
    sealed = (await backupOf(t, join(dir, 'sealed'), KEY)).file;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Restores `archive` into an empty target, expecting `message`, and checks the target is as it was. */
  async function expectRefused(archive: string, message: string | RegExp, key?: string) {
    const target = await emptyTarget();
    try {
      const parent = join(target.dataDir, '..');
      const before = readdirSync(parent);
      const attempt = target.restore(archive, key);
      await expect(attempt).rejects.toThrow(message);
      expect(readdirSync(parent)).toEqual(before);
      if (target.databaseUrl) expect(await tablesOf(target.open().kysely, 'postgres')).toEqual([]);
    } finally {
      await target.close();
    }
  }

  const copyOf = (archive: string, name: string) => {
    const file = join(dir, name);
    copyFileSync(archive, file);
    return file;
  };
  const flipByteAt = (file: string, at: number) => {
    const bytes = readFileSync(file);
    bytes[at] = (bytes[at] ?? 0) ^ 0xff;
    writeFileSync(file, bytes);
  };

  it('restores the plain and the sealed archive (with its key), uploads included', async () => {
    for (const [archive, key] of [[plain, undefined], [sealed, KEY]] as const) {
      const target = await emptyTarget();
      try {
        const { manifest } = await target.restore(archive, key);
        expect(manifest.ledger.credits).toBe(120);
        expect(readFileSync(join(target.dataDir, 'uploads', 'backup-fixture-photo.jpg'), 'utf8')).toBe('not really a photo, bytes are bytes');
        const row = await target.open().kysely.selectFrom('wallet_ledger').select(sql<number>`sum(credits)`.as('total')).executeTakeFirst();
        expect(Number(row?.total)).toBe(120);
      } finally {
        await target.close();
      }
    }
  });

  it('refuses a target that already holds data', async () => {
    const target = await emptyTarget();
    try {
      mkdirSync(join(target.dataDir, 'uploads'), { recursive: true });
      writeFileSync(join(target.dataDir, 'uploads', 'kept.jpg'), 'kept');
      await expect(target.restore(plain)).rejects.toThrow(BACKUP_MESSAGES.notEmptyDataDir(target.dataDir));
      expect(readdirSync(join(target.dataDir, 'uploads'))).toEqual(['kept.jpg']);
      if (target.databaseUrl) {
        rmSync(join(target.dataDir, 'uploads'), { recursive: true });
        const db = target.open().kysely;
        await sql`create table kept (id int)`.execute(db);
        await expect(target.restore(plain)).rejects.toThrow(BACKUP_MESSAGES.notEmptyDatabase);
        expect(await tablesOf(db, 'postgres')).toEqual(['kept']);
      }
    } finally {
      await target.close();
    }
  });

  it('refuses a truncated or changed plain archive', async () => {
    const truncated = copyOf(plain, 'truncated.qbk');
    truncateSync(truncated, Math.floor(statSync(truncated).size / 2));
    await expectRefused(truncated, /corrupt or truncated/);
    const changed = copyOf(plain, 'changed.qbk');
    flipByteAt(changed, Math.floor(statSync(changed).size / 2));
    await expectRefused(changed, /corrupt or truncated|does not match its checksum/);
  });

  it('refuses a sealed archive without its key, with another key, or changed; a plain one when a key is set', async () => {
    await expectRefused(sealed, BACKUP_MESSAGES.sealedNeedsKey);
    await expectRefused(sealed, BACKUP_MESSAGES.badSeal, OTHER_KEY);
    const changed = copyOf(sealed, 'changed-sealed.qbk');
    flipByteAt(changed, Math.floor(statSync(changed).size / 2));
    await expectRefused(changed, BACKUP_MESSAGES.badSeal, KEY);
    const truncated = copyOf(sealed, 'truncated-sealed.qbk');
    truncateSync(truncated, statSync(truncated).size - 1);
    await expectRefused(truncated, BACKUP_MESSAGES.badSeal, KEY);
    await expectRefused(plain, BACKUP_MESSAGES.plainWithKey, KEY);
  });

  it('refuses a backup whose schema is newer than the code', async () => {
    const db = t.db.kysely;
    await sql`insert into kysely_migration (name, timestamp) values ('9999_from_the_future', '2027-01-01T00:00:00.000Z')`.execute(db);
    try {
      const { file } = await backupOf(t, join(dir, 'future'));
      await expectRefused(file, BACKUP_MESSAGES.newerSchema(['9999_from_the_future']));
    } finally {
      await sql`delete from kysely_migration where name = '9999_from_the_future'`.execute(db);
    }
  });
});

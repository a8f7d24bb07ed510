import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTombstones, tombstonesOf } from '#server/modules/backups/tombstones';
import { DELETED_USER_NAME } from '#shared/domain/account-changes';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { topUp } from '../bookings/bookings-fixtures';
import { backupOf, emptyTarget } from './backups-fixtures';

/**
 * An account deleted after a backup was taken stays deleted when that backup is restored: its
 * deletion left a tombstone outside the backups, and the restore erases it again (its uploads too);
 * its ledger entries stay, as the deletion keeps them.
 */
describe(`tombstones of deleted accounts on ${testDbKind()}`, () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'qurious-backups-'));
    t = await createTestApp({ BACKUP_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('erases again, on restore, an account deleted after the backup', async () => {
    const leaving = await createTestUser(t);
    const staying = await createTestUser(t);
    await topUp(t, leaving, 30);
    await t.db.kysely
      .insertInto('uploads')
      .values({ key: 'leaving-avatar.jpg', user_id: leaving.id, kind: 'avatar', bytes: 4, width: 1, height: 1, created_at: t.clock.now().toISOString() })
      .execute();
    await t.deps.storage.put('leaving-avatar.jpg', Buffer.from('face'));
    const { file } = await backupOf(t, dir);

    const deleted = await t.app.inject({ method: 'POST', url: '/api/account/delete', headers: leaving.auth, payload: { currentPassword: leaving.password } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await readTombstones(tombstonesOf(dir))).toEqual([{ userId: leaving.id, deletedAt: t.clock.now().toISOString() }]);

    // Without the tombstones the old backup brings the account back; with them, it is erased again.
    const bare = await emptyTarget();
    try {
      expect((await bare.restore(file)).erased).toBe(0);
      expect(await bare.open().kysely.selectFrom('users').select('email').where('id', '=', leaving.id).executeTakeFirst()).toEqual({ email: leaving.email });
    } finally {
      await bare.close();
    }
    const target = await emptyTarget();
    try {
      const restored = await target.restore(file, undefined, tombstonesOf(dir));
      expect(restored.erased).toBe(1);
      const db = target.open().kysely;
      const users = await db.selectFrom('users').select(['id', 'name', 'email', 'deleted_at']).where('id', 'in', [leaving.id, staying.id]).execute();
      expect(users.find((u) => u.id === leaving.id)).toMatchObject({ name: DELETED_USER_NAME, deleted_at: t.clock.now().toISOString() });
      expect(users.find((u) => u.id === leaving.id)?.email).not.toBe(leaving.email);
      expect(users.find((u) => u.id === staying.id)).toMatchObject({ email: staying.email, deleted_at: null });
      expect(await db.selectFrom('uploads').select('key').where('user_id', '=', leaving.id).execute()).toEqual([]);
      expect(readdirSync(join(target.dataDir, 'uploads'))).not.toContain('leaving-avatar.jpg');
      // The ledger keeps the account's entries, as the deletion does.
      expect(await db.selectFrom('wallet_ledger').select('credits').where('user_id', '=', leaving.id).execute()).toEqual([{ credits: 30 }]);
    } finally {
      await target.close();
    }
  });
});

import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { ORPHAN_FILE_MIN_AGE_MS, sweepUploads } from '#server/modules/uploads/sweep';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestUser } from '../../helpers/users';

let t: TestApp;
let user: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  t = await createTestApp();
  user = await createTestUser(t);
});
afterAll(async () => t?.close());

const row = (key: string) => ({
  key,
  user_id: user.id,
  kind: 'gallery' as const,
  width: 1280,
  height: 769,
  bytes: 4,
  created_at: t.clock.now().toISOString(),
});

/** Sets a stored file's modification time to `ms` before the test clock's now. */
async function age(key: string, ms: number) {
  const at = new Date(t.clock.now().getTime() - ms);
  await utimes(join(t.dataDir, 'uploads', key), at, at);
}

describe('the uploads sweep (start-up, after a crash)', () => {
  it('commits a staged file whose row exists, drops one without, and removes old files without a row', async () => {
    const { storage } = t.deps;
    await t.db.kysely.insertInto('uploads').values([row('a0-row.jpg'), row('b0-kept.png')]).execute();
    await storage.stage('a0-row.jpg', Buffer.from('row!'));
    await storage.stage('c0-norow.jpg', Buffer.from('lost'));
    await storage.put('b0-kept.png', Buffer.from('kept'));
    await storage.put('d0-orphan.webp', Buffer.from('orph'));
    await storage.put('e0-young.jpg', Buffer.from('new!'));
    await age('b0-kept.png', ORPHAN_FILE_MIN_AGE_MS * 2);
    await age('d0-orphan.webp', ORPHAN_FILE_MIN_AGE_MS + 1000);
    await age('e0-young.jpg', ORPHAN_FILE_MIN_AGE_MS - 60_000);

    expect(await sweepUploads(t.deps)).toEqual({ committed: 1, discarded: 1, orphansRemoved: 1 });

    expect(await storage.staged()).toEqual([]);
    expect((await storage.list()).map((f) => f.key).sort()).toEqual(['a0-row.jpg', 'b0-kept.png', 'e0-young.jpg']);
    expect((await storage.get('a0-row.jpg'))?.toString()).toBe('row!');
    const served = await t.app.inject({ method: 'GET', url: '/files/a0-row.jpg' });
    expect(served.statusCode).toBe(200);
    // A second sweep finds nothing left to do.
    expect(await sweepUploads(t.deps)).toEqual({ committed: 0, discarded: 0, orphansRemoved: 0 });
  });

  it('runs when the server gets ready', async () => {
    const other = await createTestApp();
    try {
      const owner = await createTestUser(other);
      await other.db.kysely
        .insertInto('uploads')
        .values({ ...row('f0-ready.jpg'), user_id: owner.id })
        .execute();
      await other.deps.storage.stage('f0-ready.jpg', Buffer.from('late'));
      await other.deps.storage.stage('g0-gone.jpg', Buffer.from('gone'));
      const restarted = await buildApp(other.deps);
      await restarted.ready();
      await restarted.close();
      expect(await other.deps.storage.staged()).toEqual([]);
      expect((await other.deps.storage.list()).map((f) => f.key)).toEqual(['f0-ready.jpg']);
    } finally {
      await other.close();
    }
  });
});

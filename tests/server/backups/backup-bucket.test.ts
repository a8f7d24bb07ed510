import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBackups } from '#server/modules/backups/archive';
import { backupBucket, fetchFromBucket } from '#server/modules/backups/bucket';
import { runDrill } from '#server/modules/backups/drill';
import { scheduleBackups } from '#server/modules/backups/jobs';
import { BACKUP_MESSAGES } from '#server/modules/backups/refusal';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { startS3Server, type S3TestServer } from '../../helpers/s3-server';
import { createTestDb, testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { topUp } from '../bookings/bookings-fixtures';
import { emptyTarget } from './backups-fixtures';

const BUCKET = 'qurious-backups';

/**
 * Backups copied off the machine to a real S3-protocol server: each scheduled backup lands in the
 * bucket, which is pruned by the same rule as the folder; once the disk is lost, the drill restores the
 * bucket's newest backup, and `npm run restore -- s3:latest` brings the tombstones of accounts deleted
 * since then from the bucket too.
 */
describe(`backups in a bucket on ${testDbKind()}`, () => {
  let t: TestApp;
  let s3: S3TestServer;
  let dir: string;
  beforeAll(async () => {
    s3 = await startS3Server(BUCKET);
    dir = mkdtempSync(join(tmpdir(), 'qurious-backups-'));
    const db = await createTestDb();
    t = await createTestApp(
      {
        DATABASE_URL: db.url,
        BACKUP_DIR: dir,
        BACKUP_INTERVAL_HOURS: '24',
        BACKUP_KEEP_DAILY: '2',
        BACKUP_KEEP_WEEKLY: '0',
        BACKUP_S3_BUCKET: BUCKET,
        BACKUP_S3_PREFIX: 'nightly/',
        BACKUP_S3_ENDPOINT: s3.settings.endpoint,
        BACKUP_S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
        BACKUP_S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
      },
      { db },
    );
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const bucket = () => {
    const settings = t.deps.config.backups.bucket;
    if (!settings) throw new Error('the suite sets BACKUP_S3_BUCKET');
    return backupBucket(settings);
  };

  it('copies every backup to the bucket, prunes it by the rule, and the drill restores from it once the disk is lost', async () => {
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 25);
    await scheduleBackups(t.db.kysely, t.clock.now(), 24);
    // A backup a day; on the 3rd, Monday's drill (due at 03:00 on the 2nd, so first) restores the 2nd's from the bucket.
    for (const [day, due] of [['02', 1], ['03', 2], ['04', 1]] as const) {
      t.clock.set(new Date(`2026-03-${day}T01:00:00Z`));
      expect(await t.app.jobs.runDue()).toBe(due);
    }
    const weekly = await t.db.kysely.selectFrom('backup_runs').select(['status', 'archive', 'error']).where('kind', '=', 'drill').execute();
    expect(weekly).toEqual([{ status: 'done', archive: 'qurious-backup-20260302T010000000Z.qbk', error: null }]);
    const kept = ['qurious-backup-20260303T010000000Z.qbk', 'qurious-backup-20260304T010000000Z.qbk'];
    expect((await bucket().list()).map((b) => b.name)).toEqual(kept);
    expect((await listBackups(dir)).map((b) => b.name)).toEqual(kept);
    expect(bucket().where).toBe(`s3://${BUCKET}/nightly/`);

    rmSync(dir, { recursive: true, force: true });
    t.clock.set(new Date('2026-03-04T02:00:00Z'));
    const drill = await runDrill(t.deps.config, t.db, t.clock, t.dbAt.url);
    expect(drill).toMatchObject({ archive: kept[1], takenAt: '2026-03-04T01:00:00.000Z', rpoMs: 3600_000 });
  });

  it('restores s3:latest with the tombstones kept in the bucket, erasing again an account deleted after the backup', async () => {
    const leaving = await createTestUser(t);
    t.clock.set(new Date('2026-03-05T01:00:00Z'));
    await scheduleBackups(t.db.kysely, new Date('2026-03-04T12:00:00Z'), 24);
    expect(await t.app.jobs.runDue()).toBe(1);
    const deleted = await t.app.inject({ method: 'POST', url: '/api/account/delete', headers: leaving.auth, payload: { currentPassword: leaving.password } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // The disk is lost again: only the bucket knows the backup and the deletion.
    rmSync(dir, { recursive: true, force: true });
    expect(await bucket().tombstones()).toEqual([{ userId: leaving.id, deletedAt: t.clock.now().toISOString() }]);

    const fetched = await fetchFromBucket(t.deps.config.backups, 'latest');
    const target = await emptyTarget();
    try {
      expect(fetched.from).toBe(`s3://${BUCKET}/nightly/qurious-backup-20260305T010000000Z.qbk`);
      const restored = await target.restore(fetched.file, undefined, fetched.tombstones);
      expect(restored.erased).toBe(1);
      const user = await target.open().kysely.selectFrom('users').select(['email', 'deleted_at']).where('id', '=', leaving.id).executeTakeFirstOrThrow();
      expect(user.deleted_at).not.toBeNull();
      expect(user.email).not.toBe(leaving.email);
    } finally {
      await target.close();
      await fetched.remove();
    }
    await expect(fetchFromBucket(t.deps.config.backups, 'qurious-backup-20200101T000000000Z.qbk')).rejects.toThrow(
      BACKUP_MESSAGES.notInBucket('qurious-backup-20200101T000000000Z.qbk', `s3://${BUCKET}/nightly/`),
    );
  });
});

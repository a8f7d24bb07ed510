import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageFixtures, type ImageFixtures } from '../../helpers/fixtures';
import { postAvatarFile } from '../../helpers/expert-submission';
import { startS3Server, type S3TestServer } from '../../helpers/s3-server';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { openSameDb } from '../sessions/sessions-fixtures';

/**
 * Two API instances on one database and one S3 bucket: an image uploaded through one is
 * served by the other, checked and re-encoded on the way in as on the disk; readiness names a store
 * or a Redis that does not answer.
 */
let s3: S3TestServer;
let a: TestApp;
let b: TestApp;
let f: ImageFixtures;
const bucketEnv = () => ({
  S3_ENDPOINT: s3.settings.endpoint ?? '',
  S3_BUCKET: s3.settings.bucket,
  S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
});

beforeAll(async () => {
  [s3, f] = await Promise.all([startS3Server(), createImageFixtures()]);
  a = await createTestApp(bucketEnv());
  b = await createTestApp(bucketEnv(), { db: openSameDb(a) });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await s3?.close();
  await f?.cleanup();
});

describe(`uploads in an S3 bucket, two instances, on ${testDbKind()}`, () => {
  it('serves through one instance the picture uploaded through the other, re-encoded, with the cache headers of a file', async () => {
    const user = await createTestUser(a);
    const res = await postAvatarFile(a, user, { data: await readFile(f.jpegRotated), name: 'me.jpg' });
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrl } = res.json<{ imageUrl: string }>();
    const key = imageUrl.split('/').pop() ?? '';
    // In the bucket, under files/, and nothing left staged.
    expect(await b.deps.storage.exists(key)).toBe(true);
    expect(await b.deps.storage.staged()).toEqual([]);
    const served = await b.app.inject({ method: 'GET', url: new URL(imageUrl, 'http://x').pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(String(served.headers['cache-control'])).toContain('immutable');
    expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    // Not on either instance's disk.
    expect(await readFile(`${a.dataDir}/uploads/${key}`).catch(() => null)).toBeNull();
  });

  it('answers a key that is in no bucket with 404', async () => {
    const res = await b.app.inject({ method: 'GET', url: '/files/00000000-0000-4000-8000-000000000000.jpg' });
    expect(res.statusCode).toBe(404);
  });

  it('is ready while the database and the bucket answer', async () => {
    const res = await a.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { db: 'ok', storage: 'ok', redis: 'off' }, backups: { state: 'none', lastBackupAt: null, lastDrillAt: null } });
  });

  it('is not ready while its bucket does not answer, nor while Redis does not', async () => {
    const gone = await createTestApp({ ...bucketEnv(), S3_BUCKET: 'no-such-bucket', REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const res = await gone.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'NOT_READY', message: 'Not ready: the file store, Redis not answering.' });
      // The liveness probe only asks the database: a restart would not bring the bucket back.
      expect((await gone.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await gone.close();
    }
  });
});

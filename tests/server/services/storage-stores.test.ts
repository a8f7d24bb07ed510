import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '#server/services/s3-storage';
import { localStorage, type Storage } from '#server/services/storage';
import { copyStorage } from '#server/services/storage-copy';
import { startS3Server, type S3TestServer } from '../../helpers/s3-server';

/**
 * The same promises from both stores: the local disk and an S3-compatible bucket on a
 * real S3-protocol server. Each case uses keys of its own, so the cases share one store.
 */
let s3: S3TestServer;
const dir = mkdtempSync(join(tmpdir(), 'qurious-stores-'));
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

const stores: [string, () => Storage][] = [
  ['the local disk', () => localStorage(dir)],
  // No grace: every staged object counts as left behind (the grace has its own case below).
  ['an S3 bucket', () => s3Storage(s3.settings, { stagedGraceMs: 0 })],
];

describe.each(stores)('storage on %s', (_name, make) => {
  it('puts, reads, lists and deletes a file', async () => {
    const store = make();
    await store.put('put1.jpg', Buffer.from('one'));
    expect(await store.exists('put1.jpg')).toBe(true);
    expect((await store.get('put1.jpg'))?.toString()).toBe('one');
    expect((await store.list()).map((f) => f.key)).toContain('put1.jpg');
    await store.put('put1.jpg', Buffer.from('two'));
    expect((await store.get('put1.jpg'))?.toString()).toBe('two');
    await store.delete('put1.jpg');
    expect(await store.exists('put1.jpg')).toBe(false);
    expect(await store.get('put1.jpg')).toBeNull();
    expect((await store.list()).map((f) => f.key)).not.toContain('put1.jpg');
  });

  it('answers a missing key with null or false, and deleting it is no error', async () => {
    const store = make();
    expect(await store.get('never-there.png')).toBeNull();
    expect(await store.exists('never-there.png')).toBe(false);
    await expect(store.delete('never-there.png')).resolves.toBeUndefined();
    await expect(store.discard('never-there.png')).resolves.toBeUndefined();
  });

  it('keeps a staged file out of sight until it is committed, and discards one that is not', async () => {
    const store = make();
    await store.stage('stage1.png', Buffer.from('staged'));
    await store.stage('stage2.webp', Buffer.from('dropped'));
    expect(await store.staged()).toEqual(expect.arrayContaining(['stage1.png', 'stage2.webp']));
    expect(await store.exists('stage1.png')).toBe(false);
    expect(await store.get('stage1.png')).toBeNull();
    expect((await store.list()).map((f) => f.key)).not.toContain('stage1.png');
    await store.commit('stage1.png');
    await store.discard('stage2.webp');
    expect(await store.staged()).not.toEqual(expect.arrayContaining(['stage1.png']));
    expect(await store.staged()).not.toEqual(expect.arrayContaining(['stage2.webp']));
    expect((await store.get('stage1.png'))?.toString()).toBe('staged');
    const listed = (await store.list()).find((f) => f.key === 'stage1.png');
    expect(listed?.modifiedAt).toBeInstanceOf(Date);
  });

  it('stores a 10 MB object byte for byte', async () => {
    const store = make();
    const big = Buffer.alloc(10 * 1024 * 1024);
    for (let i = 0; i < big.length; i += 4096) big.writeUInt32LE(i, i);
    await store.put('big1.webp', big);
    const back = await store.get('big1.webp');
    expect(back?.length).toBe(big.length);
    expect(back?.equals(big)).toBe(true);
  });

  it('refuses a key the server did not make, so no path escapes', async () => {
    const store = make();
    await expect(store.put('../escape.jpg', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    await expect(store.stage('a/b.jpg', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    expect(await store.get('../escape.jpg')).toBeNull();
    expect(await store.exists('x.html')).toBe(false);
  });

  it('serves every file at /files/{key} and is ready', async () => {
    const store = make();
    expect(store.urlFor('k1.png')).toBe('/files/k1.png');
    expect(store.keyFromUrl('http://localhost:5500/files/k1.png')).toBe('k1.png');
    await expect(store.ready()).resolves.toBeUndefined();
  });
});

describe('a shared S3 bucket', () => {
  it('lists a staged object as left behind only once it is older than the grace (younger ones may be in flight elsewhere)', async () => {
    let at = Date.now();
    const store = s3Storage(s3.settings, { stagedGraceMs: 60_000, now: () => at });
    await store.stage('grace1.jpg', Buffer.from('in flight'));
    expect(await store.staged()).not.toContain('grace1.jpg');
    at += 61_000;
    expect(await store.staged()).toContain('grace1.jpg');
    await store.discard('grace1.jpg');
  });

  it('commits a staged object that another instance committed first without failing', async () => {
    const one = s3Storage(s3.settings);
    const other = s3Storage(s3.settings);
    await one.stage('race1.png', Buffer.from('raced'));
    await other.commit('race1.png');
    await expect(one.commit('race1.png')).resolves.toBeUndefined();
    expect((await one.get('race1.png'))?.toString()).toBe('raced');
  });
});

describe('an S3 store whose bucket cannot be reached', () => {
  it('is not ready', async () => {
    const store = s3Storage({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(store.ready()).rejects.toThrow();
  });
});

describe('copying the disk store into a bucket (npm run storage:migrate)', () => {
  it('copies what is missing, skips what is there, and a second run copies nothing', async () => {
    const disk = localStorage(mkdtempSync(join(tmpdir(), 'qurious-copy-')));
    const bucket = s3Storage({ ...s3.settings });
    await disk.put('copy1.jpg', Buffer.from('one'));
    await disk.put('copy2.png', Buffer.from('two'));
    await disk.put('copy3.webp', Buffer.from('three'));
    // An earlier, interrupted run put one of them there already.
    await bucket.put('copy2.png', Buffer.from('two'));
    const seen: number[] = [];
    expect(await copyStorage(disk, bucket, (done) => seen.push(done))).toEqual({ files: 3, copied: 2, skipped: 1 });
    expect(seen).toEqual([1, 2, 3]);
    for (const [key, text] of [['copy1.jpg', 'one'], ['copy2.png', 'two'], ['copy3.webp', 'three']] as const) {
      expect((await bucket.get(key))?.toString()).toBe(text);
    }
    expect(await copyStorage(disk, bucket)).toEqual({ files: 3, copied: 0, skipped: 3 });
    // A file changed on the disk since is copied again.
    await disk.put('copy1.jpg', Buffer.from('one, edited'));
    expect(await copyStorage(disk, bucket)).toEqual({ files: 3, copied: 1, skipped: 2 });
    expect((await bucket.get('copy1.jpg'))?.toString()).toBe('one, edited');
  });
});

describe('npm run storage:migrate', () => {
  it('copies DATA_DIR/uploads into the S3_* bucket, and run twice copies nothing the second time', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'qurious-migrate-'));
    const disk = localStorage(join(dataDir, 'uploads'));
    await disk.put('cli1.jpg', Buffer.from('cli one'));
    await disk.put('cli2.png', Buffer.from('cli two'));
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      S3_ENDPOINT: s3.settings.endpoint,
      S3_BUCKET: s3.settings.bucket,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
    };
    // Not execFileSync: the S3 server answers from this very process.
    const run = async () => (await promisify(execFile)('npx', ['tsx', 'scripts/storage-migrate.ts'], { env, encoding: 'utf8', timeout: 60_000 })).stdout;
    expect(await run()).toContain('Done: 2 files, 2 copied, 0 already there.');
    expect(await run()).toContain('Done: 2 files, 0 copied, 2 already there.');
    expect((await s3Storage(s3.settings).get('cli2.png'))?.toString()).toBe('cli two');
    rmSync(dataDir, { recursive: true, force: true });
  });
});

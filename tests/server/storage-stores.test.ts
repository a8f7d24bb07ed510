import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '#server/services/s3-storage';
import { localStorage, type Storage } from '#server/services/storage';
import { startS3Server, type S3TestServer } from '../helpers/s3-server';

/**
 * The same promises from both stores (issue 22): the local disk and an S3-compatible bucket on a
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

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isStorageKey, localStorage } from './storage';

const dir = mkdtempSync(join(tmpdir(), 'qurious-storage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('local storage', () => {
  const store = localStorage(dir);

  it('puts, reads, lists as existing and deletes a file', async () => {
    await store.put('a1b2.jpg', Buffer.from('x'));
    expect(await store.exists('a1b2.jpg')).toBe(true);
    expect((await store.get('a1b2.jpg'))?.toString()).toBe('x');
    await store.delete('a1b2.jpg');
    expect(await store.exists('a1b2.jpg')).toBe(false);
    expect(await store.get('a1b2.jpg')).toBeNull();
  });

  it('stages a file out of sight until it is committed, and discards one that is not', async () => {
    const sub = localStorage(join(dir, 'staging'));
    expect(await sub.staged()).toEqual([]);
    expect(await sub.list()).toEqual([]);
    await sub.stage('c3d4.png', Buffer.from('staged'));
    await sub.stage('e5f6.webp', Buffer.from('dropped'));
    expect((await sub.staged()).sort()).toEqual(['c3d4.png', 'e5f6.webp']);
    expect(await sub.exists('c3d4.png')).toBe(false);
    expect(await sub.get('c3d4.png')).toBeNull();
    expect(await sub.list()).toEqual([]);
    await sub.commit('c3d4.png');
    await sub.discard('e5f6.webp');
    expect(await sub.staged()).toEqual([]);
    expect((await sub.get('c3d4.png'))?.toString()).toBe('staged');
    const listed = await sub.list();
    expect(listed.map((f) => f.key)).toEqual(['c3d4.png']);
    expect(listed[0]?.modifiedAt).toBeInstanceOf(Date);
    await expect(sub.stage('../out.png', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
  });

  it('accepts only server-made keys, so no path can escape the folder', async () => {
    expect(isStorageKey('0f3e-9a.webp')).toBe(true);
    for (const bad of ['../x.jpg', 'a/b.jpg', 'x.html', '.jpg', 'A.JPG', 'x.jpg\0']) expect(isStorageKey(bad)).toBe(false);
    await expect(store.put('../escape.jpg', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    expect(await store.get('../escape.jpg')).toBeNull();
  });

  it('maps keys to public paths and back', () => {
    expect(store.urlFor('k1.png')).toBe('/files/k1.png');
    expect(store.keyFromUrl('/files/k1.png')).toBe('k1.png');
    expect(store.keyFromUrl('http://localhost:5500/files/k1.png')).toBe('k1.png');
    expect(store.keyFromUrl('/files/../k1.png')).toBeNull();
    expect(store.keyFromUrl('https://elsewhere.example/k1.png')).toBeNull();
  });
});

import { mkdir, readFile, rm, writeFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

/**
 * Where uploaded files live. Keys are server-made names (random, fixed extension); files are
 * served from /files/{key} outside the web root. The local-disk store is the default; an
 * S3-compatible store can implement the same interface for several API instances.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The public path of a stored file. */
  urlFor(key: string): string;
  /** The key of a public path made by urlFor, or null for anything else. */
  keyFromUrl(url: string): string | null;
}

export const FILES_PREFIX = '/files/';
const KEY_RULE = /^[a-z0-9][a-z0-9-]{0,80}\.(jpg|png|webp)$/;

export function isStorageKey(key: string): boolean {
  return KEY_RULE.test(key);
}

export function localStorage(dir: string): Storage {
  const root = resolve(dir);
  const pathOf = (key: string): string => {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    const p = join(root, key);
    if (!p.startsWith(root + sep)) throw new Error(`Invalid storage key: ${key}`);
    return p;
  };
  return {
    async put(key, data) {
      await mkdir(root, { recursive: true });
      await writeFile(pathOf(key), data);
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        return await readFile(pathOf(key));
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async exists(key) {
      if (!isStorageKey(key)) return false;
      return stat(pathOf(key)).then(
        () => true,
        () => false,
      );
    },
    urlFor: (key) => `${FILES_PREFIX}${key}`,
    keyFromUrl(url) {
      const path = url.replace(/^https?:\/\/[^/]+/, '');
      if (!path.startsWith(FILES_PREFIX)) return null;
      const key = path.slice(FILES_PREFIX.length);
      return isStorageKey(key) ? key : null;
    },
  };
}

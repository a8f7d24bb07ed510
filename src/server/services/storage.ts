import { constants } from 'node:fs';
import { access, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

/** A stored file and when it was written. */
export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

/**
 * Where uploaded files live. Keys are server-made names (random, fixed extension); files are
 * served from /files/{key} outside the web root. The local-disk store is the default; the
 * S3-compatible store (s3-storage.ts) serves several API instances.
 *
 * A file that must not appear before its database row is written in two steps: `stage` writes it
 * under a name that is never served or listed, `commit` makes it the stored file (an atomic rename
 * on disk). A crash between the two leaves a staged file, which the start-up sweep commits when its
 * row exists and discards otherwise (src/server/modules/uploads/sweep.ts).
 */
export interface Storage {
  /** Stores a file at once (written to a staging name, then renamed: never seen half written). */
  put(key: string, data: Buffer): Promise<void>;
  stage(key: string, data: Buffer): Promise<void>;
  commit(key: string): Promise<void>;
  /** Removes a staged file (nothing when there is none). */
  discard(key: string): Promise<void>;
  /** The keys of the staged files a crash left behind. */
  staged(): Promise<string[]>;
  /** Every stored (committed) file. */
  list(): Promise<StoredFile[]>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The public path of a stored file. */
  urlFor(key: string): string;
  /** The key of a public path made by urlFor, or null for anything else. */
  keyFromUrl(url: string): string | null;
  /** Throws while the store cannot take files (the readiness probe asks). */
  ready(): Promise<void>;
}

export const FILES_PREFIX = '/files/';
const KEY_RULE = /^[a-z0-9][a-z0-9-]{0,80}\.(jpg|png|webp|pdf)$/;
/** Staged files are dot files beside the stored ones (so the commit is a rename in one folder). */
const STAGING_PREFIX = '.staging-';

export function isStorageKey(key: string): boolean {
  return KEY_RULE.test(key);
}

/** The public path of a stored file: every store's files are served by the API at /files/{key}. */
export const fileUrlOf = (key: string): string => `${FILES_PREFIX}${key}`;

/** The key of a path (or URL) made by fileUrlOf, or null for anything else. */
export function keyOfFileUrl(url: string): string | null {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  if (!path.startsWith(FILES_PREFIX)) return null;
  const key = path.slice(FILES_PREFIX.length);
  return isStorageKey(key) ? key : null;
}

const isMissing = (err: unknown): boolean => (err as NodeJS.ErrnoException | null)?.code === 'ENOENT';

export function localStorage(dir: string): Storage {
  const root = resolve(dir);
  const pathOf = (key: string): string => {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    const p = join(root, key);
    if (!p.startsWith(root + sep)) throw new Error(`Invalid storage key: ${key}`);
    return p;
  };
  /** The staging name of a (valid) key, never a stored key itself: it starts with a dot. */
  const stagedPathOf = (key: string): string => {
    pathOf(key);
    return join(root, `${STAGING_PREFIX}${key}`);
  };
  const names = async (): Promise<string[]> => {
    try {
      return await readdir(root);
    } catch (err) {
      if (isMissing(err)) return [];
      throw err;
    }
  };
  const stage = async (key: string, data: Buffer): Promise<void> => {
    const staged = stagedPathOf(key);
    await mkdir(root, { recursive: true });
    await writeFile(staged, data);
  };
  const commit = async (key: string): Promise<void> => {
    await rename(stagedPathOf(key), pathOf(key));
  };
  return {
    async put(key, data) {
      await stage(key, data);
      await commit(key);
    },
    stage,
    commit,
    async discard(key) {
      await rm(stagedPathOf(key), { force: true });
    },
    async staged() {
      return (await names())
        .filter((name) => name.startsWith(STAGING_PREFIX))
        .map((name) => name.slice(STAGING_PREFIX.length))
        .filter(isStorageKey);
    },
    async list() {
      const files: StoredFile[] = [];
      for (const key of (await names()).filter(isStorageKey)) {
        try {
          files.push({ key, modifiedAt: (await stat(pathOf(key))).mtime });
        } catch (err) {
          if (!isMissing(err)) throw err;
        }
      }
      return files;
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
    urlFor: fileUrlOf,
    keyFromUrl: keyOfFileUrl,
    async ready() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}

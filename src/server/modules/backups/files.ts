import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Every file under `root`, as paths relative to it with forward slashes, sorted. */
export async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function describeFile(root: string, path: string): Promise<{ path: string; bytes: number; sha256: string }> {
  const file = join(root, path);
  return { path, bytes: (await stat(file)).size, sha256: await sha256Of(file) };
}

/** Flushes a file (or a folder's entries) to the disk: a rename is durable once its folder is synced. */
export async function fsyncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

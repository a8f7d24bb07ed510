import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import * as tar from 'tar';
import { describeFile, filesUnder, fsyncPath } from './files';
import { MANIFEST_NAME, manifestSchema, type Manifest } from './manifest';
import { BACKUP_MESSAGES, BackupRefused } from './refusal';
import { isSealed, seal, unseal } from './seal';

/** A backup's file name: its snapshot time, sortable. Anything else in the folder (a partial file) is not a backup. */
export const ARCHIVE_PATTERN = /^qurious-backup-(\d{8}T\d{9}Z)\.qbk$/;
export const archiveNameOf = (takenAt: Date) => `qurious-backup-${takenAt.toISOString().replace(/[-:.]/g, '')}.qbk`;
/** The name a file is written under until it is complete (swept by the next backup). */
export const PARTIAL_SUFFIX = '.partial';

/**
 * Packs a staging folder (its files already in place) with its manifest into `target`: a gzipped tar,
 * sealed when a key is given. Everything is written under a temporary name, flushed, then renamed:
 * a crash at any point leaves no file that looks like a backup.
 */
export async function packArchive(
  staging: string,
  facts: Omit<Manifest, 'files'>,
  target: string,
  key: string | undefined,
): Promise<{ manifest: Manifest }> {
  const paths = (await filesUnder(staging)).filter((p) => p !== MANIFEST_NAME);
  const files = [];
  for (const path of paths) files.push(await describeFile(staging, path));
  const manifest: Manifest = { ...facts, files };
  await writeFile(join(staging, MANIFEST_NAME), JSON.stringify(manifest, null, 2));
  const nonce = randomBytes(4).toString('hex');
  const plain = `${target}.${nonce}.tgz${PARTIAL_SUFFIX}`;
  const sealed = `${target}.${nonce}.sealed${PARTIAL_SUFFIX}`;
  try {
    await tar.create({ gzip: true, file: plain, cwd: staging, portable: true }, [MANIFEST_NAME, ...paths]);
    let done = plain;
    if (key) {
      await seal(plain, sealed, key);
      done = sealed;
    }
    await fsyncPath(done);
    await rename(done, target);
    await fsyncPath(dirname(target));
  } finally {
    await rm(plain, { force: true });
    await rm(sealed, { force: true });
  }
  return { manifest };
}

/**
 * Opens an archive into `work` (an empty folder of the restore's own): checks the seal first (a sealed
 * archive is read only once its tag verifies), then unpacks, then checks every file against the
 * manifest. Answers the manifest and where the files are; throws BackupRefused otherwise.
 */
export async function openArchive(archive: string, work: string, key: string | undefined): Promise<{ manifest: Manifest; root: string }> {
  let tgz = archive;
  if (await isSealed(archive)) {
    if (!key) throw new BackupRefused(BACKUP_MESSAGES.sealedNeedsKey);
    tgz = join(work, `${basename(archive)}.tgz`);
    await unseal(archive, tgz, key);
  } else if (key) {
    throw new BackupRefused(BACKUP_MESSAGES.plainWithKey);
  }
  const root = join(work, 'files');
  await mkdir(root, { recursive: true });
  try {
    await tar.extract({ file: tgz, cwd: root, strict: true });
  } catch (err) {
    throw new BackupRefused(BACKUP_MESSAGES.unreadable(err instanceof Error ? err.message : String(err)));
  }
  const manifest = await readManifest(root);
  const listed = new Set(manifest.files.map((f) => f.path));
  for (const path of await filesUnder(root)) {
    if (path !== MANIFEST_NAME && !listed.has(path)) throw new BackupRefused(BACKUP_MESSAGES.extraFile(path));
  }
  const present = new Set(await filesUnder(root));
  for (const file of manifest.files) {
    if (!present.has(file.path)) throw new BackupRefused(BACKUP_MESSAGES.missingFile(file.path));
    const found = await describeFile(root, file.path);
    if (found.sha256 !== file.sha256 || found.bytes !== file.bytes) throw new BackupRefused(BACKUP_MESSAGES.checksum(file.path));
  }
  return { manifest, root };
}

async function readManifest(root: string): Promise<Manifest> {
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(await readFile(join(root, MANIFEST_NAME), 'utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // Missing or not JSON: refused below.
  }
  throw new BackupRefused(BACKUP_MESSAGES.noManifest);
}

/** The backups among names (a folder's files, a bucket's keys), oldest first, with their snapshot times. */
export function backupsAmong(names: readonly string[]): { name: string; takenAt: Date }[] {
  return names
    .map((name) => ({ name, stamp: ARCHIVE_PATTERN.exec(name)?.[1] }))
    .filter((b): b is { name: string; stamp: string } => b.stamp !== undefined)
    .map(({ name, stamp }) => ({
      name,
      takenAt: new Date(`${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}.${stamp.slice(15, 18)}Z`),
    }))
    .sort((a, b) => a.takenAt.getTime() - b.takenAt.getTime());
}

/** The complete backups in a folder, oldest first, with their snapshot times. */
export async function listBackups(dir: string): Promise<{ name: string; takenAt: Date }[]> {
  return backupsAmong(await readdir(dir).catch(() => [] as string[]));
}

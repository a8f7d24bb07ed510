import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import { lazy } from '#shared/lazy';
import type { BackupBucketSettings, BackupSettings } from '../../config';
import { s3Client } from '../../services/s3-storage';
import { backupsAmong } from './archive';
import { BACKUP_MESSAGES, BackupRefused } from './refusal';
import { readTombstones, recordTombstone, tombstoneSchema, TOMBSTONES_FILE, tombstonesOf, type Tombstone } from './tombstones';
import { backupsToKeep, type RetentionRule } from './retention';

const sdk = lazy(() => import('@aws-sdk/client-s3'));

/**
 * The backups' copy in a bucket, off the machine: a lost disk keeps them. Each archive is one object
 * named as the file (`<prefix>qurious-backup-<time>.qbk`); a single PUT is all or nothing, so a crash
 * leaves no half object under a backup's name. Objects up to 5 GB (one PUT's limit).
 */
export interface BackupBucket {
  /** Copies a finished archive into the bucket under its file name. */
  upload(file: string): Promise<void>;
  /** The backups in the bucket, oldest first. */
  list(): Promise<{ name: string; takenAt: Date }[]>;
  download(name: string, toFile: string): Promise<void>;
  /** Deletes the backups the retention rule does not keep; answers their names. */
  prune(rule: RetentionRule): Promise<string[]>;
  /** Keeps a deleted account's tombstone in the bucket too: one object per account, so instances never overwrite each other's. */
  putTombstone(tombstone: Tombstone): Promise<void>;
  /** Every tombstone the bucket keeps. */
  tombstones(): Promise<Tombstone[]>;
  /** Where it is, for messages: s3://bucket/prefix. */
  readonly where: string;
}

/** The tombstones' folder inside the backups' prefix: not a backup's name, so never listed as one. */
const TOMBSTONES_FOLDER = 'tombstones/';

export function backupBucket(settings: BackupBucketSettings, client?: S3Client): BackupBucket {
  const Bucket = settings.s3.bucket;
  const { prefix } = settings;
  const clientOf = lazy(async () => client ?? s3Client(settings.s3, { streamsFiles: true }));
  const send = async <T>(command: (m: Awaited<ReturnType<typeof sdk>>, c: S3Client) => Promise<T>): Promise<T> => command(await sdk(), await clientOf());

  const namesUnder = async (folder: string) => {
    const names: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await send((m, c) => c.send(new m.ListObjectsV2Command({ Bucket, Prefix: folder, ContinuationToken })));
      for (const o of page.Contents ?? []) names.push(o.Key?.slice(folder.length) ?? '');
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return names;
  };
  const list = async () => backupsAmong(await namesUnder(prefix));

  return {
    where: `s3://${Bucket}/${prefix}`,
    list,
    async upload(file) {
      const { size } = await stat(file);
      await send((m, c) =>
        c.send(new m.PutObjectCommand({ Bucket, Key: prefix + basename(file), Body: createReadStream(file), ContentLength: size, ContentType: 'application/octet-stream' })),
      );
    },
    async download(name, toFile) {
      const answer = await send((m, c) => c.send(new m.GetObjectCommand({ Bucket, Key: prefix + name })));
      if (!(answer.Body instanceof Readable)) throw new Error(`The bucket answered no body for ${prefix + name}.`);
      await pipeline(answer.Body, createWriteStream(toFile));
    },
    async putTombstone(tombstone) {
      const Key = `${prefix}${TOMBSTONES_FOLDER}${encodeURIComponent(tombstone.userId)}.json`;
      await send((m, c) => c.send(new m.PutObjectCommand({ Bucket, Key, Body: JSON.stringify(tombstone), ContentType: 'application/json' })));
    },
    async tombstones() {
      const found: Tombstone[] = [];
      for (const name of await namesUnder(prefix + TOMBSTONES_FOLDER)) {
        const answer = await send((m, c) => c.send(new m.GetObjectCommand({ Bucket, Key: prefix + TOMBSTONES_FOLDER + name })));
        const parsed = tombstoneSchema.safeParse(JSON.parse((await answer.Body?.transformToString()) ?? 'null'));
        if (parsed.success) found.push(parsed.data);
      }
      return found;
    },
    async prune(rule) {
      const backups = await list();
      const keep = backupsToKeep(backups, rule);
      const gone = backups.filter((b) => !keep.has(b.name)).map((b) => b.name);
      for (const name of gone) await send((m, c) => c.send(new m.DeleteObjectCommand({ Bucket, Key: prefix + name })));
      return gone;
    },
  };
}

/**
 * Copies a finished backup to the bucket, when one is set, then prunes the bucket by the same rule as
 * the folder; answers the pruned names (null without a bucket).
 */
export async function copyToBucket(settings: BackupSettings, file: string): Promise<string[] | null> {
  if (!settings.bucket) return null;
  const bucket = backupBucket(settings.bucket);
  await bucket.upload(file);
  return bucket.prune(settings);
}

/**
 * Downloads a backup from the bucket (`latest`, or an archive's name) into a temporary folder, for a
 * restore, with the tombstones of the bucket and of BACKUP_DIR (if the disk survived) in one file
 * beside it; `remove` deletes the folder after.
 */
export async function fetchFromBucket(
  settings: BackupSettings,
  which: string,
): Promise<{ file: string; tombstones: string; from: string; remove(): Promise<void> }> {
  if (!settings.bucket) throw new BackupRefused(BACKUP_MESSAGES.noBucket);
  const bucket = backupBucket(settings.bucket);
  const backups = await bucket.list();
  const chosen = which === 'latest' ? backups.at(-1) : backups.find((b) => b.name === which);
  if (!chosen) throw new BackupRefused(which === 'latest' ? BACKUP_MESSAGES.noBackups(bucket.where) : BACKUP_MESSAGES.notInBucket(which, bucket.where));
  const dir = await mkdtemp(join(tmpdir(), 'qurious-fetched-'));
  const file = join(dir, chosen.name);
  const tombstones = join(dir, TOMBSTONES_FILE);
  try {
    await bucket.download(chosen.name, file);
    const all = [...(await bucket.tombstones()), ...(await readTombstones(tombstonesOf(settings.dir)))];
    await writeFile(tombstones, all.map((t) => `${JSON.stringify(t)}\n`).join(''));
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  return { file, tombstones, from: bucket.where + chosen.name, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Keeps a deleted account's tombstone outside the backups: in BACKUP_DIR, and in the bucket when one is set. */
export async function keepTombstone(settings: BackupSettings, userId: string, at: Date): Promise<void> {
  const tombstone = { userId, deletedAt: at.toISOString() };
  await recordTombstone(settings.dir, tombstone);
  if (settings.bucket) await backupBucket(settings.bucket).putTombstone(tombstone);
}

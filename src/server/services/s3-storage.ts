import type { S3Client } from '@aws-sdk/client-s3';
import { lazy } from '#shared/lazy';
import { fileUrlOf, isStorageKey, keyOfFileUrl, type Storage, type StoredFile } from './storage';

/** Where an S3-compatible bucket is and how to sign in to it (config.ts reads them from S3_*). */
export interface S3Settings {
  /** The server's URL (MinIO, Ceph, R2, a local test server…); empty for AWS itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (http://host/bucket/key), as self-hosted servers want, not in the host name. */
  forcePathStyle: boolean;
}

/** Stored files live under `files/`, staged ones under `staging/`: never served, never listed as stored. */
const STORED = 'files/';
const STAGED = 'staging/';

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const contentTypeOf = (key: string): string => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** The AWS SDK is loaded when the store is first used, not at start (it is a large package). */
const sdk = lazy(() => import('@aws-sdk/client-s3'));
type S3Sdk = Awaited<ReturnType<typeof sdk>>;

const isMissing = ({ S3ServiceException }: S3Sdk, err: unknown): boolean =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/** The S3 client of these settings (shared by the store and the migration command). */
export async function s3Client(s: S3Settings, options: { streamsFiles?: boolean } = {}): Promise<S3Client> {
  const { S3Client } = await sdk();
  return new S3Client({
    // A file streamed in is sent whole with its length, not as aws-chunked content with a trailing
    // checksum, which S3-compatible servers that do not speak it store framing and all.
    ...(options.streamsFiles ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const } : {}),
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    // Answers a failing bucket quickly instead of retrying for long: readiness reports it.
    maxAttempts: 2,
  });
}

/**
 * Uploads in an S3-compatible bucket, for several API instances. Files are still served by
 * the API at /files/{key} (fileUrlOf, as from the disk): the bucket stays private, the page's origin
 * and its Content-Security-Policy stay as they are, and the keys are random and never rewritten, so
 * the answers carry the same long-lived cache headers whichever store is behind them.
 *
 * Staging and commit keep the disk store's promise — a file appears only once its row is written —
 * with a copy from `staging/` to `files/` (S3 has no rename); the start-up sweep finds what a crash left.
 */
export interface S3StoreOptions {
  client?: S3Client;
  /**
   * A staged object counts as left behind by a crash only once it is this old: in a shared bucket a
   * younger one may be another instance's upload in flight, which its start-up sweep must not take.
   */
  stagedGraceMs?: number;
  now?: () => number;
}

/** The default grace: far beyond any upload's time between its staging and its commit. */
export const STAGED_GRACE_MS = 10 * 60 * 1000;

export function s3Storage(s: S3Settings, { client, stagedGraceMs = STAGED_GRACE_MS, now = Date.now }: S3StoreOptions = {}): Storage {
  const Bucket = s.bucket;
  const clientOf = lazy(async () => client ?? s3Client(s));
  /** Sends one command, made from the loaded SDK. */
  const send = async <T>(command: (m: S3Sdk, c: S3Client) => Promise<T>): Promise<T> => command(await sdk(), await clientOf());
  const keysUnder = async (prefix: string): Promise<StoredFile[]> => {
    const files: StoredFile[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await send((m, c) => c.send(new m.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken })));
      for (const o of page.Contents ?? []) {
        const key = o.Key?.slice(prefix.length) ?? '';
        if (isStorageKey(key)) files.push({ key, modifiedAt: o.LastModified ?? new Date(0) });
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return files;
  };
  const write = async (objectKey: string, key: string, data: Buffer): Promise<void> => {
    await send((m, c) => c.send(new m.PutObjectCommand({ Bucket, Key: objectKey, Body: data, ContentType: contentTypeOf(key) })));
  };
  const remove = async (objectKey: string): Promise<void> => {
    await send((m, c) => c.send(new m.DeleteObjectCommand({ Bucket, Key: objectKey })));
  };
  return {
    async put(key, data) {
      // One PUT is atomic in S3: readers see the old object, none, or the whole new one.
      await write(STORED + checkedKey(key), key, data);
    },
    async stage(key, data) {
      await write(STAGED + checkedKey(key), key, data);
    },
    async commit(key) {
      checkedKey(key);
      try {
        await send((m, c) => c.send(new m.CopyObjectCommand({ Bucket, Key: STORED + key, CopySource: `${Bucket}/${STAGED}${key}` })));
      } catch (err) {
        // Another instance's start-up sweep committed it first: it is in place all the same.
        if (!isMissing(await sdk(), err) || !(await this.exists(key))) throw err;
      }
      await remove(STAGED + key);
    },
    async discard(key) {
      await remove(STAGED + checkedKey(key));
    },
    async staged() {
      const cutoff = now() - stagedGraceMs;
      return (await keysUnder(STAGED)).filter((f) => f.modifiedAt.getTime() <= cutoff).map((f) => f.key);
    },
    list: () => keysUnder(STORED),
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const answer = await send((m, c) => c.send(new m.GetObjectCommand({ Bucket, Key: STORED + key })));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (err) {
        if (isMissing(await sdk(), err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await remove(STORED + checkedKey(key));
    },
    async exists(key) {
      if (!isStorageKey(key)) return false;
      try {
        await send((m, c) => c.send(new m.HeadObjectCommand({ Bucket, Key: STORED + key })));
        return true;
      } catch (err) {
        if (isMissing(await sdk(), err)) return false;
        throw err;
      }
    },
    urlFor: fileUrlOf,
    keyFromUrl: keyOfFileUrl,
    async ready() {
      await send((m, c) => c.send(new m.HeadBucketCommand({ Bucket })));
    },
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '#server/services/s3-storage';

export interface S3TestServer {
  settings: S3Settings;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver: the S3 REST API over HTTP, objects on disk) on 127.0.0.1 at a
 * port of its own choosing, with one empty bucket. Its credentials are s3rver's fixed test pair.
 */
export async function startS3Server(bucket = 'qurious-test'): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'qurious-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

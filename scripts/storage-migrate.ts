/**
 * `npm run storage:migrate`: copies the uploads of the local disk store (DATA_DIR/uploads) into the
 * bucket the S3_* settings name, before an instance switches to it. Run it again at any
 * time: it copies only what the bucket does not have yet.
 */
import { join } from 'node:path';
import { loadConfig } from '#server/config';
import { s3Storage } from '#server/services/s3-storage';
import { localStorage } from '#server/services/storage';
import { copyStorage } from '#server/services/storage-copy';

const config = loadConfig();
if (!config.s3) {
  console.error('Set S3_BUCKET (with S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and, for a non-AWS store, S3_ENDPOINT) to name the bucket to copy into.');
  process.exit(1);
}
const from = join(config.dataDir, 'uploads');
console.log(`Copying ${from} into the bucket ${config.s3.bucket}…`);
const report = await copyStorage(localStorage(from), s3Storage(config.s3), (done, total) => {
  if (done === total || done % 100 === 0) console.log(`  ${done} of ${total}`);
});
console.log(`Done: ${report.files} files, ${report.copied} copied, ${report.skipped} already there.`);

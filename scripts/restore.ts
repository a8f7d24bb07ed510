/**
 * `npm run restore -- <archive>`: restores a backup into an empty DATA_DIR (SQLite) or an empty
 * DATABASE_URL database (and DATA_DIR's uploads), verified before it is called good; refuses, with
 * nothing changed, a target that holds data or an archive it cannot trust. `s3:latest` or
 * `s3:<name>` fetches the archive from BACKUP_S3_BUCKET first.
 */
import { resolve } from 'node:path';
import { loadConfig } from '#server/config';
import { fetchFromBucket } from '#server/modules/backups/bucket';
import { restoreBackup } from '#server/modules/backups/restore';
import { tombstonesOf } from '#server/modules/backups/tombstones';

const given = process.argv[2];
if (!given) {
  console.error('Usage: npm run restore -- <archive file | s3:latest | s3:<archive name>>');
  process.exit(2);
}
const config = loadConfig();
let fetched: Awaited<ReturnType<typeof fetchFromBucket>> | null = null;
try {
  if (given.startsWith('s3:')) {
    fetched = await fetchFromBucket(config.backups, given.slice(3));
    console.log(`Fetched ${fetched.from}`);
  }
  const archive = fetched?.file ?? resolve(given);
  const { manifest, ms, erased } = await restoreBackup(archive, {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    key: config.backups.key,
    tombstones: fetched?.tombstones ?? tombstonesOf(config.backups.dir),
  });
  const rows = Object.values(manifest.rowCounts).reduce((a, b) => a + b, 0);
  console.log(`Restored the backup of ${manifest.takenAt} (schema ${manifest.schema.version}): ${rows} rows, ${manifest.ledger.rows} ledger entries verified, in ${(ms / 1000).toFixed(1)} s.`);
  if (erased > 0) console.log(`  ${erased} accounts deleted since the backup were erased again from their tombstones.`);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
} finally {
  await fetched?.remove();
}

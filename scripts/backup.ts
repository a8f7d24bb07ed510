/**
 * `npm run backup`: one online backup of the database the server uses (the same settings: DATA_DIR or
 * DATABASE_URL) and of its uploads, into BACKUP_DIR (default DATA_DIR/backups), sealed when BACKUP_KEY
 * is set, and copied to BACKUP_S3_BUCKET when set. Safe while the server runs and writes.
 */
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/database';
import { sqliteFileOf } from '#server/deps';
import { backupSourceOf, takeBackup } from '#server/modules/backups/backup';
import { backupBucket, copyToBucket } from '#server/modules/backups/bucket';
import { systemClock } from '#server/services/clock';

const config = loadConfig();
const db = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileOf(config) });
try {
  const result = await takeBackup(backupSourceOf(config, db), config.backups, systemClock);
  const rows = Object.values(result.manifest.rowCounts).reduce((a, b) => a + b, 0);
  console.log(`Backup written: ${result.file}`);
  if (await copyToBucket(config.backups, result.file)) console.log(`  copied to ${config.backups.bucket ? backupBucket(config.backups.bucket).where : ''}`);
  console.log(`  ${rows} rows, ${result.manifest.files.length} files, ${(result.bytes / 1e6).toFixed(1)} MB in ${(result.ms / 1000).toFixed(1)} s${config.backups.key ? ', encrypted' : ''}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
} finally {
  await db.close();
}

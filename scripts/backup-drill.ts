/**
 * `npm run backup:drill`: restores the newest backup in BACKUP_DIR into a scratch place, checks the
 * canary row its backup wrote just before the snapshot, and prints the data loss window (RPO: how old
 * that backup is) and the restore time (RTO). The server runs the same drill weekly as a job.
 */
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/database';
import { sqliteFileOf } from '#server/deps';
import { runDrill } from '#server/modules/backups/drill';
import { systemClock } from '#server/services/clock';

const minutes = (ms: number) => (ms < 120_000 ? `${(ms / 1000).toFixed(1)} s` : `${(ms / 60_000).toFixed(1)} min`);

const config = loadConfig();
const db = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileOf(config) });
try {
  const drill = await runDrill(config, db, systemClock);
  console.log(`Drill passed on ${drill.archive} (taken ${drill.takenAt}): the canary row is in the restored copy.`);
  console.log(`  Data loss window (RPO): ${minutes(drill.rpoMs)}. Restore time (RTO): ${minutes(drill.rtoMs)}.`);
} catch (err) {
  console.error(`Drill failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await db.close();
}

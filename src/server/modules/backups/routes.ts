import type { ServerModule } from '../server-module';
import { backupJobKinds, scheduleBackups } from './jobs';

/**
 * Backups in the server: the scheduled backup (every BACKUP_INTERVAL_HOURS, pruned to the retention
 * rule) and the weekly drill, as durable jobs. The readiness probe reports their state (./status.ts).
 */
export const backupsModule: ServerModule = async (app, { deps }) => {
  app.jobs.register(backupJobKinds);
  // When the server listens (as the job runner starts), not when an app is only built: tests and
  // scripts that run due jobs on demand do not find a backup they did not ask for.
  app.addHook('onListen', async () => {
    await scheduleBackups(deps.db.kysely, deps.clock.now(), deps.config.backups.intervalHours);
  });
};

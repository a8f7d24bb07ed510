import type { ServerModule } from '../server-module';
import { retentionJobKinds, schedulePurge } from './purge';

/** Personal data kept only as long as it is needed: the daily purge, as a durable job. */
export const retentionModule: ServerModule = async (app, { deps }) => {
  app.jobs.register(retentionJobKinds);
  // When the server listens (as the job runner starts): tests that run due jobs on demand do not find it.
  app.addHook('onListen', async () => {
    await schedulePurge(deps.db.kysely, deps.clock.now());
  });
};

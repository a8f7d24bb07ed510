import type { ServerModule } from '../server-module';
import { levelJobKinds, scheduleLevelEvaluation } from './jobs';

/**
 * Expert levels: the daily evaluation (its job) of every expert against the published table
 * (shared/domain/levels.ts).
 */
export const levelsModule: ServerModule = async (app, { deps }) => {
  app.jobs.register(levelJobKinds);
  // When the server listens (as the job runner starts): an app only built, as in tests and scripts,
  // runs the jobs it asks for.
  app.addHook('onListen', async () => {
    await scheduleLevelEvaluation(deps.db.kysely, deps.clock.now());
  });
};

import { httpContract } from '#shared/contract/http';
import { declareRoute } from '../../http/declare-route';
import { rateLimitTiers } from '../../http/rate-limits';
import type { ServerModule } from '../server-module';
import { expertIdOf } from '../bookings/repo';
import { levelJobKinds, scheduleLevelEvaluation } from './jobs';
import { myLevel } from './mine';

/**
 * Expert levels: the daily evaluation (its job) of every expert against the published table
 * (shared/domain/levels.ts), and the expert's own levels page.
 */
export const levelsModule: ServerModule = async (app, { deps }) => {
  const { accountReads } = rateLimitTiers(deps.config);
  app.jobs.register(levelJobKinds);
  // When the server listens (as the job runner starts): an app only built, as in tests and scripts,
  // runs the jobs it asks for.
  app.addHook('onListen', async () => {
    await scheduleLevelEvaluation(deps.db.kysely, deps.clock.now());
  });

  declareRoute(app, httpContract.levelMine, async ({ user }) => myLevel(deps.db.kysely, await expertIdOf(deps.db.kysely, user.id), deps.clock.now()), {
    rateLimit: accountReads,
  });
};

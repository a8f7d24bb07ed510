import { httpContract } from '#shared/contract/http';
import { declareRoute } from '../../http/declare-route';
import { AppError } from '../../http/errors';
import type { ServerModule } from '../context';

export const healthModule: ServerModule = async (app, { deps }) => {
  declareRoute(app, httpContract.health, async () => {
    try {
      await deps.db.ping();
    } catch (err) {
      app.log.error({ err }, 'database ping failed');
      throw new AppError(503, 'DB_UNAVAILABLE', 'The database is not answering.');
    }
    return { status: 'ok' as const, db: deps.db.kind };
    // Probes come every few seconds from each load balancer: only a failing one is logged.
  }, { accessLog: false });
};

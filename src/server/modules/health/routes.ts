import { httpContract } from '#shared/contract/http';
import { declareRoute } from '../../http/declare-route';
import { AppError } from '../../http/errors';
import type { ServerModule } from '../server-module';
import { backupStatus } from '../backups/status';

/** Each readiness check gets this long before it counts as not answering. */
const CHECK_TIMEOUT_MS = 2_000;

async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error('no answer in time')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), late]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

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

  // While the instance closes, Fastify answers every new request 503 itself (this one too).
  declareRoute(app, httpContract.healthReady, async () => {
    const redis = app.redis;
    const [db, storage, cache] = await Promise.all([
      answers(() => deps.db.ping()),
      answers(() => deps.storage.ready()),
      redis ? answers(() => redis.ping()) : Promise.resolve(true),
    ]);
    const down = [db ? null : 'the database', storage ? null : 'the file store', cache ? null : 'Redis'].filter((d) => d !== null);
    if (down.length > 0) {
      app.log.error({ down }, 'not ready');
      throw new AppError(503, 'NOT_READY', `Not ready: ${down.join(', ')} not answering.`);
    }
    const backups = await backupStatus(deps.db.kysely, deps.config.backups, deps.clock.now());
    return { status: 'ready' as const, checks: { db: 'ok' as const, storage: 'ok' as const, redis: redis ? ('ok' as const) : ('off' as const) }, backups };
  }, { accessLog: false });
};

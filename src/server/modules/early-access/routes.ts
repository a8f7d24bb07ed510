import { httpContract } from '#shared/contract/http';
import { perCaller } from '../../http/auth';
import { declareRoute } from '../../http/declare-route';
import type { ServerModule } from '../server-module';
import { findEarlyAccessStatus, recordEarlyAccessWish } from './repo';

/**
 * Early access: the coming-soon block's wish of a signed-in user to be told first when Qurious is
 * LIVE (GET/POST /api/notify-me). Not the bell, which is `notifications`.
 */
export const earlyAccessModule: ServerModule = async (app, { deps }) => {
  declareRoute(app, httpContract.notifyMeStatus, async ({ user }) => findEarlyAccessStatus(deps.db.kysely, user.id), {
    rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: perCaller },
  });
  declareRoute(app, httpContract.notifyMe, async ({ user }) => recordEarlyAccessWish(deps.db.kysely, user.id, deps.clock.now()), {
    rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perCaller },
  });
};

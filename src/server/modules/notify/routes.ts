import { httpContract } from '#shared/contract/http';
import { perCaller } from '../../http/auth';
import { declareRoute } from '../../http/declare-route';
import type { ServerModule } from '../context';
import { findNotifyStatus, recordNotifyWish } from './repo';

/** GET/POST /api/notify-me: the coming-soon block's early-notification wish of a signed-in user. */
export const notifyModule: ServerModule = async (app, { deps }) => {
  declareRoute(app, httpContract.notifyMeStatus, async ({ user }) => findNotifyStatus(deps.db.kysely, user.id), {
    rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: perCaller },
  });
  declareRoute(app, httpContract.notifyMe, async ({ user }) => recordNotifyWish(deps.db.kysely, user.id, deps.clock.now()), {
    rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perCaller },
  });
};

import type { FastifyRequest } from 'fastify';
import { httpContract } from '#shared/contract/http';
import { bearerToken } from '../../http/auth';
import { declareRoute } from '../../http/declare-route';
import type { ServerModule } from '../context';
import { findNotifyStatus, recordNotifyWish } from './repo';

/** Per account when signed in (the token), per IP otherwise; the handler still requires a user. */
const perCaller = (request: FastifyRequest) => bearerToken(request) ?? request.ip;

/** GET/POST /api/notify-me: the coming-soon block's early-notification wish of a signed-in user. */
export const notifyModule: ServerModule = ({ app, deps, auth }) => {
  declareRoute(app, auth, httpContract.notifyMeStatus, async ({ user }) => findNotifyStatus(deps.db.kysely, user.id), {
    rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: perCaller },
  });
  declareRoute(app, auth, httpContract.notifyMe, async ({ user }) => recordNotifyWish(deps.db.kysely, user.id, deps.clock.now()), {
    rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perCaller },
  });
};

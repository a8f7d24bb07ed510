import { httpContract } from '#shared/contract/http';
import { perCaller } from '../../http/auth';
import { declareRoute, type RateLimit } from '../../http/declare-route';
import type { ServerModule } from '../server-module';
import { createAttemptLog } from '../users/attempts';
import { createSecondFactorService } from './service';

/**
 * A burst guard per account on the routes that check a code (@fastify/rate-limit); the real limit on
 * guessing is the account's failure count kept in the database (ACCOUNT_LIMITS.secondFactor).
 */
const CODE_ROUTE_LIMIT = { max: 30, timeWindow: 60_000, keyGenerator: perCaller } satisfies RateLimit;

/** /api/account/second-factor: two-step sign-in (TOTP) on the account, and the step-up for operator changes. */
export const secondFactorModule: ServerModule = async (app, { deps }) => {
  const factors = createSecondFactorService({
    db: deps.db.kysely,
    clock: deps.clock,
    secret: deps.jwtSecret,
    attempts: createAttemptLog(deps.db.kysely, deps.clock),
  });

  declareRoute(app, httpContract.secondFactorStatus, ({ user }) => factors.status(user));
  declareRoute(app, httpContract.secondFactorEnrol, ({ user }) => factors.startEnrolment(user), { rateLimit: CODE_ROUTE_LIMIT });
  declareRoute(app, httpContract.secondFactorConfirm, ({ user, body }) => factors.confirm(user, body.code), { rateLimit: CODE_ROUTE_LIMIT });
  declareRoute(app, httpContract.secondFactorVerify, ({ user, body }) => factors.verify(user, body.code), { rateLimit: CODE_ROUTE_LIMIT });
  declareRoute(app, httpContract.secondFactorDisable, ({ user, body }) => factors.disable(user, body.code), { rateLimit: CODE_ROUTE_LIMIT });
};

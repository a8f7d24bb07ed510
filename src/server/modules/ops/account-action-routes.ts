import type { FastifyRequest } from 'fastify';
import { httpContract } from '#shared/contract/http';
import { OPS_ACCOUNT_DONE, OPS_ACCOUNT_MESSAGES } from '#shared/domain/ops-account-actions';
import { declareRoute } from '../../http/declare-route';
import { AppError } from '../../http/errors';
import type { ServerModule } from '../server-module';
import { createAccountActions } from './account-actions';
import { auditedOperator, consoleActs, consoleReads } from './operator-of';
import { liftSuspension, suspendAccount } from './suspend';
import type { ActingOperator, SuspensionContext } from './suspension-context';
import { suspensionsOf } from './suspension-reads';
import { suspensionJobKinds } from './suspension-jobs';

/**
 * The account actions of the console's user page: trust suspends and lifts, support signs out every
 * device, marks the email verified and starts the deletion. Who may call each is its contract
 * entry's `operator` (an action also needs a recent second factor); the suspension's end-date job
 * is registered here.
 */
export const opsAccountActionsModule: ServerModule = async (app, { deps }) => {
  const closeSockets = (userId: string, ids: string[]) => app.live.closeSessions(userId, ids);
  const ctx: SuspensionContext = { deps, log: app.log, closeSockets };
  const actions = createAccountActions(ctx);
  const acts = { rateLimit: consoleActs };

  /** The caller as the trail records them; an operator does not act on their own account here. */
  const acting = (request: FastifyRequest, userId: string, reason: string): ActingOperator => {
    const operator = auditedOperator(request);
    if (operator.operatorId === userId) throw new AppError(403, 'OWN_ACCOUNT', OPS_ACCOUNT_MESSAGES.ownAccount);
    return { ...operator, reason };
  };

  declareRoute(app, httpContract.opsUserSuspensions, async ({ params }) => suspensionsOf(deps.db.kysely, params.userId), { rateLimit: consoleReads });

  declareRoute(
    app,
    httpContract.opsUserSuspend,
    async ({ params, body, request }) => {
      const by = acting(request, params.userId, body.reason);
      const done = await suspendAccount(ctx, { userId: params.userId, until: body.until ?? null, keepBookings: body.keepBookings ?? [] }, by);
      return { message: OPS_ACCOUNT_DONE.suspend(done.cancelledBookings.length), ...done };
    },
    acts,
  );

  declareRoute(
    app,
    httpContract.opsUserLift,
    async ({ params, body, request }) => {
      await liftSuspension(ctx, params.userId, acting(request, params.userId, body.reason));
      return { message: OPS_ACCOUNT_DONE.lift };
    },
    acts,
  );

  declareRoute(app, httpContract.opsUserSignOut, async ({ params, body, request }) => actions.signOutEverywhere(params.userId, acting(request, params.userId, body.reason)), acts);

  declareRoute(app, httpContract.opsUserVerifyEmail, async ({ params, body, request }) => actions.verifyEmail(params.userId, acting(request, params.userId, body.reason)), acts);

  declareRoute(app, httpContract.opsUserDelete, async ({ params, body, request }) => actions.startDeletion(params.userId, acting(request, params.userId, body.reason)), acts);

  app.jobs.register(suspensionJobKinds(closeSockets));
};

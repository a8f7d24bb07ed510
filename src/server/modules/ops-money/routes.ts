import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { httpContract } from '#shared/contract/http';
import { OPS_MONEY_MESSAGES } from '#shared/domain/ops-money';
import { perCaller } from '../../http/auth';
import { declareRoute } from '../../http/declare-route';
import { badRequest, forbidden } from '../../http/errors';
import type { ServerModule } from '../server-module';
import { cancelBooking, resettleBooking, type OperatorCall } from './booking-actions';
import { opsBookingOf } from './booking-page';
import { operatorNotices } from './operator-notices';
import { payoutQueue, retryPayout, returnPayout } from './payouts';
import { dayOf, reconciliationPage, runReconciliation } from './reconciliation';
import { reconciliationJobKinds, scheduleReconciliation } from './reconciliation-jobs';

/** Console reads: a per-account ceiling well above a person's pace. */
const consoleReads = { max: 120, timeWindow: '1 minute', keyGenerator: perCaller };
/** Money moves are weighed one by one. */
const consoleActs = { max: 30, timeWindow: '1 minute', keyGenerator: perCaller };

/** The operator the authorization hook let in (it sets `request.operator` on every console route). */
function callOf(request: FastifyRequest): OperatorCall {
  const { operator, authUser } = request;
  if (!operator || !authUser) throw forbidden();
  return { operatorId: authUser.id, role: operator.role, ip: request.ip, requestId: String(request.id) };
}

/**
 * Bookings and money in the console: a booking's page (timeline with actors and ledger rows), support's
 * cancellation and finance's new settlement of it, the payouts waiting and failed with finance's retry
 * and return, and the daily reconciliation of Razorpay's payments (its job, its runs, "run now"). Who
 * may call each route is its contract entry's `operator` (shared/contract/http/ops-money.ts).
 */
export const opsMoneyModule: ServerModule = async (app, { deps }) => {
  const db = deps.db.kysely;
  const notice = operatorNotices(deps, app.log, app.live);
  const reads = { rateLimit: consoleReads };
  const acts = { rateLimit: consoleActs };

  app.jobs.register(reconciliationJobKinds);
  // When the server listens (as the job runner starts), not when an app is only built: tests and
  // scripts that run due jobs on demand do not find a daily job they did not ask for.
  app.addHook('onListen', async () => {
    await scheduleReconciliation(db, deps.clock.now());
  });

  declareRoute(app, httpContract.opsBooking, async ({ params }) => opsBookingOf(db, params.bookingId), reads);

  declareRoute(
    app,
    httpContract.opsBookingCancel,
    async ({ params, body, request }) => {
      await cancelBooking(deps, notice, params.bookingId, body, callOf(request));
      return opsBookingOf(db, params.bookingId);
    },
    acts,
  );

  declareRoute(
    app,
    httpContract.opsBookingResettle,
    async ({ params, body, request }) => {
      await resettleBooking(deps, notice, params.bookingId, body, callOf(request));
      return opsBookingOf(db, params.bookingId);
    },
    acts,
  );

  declareRoute(app, httpContract.opsPayouts, async () => payoutQueue(db), reads);

  declareRoute(app, httpContract.opsPayoutRetry, async ({ params, body, request }) => retryPayout(deps, params.payoutId, body.reason, callOf(request)), acts);

  declareRoute(app, httpContract.opsPayoutReturn, async ({ params, body, request }) => returnPayout(deps, params.payoutId, body.reason, callOf(request)), acts);

  declareRoute(app, httpContract.opsReconciliation, async ({ query }) => reconciliationPage(db, query.runId), reads);

  declareRoute(
    app,
    httpContract.opsReconciliationRun,
    async ({ body, request }) => {
      const call = callOf(request);
      const today = dayOf(deps.clock.now());
      const day = body.day ?? today;
      // A day not begun yet has nothing to reconcile.
      if (day > today) throw badRequest(OPS_MONEY_MESSAGES.day, { day: OPS_MONEY_MESSAGES.day });
      return runReconciliation(deps, { day, runKey: `operator:${randomUUID()}`, trigger: 'operator', operator: { call, reason: body.reason } });
    },
    acts,
  );
};

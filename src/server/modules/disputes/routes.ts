import { httpContract } from '#shared/contract/http';
import { declareRoute } from '../../http/declare-route';
import { perCaller } from '../../http/auth';
import { rateLimitTiers } from '../../http/rate-limits';
import { createBackground } from '../../services/background';
import type { ServerModule } from '../server-module';
import { announceDispute } from './mail';
import { disputeJobKinds } from './jobs';
import { createDisputeService } from './service';

/** Opening disputes is rare for an honest account: this many an hour per account stops floods. */
const OPEN_PER_HOUR = 10;

/**
 * Disputes of settled sessions: the parties read, open and write in a dispute; the deadlines' jobs
 * resolve the lapsed ones. Support's decision is `decideDispute` (./decide), wired to the operators'
 * console by its route table.
 */
export const disputesModule: ServerModule = async (app, { deps }) => {
  const background = createBackground(app);
  const ctx = { deps, log: app.log, events: app.events };
  const disputes = createDisputeService(deps, async (event, disputeId) =>
    background.run(`dispute notices (${event})`, () => announceDispute(ctx, event, disputeId)),
  );
  const { writes, accountReads } = rateLimitTiers(deps.config);

  declareRoute(app, httpContract.disputeOfBooking, async ({ user, params }) => disputes.read(params.bookingId, user.id), {
    rateLimit: accountReads,
  });
  declareRoute(app, httpContract.disputeOpen, async ({ user, params, body }) => disputes.open(params.bookingId, user.id, body), {
    rateLimit: { max: OPEN_PER_HOUR, timeWindow: '1 hour', keyGenerator: perCaller },
  });
  declareRoute(app, httpContract.disputePost, async ({ user, params, body }) => disputes.post(params.disputeId, user.id, body.text), {
    rateLimit: writes,
  });

  app.jobs.register(disputeJobKinds);
};

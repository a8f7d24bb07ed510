import { httpContract } from '#shared/contract/http';
import { perCaller } from '../../http/auth';
import { declareRoute } from '../../http/declare-route';
import { rateLimitTiers } from '../../http/rate-limits';
import { createBackground } from '../../services/background';
import { backgroundBookingMailer } from '../bookings/mail';
import { findBooking, toBooking } from '../bookings/repo';
import { notFound } from '../../http/errors';
import { BOOKING_NOT_FOUND_MESSAGE } from '#shared/domain/booking';
import { createNotifier } from '../notifications/notifier';
import type { ServerModule } from '../server-module';
import { acceptOffer } from './accept';
import { offerThread } from './offer-thread';
import { requestJobKinds } from './jobs';
import { announceClosed, announceMatches, announceOffer } from './notices';
import { createRequestService } from './service';

/**
 * Requests and offers: a buyer posts a request (matched experts told live and by email), experts offer
 * or decline, the buyer accepts one offer and time (a booking made and accepted at once) or closes the
 * request; requests expire after 7 days and offers after 48 hours (durable jobs on app.jobs).
 */
export const requestsModule: ServerModule = async (app, { deps, services }) => {
  const db = deps.db.kysely;
  const notifier = createNotifier(deps, app.live);
  const background = createBackground(app);
  const bookingMail = backgroundBookingMailer(deps, app);
  const { writes, accountReads } = rateLimitTiers(deps.config);
  const requests = createRequestService(deps, {
    matched: (r, userIds) => background.run('request matched notices', () => announceMatches(deps, notifier, r, userIds)),
    offered: (r, offer, name) => background.run('request offer notice', () => announceOffer(deps, notifier, r, offer, name)),
    closed: (r, userIds) => background.run('request closed notices', () => announceClosed(deps, notifier, r, userIds)),
  });

  declareRoute(app, httpContract.requestsCreate, async ({ user, body }) => ({ request: await requests.post(user.id, body) }), {
    rateLimit: { max: 30, timeWindow: '1 hour', keyGenerator: perCaller },
  });
  declareRoute(app, httpContract.requestsMine, async ({ user }) => ({ requests: await requests.listMine(user.id) }), { rateLimit: accountReads });
  declareRoute(app, httpContract.requestsForYou, async ({ user }) => ({ requests: await requests.listForYou(user.id) }), { rateLimit: accountReads });
  declareRoute(app, httpContract.requestsMutes, async ({ user }) => ({ topics: await requests.mutes(user.id) }), { rateLimit: accountReads });
  declareRoute(app, httpContract.requestsMuteSet, async ({ user, body }) => ({ topics: await requests.setMute(user.id, body) }), { rateLimit: writes });
  declareRoute(app, httpContract.requestsGet, async ({ user, params }) => ({ request: await requests.get(params.requestId, user.id) }), {
    rateLimit: accountReads,
  });
  declareRoute(app, httpContract.requestsClose, async ({ user, params }) => ({ request: await requests.close(params.requestId, user.id) }), {
    rateLimit: writes,
  });
  declareRoute(app, httpContract.requestsOffer, async ({ user, params, body }) => ({ request: await requests.offer(params.requestId, user.id, body) }), {
    rateLimit: writes,
  });
  declareRoute(app, httpContract.requestsDecline, async ({ user, params, body }) => ({ request: await requests.decline(params.requestId, user.id, body.reason) }), {
    rateLimit: writes,
  });
  declareRoute(
    app,
    httpContract.requestsOfferThread,
    async ({ user, params }) => ({
      conversationId: await offerThread(db, { requestId: params.requestId, offerId: params.offerId, userId: user.id, now: deps.clock.now() }),
    }),
    { rateLimit: writes },
  );
  declareRoute(
    app,
    httpContract.requestsAccept,
    async ({ user, params, body }) => {
      const done = await acceptOffer(deps, { requestId: params.requestId, offerId: params.offerId, userId: user.id, scheduledAt: body.scheduledAt });
      const row = await findBooking(db, done.bookingId);
      if (!row) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
      if (done.closedExpertIds.length > 0) {
        const userIds = await requests.userIdsOfExperts(done.closedExpertIds);
        background.run('request closed notices', () => announceClosed(deps, notifier, done.request, userIds));
      }
      if (done.created) await bookingMail('accepted', row);
      return { booking: toBooking(row, user.id), wallet: await services.wallets.wallet(user.id) };
    },
    { rateLimit: { max: 300, timeWindow: '1 minute', keyGenerator: perCaller } },
  );

  app.jobs.register(requestJobKinds(db, requests));
};

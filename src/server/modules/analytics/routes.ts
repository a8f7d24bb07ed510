import { httpContract } from '#shared/contract/http';
import { ANALYTICS_GIG_NOT_FOUND_MESSAGE, ANALYTICS_PRO_ONLY_MESSAGE } from '#shared/domain/analytics-answers';
import { FREE_ANALYTICS_RANGES } from '#shared/domain/analytics';
import { declareRoute } from '../../http/declare-route';
import { AppError, notFound } from '../../http/errors';
import { rateLimitTiers } from '../../http/rate-limits';
import type { ServerModule } from '../server-module';
import type { BookingSeen } from './resolve';
import { analyticsJobKinds } from './purge';
import { readAnalytics } from './read';
import { entitlementsFor } from '../subscriptions/entitlements';

/** The booking events that count, as the bookings module announces them (`booking.changed`). */
const BOOKING_KINDS: Record<string, BookingSeen['kind']> = {
  requested: 'requested',
  accepted: 'accepted',
  declined: 'declined',
  expired: 'expired',
  completed: 'completed',
  reviewed: 'reviewed',
};

/**
 * Expert analytics: the signed-in expert's counts (beyond the last 90 days for Pro for experts only) and
 * fees paid, and the one event the client reports
 * itself (a "Contact" or booking dialog opened). Page views and search impressions are noted by the
 * search module's routes; bookings by listening to `booking.changed`. All go through the app's
 * recorder (app.analytics), which writes off the request path.
 */
export const analyticsModule: ServerModule = async (app, { deps }) => {
  const db = deps.db.kysely;
  const { accountReads, publicReads } = rateLimitTiers(deps.config);
  app.jobs.register(analyticsJobKinds);

  app.events.on('booking.changed', ({ bookingId, event, rating }) => {
    const kind = BOOKING_KINDS[event];
    if (kind) app.analytics.booking(kind, bookingId, rating);
  });

  declareRoute(
    app,
    httpContract.expertAnalytics,
    async ({ query, user }) => {
      const gigs = await db
        .selectFrom('gigs as g')
        .innerJoin('expert_profiles as e', 'e.id', 'g.expert_id')
        .select(['g.id', 'g.title'])
        .where('e.user_id', '=', user.id)
        .orderBy('g.created_at')
        .execute();
      const now = deps.clock.now();
      // Read at the request's time: the history beyond 90 days is Pro for experts' while it is paid for.
      const fullHistory = (await entitlementsFor(db, user.id, now)).benefits?.fullAnalytics === true;
      if (!fullHistory && !FREE_ANALYTICS_RANGES.includes(query.range)) throw new AppError(403, 'PRO_ONLY', ANALYTICS_PRO_ONLY_MESSAGE);
      if (query.gig !== 'all' && !gigs.some((g) => g.id === query.gig)) throw notFound(ANALYTICS_GIG_NOT_FOUND_MESSAGE);
      return readAnalytics(db, user.id, query.range, query.gig, now, gigs, fullHistory);
    },
    { rateLimit: accountReads },
  );

  declareRoute(
    app,
    httpContract.analyticsEvent,
    async ({ body, user, request }) => {
      app.analytics.visit(request, 'contact', {
        userId: user?.id ?? null,
        ...(body.gigId ? { gigIds: [body.gigId] } : { expert: { userName: body.expertUserName ?? '' } }),
      });
      return { accepted: true as const };
    },
    { rateLimit: publicReads, accepted: true },
  );
};

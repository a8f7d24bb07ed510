import { httpContract } from '#shared/contract/http';
import { REPLY_THANKS_MESSAGE, REVIEW_THANKS_MESSAGE } from '#shared/domain/review-answers';
import { declareRoute } from '../../http/declare-route';
import { perCaller } from '../../http/auth';
import { rateLimitTiers } from '../../http/rate-limits';
import type { ServerModule } from '../server-module';
import { backgroundBookingMailer } from '../bookings/mail';
import { createReviewService } from './service';

/** Reviews of completed bookings, and the public review lists of gigs and experts. */
export const reviewsModule: ServerModule = async (app, { deps }) => {
  const reviews = createReviewService(deps, backgroundBookingMailer(deps, app));

  declareRoute(
    app,
    httpContract.reviewsCreate,
    async ({ user, params, body }) => ({
      review: await reviews.create(params.bookingId, user.id, body),
      message: REVIEW_THANKS_MESSAGE,
    }),
    { rateLimit: { max: 30, timeWindow: '10 minutes', keyGenerator: perCaller } },
  );
  const { publicReads } = rateLimitTiers(deps.config);
  declareRoute(app, httpContract.reviewsOfGig, async ({ params, query }) => reviews.list({ gigId: params.gigId }, query.page), {
    rateLimit: publicReads,
  });
  declareRoute(app, httpContract.reviewsOfExpert, async ({ params, query }) => reviews.ofExpert(params.userName, query.page), {
    rateLimit: publicReads,
  });
  declareRoute(
    app,
    httpContract.reviewsReply,
    async ({ user, params, body }) => ({ review: await reviews.reply(params.reviewId, user.id, body), message: REPLY_THANKS_MESSAGE }),
    { rateLimit: { max: 30, timeWindow: '10 minutes', keyGenerator: perCaller } },
  );
};

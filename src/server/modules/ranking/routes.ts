import { httpContract } from '#shared/contract/http';
import { ANALYTICS_GIG_NOT_FOUND_MESSAGE } from '#shared/domain/analytics-answers';
import { RANKING_CHECK_WINDOW, RANKING_CHECKS_MAX } from '#shared/domain/ranking';
import { perCaller } from '../../http/auth';
import { declareRoute } from '../../http/declare-route';
import { notFound } from '../../http/errors';
import { rateLimitTiers } from '../../http/rate-limits';
import type { ServerModule } from '../server-module';
import { rankingPosition } from './position';
import { expertGigs, readRanking } from './read';

/**
 * Ranking: the keywords buyers searched that showed the signed-in expert's gigs (counted by the
 * analytics flush, ranking/record.ts), and where one of their gigs ranks for a keyword now. Only the
 * expert's own gigs; a position query runs a real search, so it is limited per expert.
 */
export const rankingModule: ServerModule = async (app, { deps }) => {
  const { db } = deps;
  const { accountReads } = rateLimitTiers(deps.config);

  declareRoute(app, httpContract.expertRanking, async ({ user }) => readRanking(db, user.id, deps.clock.now()), { rateLimit: accountReads });

  declareRoute(
    app,
    httpContract.rankingPosition,
    async ({ query, user }) => {
      const gig = (await expertGigs(db, user.id)).find((g) => g.id === query.gig);
      if (!gig) throw notFound(ANALYTICS_GIG_NOT_FOUND_MESSAGE);
      return rankingPosition(db, gig, query.keyword);
    },
    { rateLimit: { max: RANKING_CHECKS_MAX, timeWindow: RANKING_CHECK_WINDOW, keyGenerator: perCaller } },
  );
};

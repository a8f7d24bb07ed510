import { httpContract } from '#shared/contract/http';
import { EXPERT_NOT_FOUND_MESSAGE, PUBLIC_GIG_NOT_FOUND_MESSAGE } from '#shared/domain/search';
import { closestEntries } from '#shared/domain/search-closest';
import { declareRoute } from '../../http/declare-route';
import { notFound } from '../../http/errors';
import { rateLimitTiers } from '../../http/rate-limits';
import type { ServerModule } from '../context';
import { loadCards } from './cards';
import { findPublicGig } from './public-gig';
import { findPublicExpert } from './public-repo';
import { expertGigIds } from './repo';
import { searchGigs } from './service';

/** Gig search and the public gig and expert pages (issue 7). */
export const searchModule: ServerModule = async (app, { deps }) => {
  const { db } = deps;
  // Generous, per address: live search sends a request per pause in typing.
  const reads = rateLimitTiers(deps.config).publicReads;

  declareRoute(app, httpContract.searchGigs, async ({ query }) => searchGigs(db, query, deps.clock.now()), { rateLimit: reads });

  declareRoute(app, httpContract.searchSuggestions, async ({ query }) => ({ suggestions: closestEntries(query.q) }), { rateLimit: reads });

  declareRoute(
    app,
    httpContract.publicGig,
    async ({ params }) => {
      const found = await findPublicGig(db, params.id);
      if (!found) throw notFound(PUBLIC_GIG_NOT_FOUND_MESSAGE);
      return found;
    },
    { rateLimit: reads },
  );

  declareRoute(
    app,
    httpContract.publicExpert,
    async ({ params }) => {
      const found = await findPublicExpert(db, params.userName);
      if (!found) throw notFound(EXPERT_NOT_FOUND_MESSAGE);
      return { expert: found.expert, gigs: await loadCards(db, await expertGigIds(db, found.id)) };
    },
    { rateLimit: reads },
  );
};

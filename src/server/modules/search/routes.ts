import { httpContract } from '#shared/contract/http';
import { DOMAIN_NOT_FOUND_MESSAGE, EXPERT_NOT_FOUND_MESSAGE, PUBLIC_GIG_NOT_FOUND_MESSAGE } from '#shared/domain/search-answers';
import { closestEntries } from '#shared/domain/search-closest';
import { declareRoute } from '../../http/declare-route';
import { notFound } from '../../http/errors';
import { rateLimitTiers } from '../../http/rate-limits';
import type { ServerModule } from '../server-module';
import { loadCards } from './cards';
import { searchJobKinds } from './query-stats';
import { findPublicGig } from './public-gig';
import { findPublicExpert } from './public-repo';
import { spokenLanguages } from './languages';
import { mostBookedIds } from './most-booked';
import { featuredGigId } from './featured';
import { expertGigIds } from './repo';
import { searchGigs } from './service';
import { rankingKeyword } from '../ranking/keyword';

/** Gig search and the public gig and expert pages. */
export const searchModule: ServerModule = async (app, { deps }) => {
  const { db } = deps;
  // Generous, per address: live search sends a request per pause in typing.
  const reads = rateLimitTiers(deps.config).publicReads;
  app.jobs.register(searchJobKinds);

  declareRoute(
    app,
    httpContract.searchGigs,
    async ({ query, request }) => {
      const found = await searchGigs(db, query, deps.clock.now());
      // Impressions: noted in memory, written later; the search does not wait.
      // The words too, so the expert's ranking page can tell which searches showed each gig.
      app.analytics.visit(request, 'impression', { gigIds: [...found.items, ...found.topExperts].map((g) => g._id), keyword: rankingKeyword(query.keyword) });
      return found;
    },
    { rateLimit: reads },
  );

  declareRoute(app, httpContract.searchSuggestions, async ({ query }) => ({ suggestions: closestEntries(query.q) }), { rateLimit: reads });

  declareRoute(app, httpContract.searchLanguages, async () => ({ languages: await spokenLanguages(db) }), { rateLimit: reads });

  declareRoute(
    app,
    httpContract.mostBookedGigs,
    async ({ params }) => {
      const ids = await mostBookedIds(db, params.kind, params.domain);
      if (!ids) throw notFound(DOMAIN_NOT_FOUND_MESSAGE);
      const now = deps.clock.now();
      const featuredId = await featuredGigId(db, params.kind, params.domain, now);
      const [featured] = featuredId ? await loadCards(db, [featuredId], now) : [];
      return { gigs: await loadCards(db, ids, now), featured: featured ?? null };
    },
    { rateLimit: reads },
  );

  declareRoute(
    app,
    httpContract.publicGig,
    async ({ params, request }) => {
      const found = await findPublicGig(db, params.id, deps.clock.now());
      if (!found) throw notFound(PUBLIC_GIG_NOT_FOUND_MESSAGE);
      app.analytics.visit(request, 'gig_view', { gigIds: [found.gig._id] });
      return found;
    },
    { rateLimit: reads },
  );

  declareRoute(
    app,
    httpContract.publicExpert,
    async ({ params, request }) => {
      const found = await findPublicExpert(db, params.userName, deps.clock.now());
      if (!found) throw notFound(EXPERT_NOT_FOUND_MESSAGE);
      app.analytics.visit(request, 'profile_view', { expert: { profileId: found.id } });
      return { expert: found.expert, gigs: await loadCards(db, await expertGigIds(db, found.id), deps.clock.now()) };
    },
    { rateLimit: reads },
  );
};

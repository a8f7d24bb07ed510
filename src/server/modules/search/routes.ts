import { httpContract } from '../../../shared/contract/http';
import { EXPERT_NOT_FOUND_MESSAGE, PUBLIC_GIG_NOT_FOUND_MESSAGE } from '../../../shared/domain/search';
import { declareRoute, type RateLimit } from '../../http/declare-route';
import { notFound } from '../../http/errors';
import type { ServerModule } from '../context';
import { loadCards } from './cards';
import { findPublicExpert, findPublicGig } from './public-repo';
import { expertGigIds } from './repo';
import { searchGigs } from './service';

/** Public reads: generous, per IP (live search sends a request per pause in typing). */
const PUBLIC_READS: RateLimit = { max: 600, timeWindow: '1 minute' };

/** Gig search and the public gig and expert pages (issue 7). */
export const searchModule: ServerModule = ({ app, deps, auth }) => {
  const { db } = deps;

  declareRoute(app, auth, httpContract.searchGigs, async ({ query }) => searchGigs(db, query), { rateLimit: PUBLIC_READS });

  declareRoute(
    app,
    auth,
    httpContract.publicGig,
    async ({ params }) => {
      const found = await findPublicGig(db, params.id);
      if (!found) throw notFound(PUBLIC_GIG_NOT_FOUND_MESSAGE);
      return found;
    },
    { rateLimit: PUBLIC_READS },
  );

  declareRoute(
    app,
    auth,
    httpContract.publicExpert,
    async ({ params }) => {
      const found = await findPublicExpert(db, params.userName);
      if (!found) throw notFound(EXPERT_NOT_FOUND_MESSAGE);
      return { expert: found.expert, gigs: await loadCards(db, await expertGigIds(db, found.id)) };
    },
    { rateLimit: PUBLIC_READS },
  );
};

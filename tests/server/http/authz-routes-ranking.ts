import type { RouteName } from '#shared/contract/http';
import { expertSelf, ownedByExpert, UNKNOWN_QUERY, type RouteCase } from './authz-kit';

/** The ranking routes' cases of the authorization matrix; see authz-routes.ts. */
export const RANKING_ROUTE_CASES: Record<Extract<RouteName, 'expertRanking' | 'rankingPosition'>, RouteCase> = {
  // The expert's own keywords: another expert sees their own (none), a buyer 403.
  expertRanking: {
    owner: 'expert',
    expect: expertSelf(200),
    probe: async () => ({ url: '/api/ranking', invalidUrl: `/api/ranking${UNKNOWN_QUERY}` }),
  },
  // A position for one of the expert's gigs: a buyer learns 403, another expert 404.
  rankingPosition: {
    owner: 'expert',
    owned: true,
    expect: ownedByExpert(200),
    probe: async (w) => ({
      url: `/api/ranking/position?gig=${w.activeGig}&keyword=blender`,
      invalidUrl: `/api/ranking/position?gig=${w.activeGig}&keyword=%20`,
    }),
  },
};

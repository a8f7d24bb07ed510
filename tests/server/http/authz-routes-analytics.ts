import type { RouteName } from '#shared/contract/http';
import type { Actor } from './authz-world';
import type { RouteCase } from './authz-routes';

/** The analytics routes' cases of the authorization matrix; see authz-routes.ts. */
const each = (status: number): Record<Actor, number> => ({ anonymous: status, buyer: status, otherExpert: status, owner: status });

export const ANALYTICS_ROUTE_CASES: Record<Extract<RouteName, 'expertAnalytics' | 'analyticsEvent'>, RouteCase> = {
  // The expert's own analytics for one of their gigs: a buyer learns 403, another expert 404.
  expertAnalytics: {
    owner: 'expert',
    owned: true,
    expect: {
      valid: { anonymous: 401, buyer: 403, otherExpert: 404, owner: 200 },
      invalid: { anonymous: 401, buyer: 403, otherExpert: 400, owner: 400 },
    },
    probe: async (w) => ({
      url: `/api/analytics?range=30d&gig=${w.activeGig}`,
      invalidUrl: `/api/analytics?range=2y&gig=${w.activeGig}`,
    }),
  },
  analyticsEvent: {
    owner: 'expert',
    expect: { valid: each(202), invalid: each(400) },
    probe: async (w) => ({
      url: '/api/analytics/events',
      valid: () => ({ payload: { kind: 'contact', gigId: w.activeGig } }),
      invalid: () => ({ payload: { kind: 'contact' } }),
    }),
  },
};

import type { RouteName } from '#shared/contract/http';
import { json, signedIn, type RouteCase } from './authz-kit';

/**
 * Reporting content's case of the authorization matrix; see authz-routes.ts. Every signed-in actor
 * reports ownerExpert's gig once (none of them is its expert); an unknown reason is refused.
 */
export const REPORT_ROUTE_CASES: Record<Extract<RouteName, 'reportsCreate'>, RouteCase> = {
  reportsCreate: {
    owner: 'buyer',
    expect: signedIn(201),
    probe: async (w) => ({
      url: '/api/reports/content',
      valid: () => json({ kind: 'gig', id: w.activeGig, reason: 'scam', details: 'Asks for payment by bank transfer.' }),
      invalid: () => json({ kind: 'gig', id: w.activeGig, reason: 'dislike' }),
    }),
  },
};

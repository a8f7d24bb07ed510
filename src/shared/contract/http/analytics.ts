import { z } from 'zod';
import { analyticsEventBodySchema, analyticsQuerySchema, analyticsResponseSchema } from '../../domain/analytics';
import { defineRoute } from './route';

/** Expert analytics. */
export const analyticsRoutes = {
  /** The signed-in expert's counts over a range, for all their gigs or one. */
  expertAnalytics: defineRoute({
    method: 'GET',
    path: '/api/analytics',
    auth: 'expert',
    query: analyticsQuerySchema,
    response: analyticsResponseSchema,
  }),
  /** A "Contact" or booking dialog was opened (counted once per visitor per day; never slows the page). */
  analyticsEvent: defineRoute({
    method: 'POST',
    path: '/api/analytics/events',
    auth: 'optional',
    body: analyticsEventBodySchema,
    response: z.object({ accepted: z.literal(true) }),
  }),
};

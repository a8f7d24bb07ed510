import { z } from 'zod';
import { ANALYTICS_RANGES, analyticsCountsSchema, analyticsEventBodySchema, analyticsQuerySchema } from '../../domain/analytics';
import { defineRoute } from './route';

/** One bucket of the answer: its counts and the day it starts on. */
const analyticsPointSchema = analyticsCountsSchema.extend({
  /** The bucket's first day, YYYY-MM-DD (UTC). */
  start: z.string(),
});
export type AnalyticsPoint = z.infer<typeof analyticsPointSchema>;

/** The expert's counts over a range: its buckets and their totals, with the gigs to choose from. */
export const analyticsResponseSchema = z.object({
  range: z.enum(ANALYTICS_RANGES),
  gig: z.string(),
  bucket: z.enum(['day', 'week', 'month']),
  from: z.string(),
  to: z.string(),
  /** The expert's gigs, for the gig selector. */
  gigs: z.array(z.object({ id: z.string(), title: z.string() })),
  points: z.array(analyticsPointSchema),
  totals: analyticsCountsSchema,
  /** The platform's fees taken from the expert's earnings over the range (net of fees given back), in credits. */
  feesPaid: z.number(),
  /** Whether the expert reads the whole history (Pro for experts) or the last 90 days only. */
  fullHistory: z.boolean(),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

/** Expert analytics. */
export const analyticsRoutes = {
  /** The signed-in expert's counts over a range, for all their gigs or one. */
  expertAnalytics: defineRoute({
    method: 'GET',
    path: '/api/analytics',
    refuses: [403, 404],
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

import { z } from 'zod';
import { english } from '#shared/i18n/english';

/**
 * Expert analytics: what is counted, the ranges the page offers, and the answer's shape.
 * Counts are kept per day (UTC); the API answers them grouped in buckets (days, weeks or months)
 * so every range is a few dozen points at most.
 */

/** The events counted from what visitors do (one per visitor per subject per day). */
export const VISITOR_EVENT_KINDS = ['impression', 'gig_view', 'profile_view', 'contact'] as const;
/** The events counted from bookings (one per booking each). */
export const BOOKING_EVENT_KINDS = ['requested', 'accepted', 'declined', 'expired', 'completed', 'reviewed'] as const;
export const ANALYTICS_EVENT_KINDS = [...VISITOR_EVENT_KINDS, ...BOOKING_EVENT_KINDS] as const;
export type AnalyticsEventKind = (typeof ANALYTICS_EVENT_KINDS)[number];

export const ANALYTICS_RANGES = ['7d', '30d', '90d', '12m'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
/**
 * The ranges every expert reads: the last 90 days. The 12 months before today are the whole history
 * the page shows, Pro for experts' (domain/pro-plans `fullAnalytics`), checked on the server.
 */
export const FREE_ANALYTICS_RANGES: readonly AnalyticsRange[] = ['7d', '30d', '90d'];
export type AnalyticsBucket = 'day' | 'week' | 'month';

/** How many days each range covers (today included) and the bucket its points are grouped by. */
export const RANGE_SPEC: Record<AnalyticsRange, { days: number; bucket: AnalyticsBucket }> = {
  '7d': { days: 7, bucket: 'day' },
  '30d': { days: 30, bucket: 'day' },
  '90d': { days: 91, bucket: 'week' },
  '12m': { days: 365, bucket: 'month' },
};

/** Raw events are dropped after this many days; the daily roll-ups stay. */
export const ANALYTICS_RAW_RETENTION_DAYS = 90;

/** The counters of one day (or bucket). Sums only, so buckets and totals add up. */
export const analyticsCountsSchema = z.object({
  impressions: z.number().int(),
  gigViews: z.number().int(),
  profileViews: z.number().int(),
  contacts: z.number().int(),
  requests: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  expired: z.number().int(),
  completed: z.number().int(),
  /** Credits released to the expert for completed sessions. */
  earnedCredits: z.number().int(),
  reviews: z.number().int(),
  ratingSum: z.number().int(),
  /** Requests answered (accepted or declined) and the seconds they waited, summed. */
  responses: z.number().int(),
  responseSeconds: z.number().int(),
});
export type AnalyticsCounts = z.infer<typeof analyticsCountsSchema>;
export const ANALYTICS_COUNT_KEYS = Object.keys(analyticsCountsSchema.shape) as Array<keyof AnalyticsCounts>;

export const emptyCounts = (): AnalyticsCounts =>
  Object.fromEntries(ANALYTICS_COUNT_KEYS.map((k) => [k, 0])) as unknown as AnalyticsCounts;

export const addCounts = (into: AnalyticsCounts, from: AnalyticsCounts): void => {
  for (const k of ANALYTICS_COUNT_KEYS) into[k] += from[k];
};

export const analyticsQuerySchema = z
  .object({
    range: z.enum(ANALYTICS_RANGES).default('30d'),
    /** 'all' or one of the expert's gig ids. */
    gig: z.string().min(1).max(100).default('all'),
  })
  .strict();
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** What the client reports itself: a "Contact" or booking dialog opened, on a gig or an expert's page. */
export const analyticsEventBodySchema = z
  .object({
    kind: z.literal('contact'),
    gigId: z.string().min(1).max(100).optional(),
    expertUserName: z.string().min(1).max(100).optional(),
  })
  .strict()
  .refine((b) => Boolean(b.gigId) !== Boolean(b.expertUserName), { message: english('messages:analytics.nameGigOrExpert') });
export type AnalyticsEventBody = z.infer<typeof analyticsEventBodySchema>;


/** A share as a percentage with one decimal, or null when there is nothing to divide by. */
export const rate = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

/** Derived figures of a set of counts: conversions, acceptance, average rating and response time. */
export function derived(c: AnalyticsCounts) {
  return {
    viewRate: rate(c.gigViews, c.impressions),
    requestRate: rate(c.requests, c.gigViews),
    completionRate: rate(c.completed, c.requests),
    acceptanceRate: rate(c.accepted, c.accepted + c.declined + c.expired),
    averageRating: c.reviews > 0 ? Math.round((c.ratingSum / c.reviews) * 10) / 10 : null,
    averageResponseHours: c.responses > 0 ? Math.round((c.responseSeconds / c.responses / 3600) * 10) / 10 : null,
  };
}

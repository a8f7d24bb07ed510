import {
  addCounts,
  emptyCounts,
  RANGE_SPEC,
  type AnalyticsCounts,
  type AnalyticsRange,
} from '#shared/domain/analytics';
import type { AnalyticsPoint, AnalyticsResponse } from '#shared/contract/http/analytics';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AnalyticsDailyTable } from './tables';
import { feesPaidSince } from './fees-paid';

const DAY_MS = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The first day of each bucket of a range ending today (UTC), oldest first. */
export function bucketStarts(range: AnalyticsRange, now: Date): string[] {
  const { days, bucket } = RANGE_SPEC[range];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (bucket === 'month') {
    return Array.from({ length: 12 }, (_, i) => isoDay(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1)));
  }
  const step = bucket === 'week' ? 7 : 1;
  const from = today - (days - 1) * DAY_MS;
  return Array.from({ length: days / step }, (_, i) => isoDay(from + i * step * DAY_MS));
}

export const toCounts = (r: AnalyticsDailyTable): AnalyticsCounts => ({
  impressions: r.impressions,
  gigViews: r.gig_views,
  profileViews: r.profile_views,
  contacts: r.contacts,
  requests: r.requests,
  accepted: r.accepted,
  declined: r.declined,
  expired: r.expired,
  completed: r.completed,
  earnedCredits: r.earned_credits,
  reviews: r.reviews,
  ratingSum: r.rating_sum,
  responses: r.responses,
  responseSeconds: r.response_seconds,
});

/**
 * An expert's counts over a range, for all their gigs (their roll-up rows, gig_id '') or one gig:
 * at most 366 rows read by the primary key, grouped here into the range's buckets.
 */
export async function readAnalytics(
  db: Kysely<Database>,
  expertUserId: string,
  range: AnalyticsRange,
  gig: string,
  now: Date,
  gigs: AnalyticsResponse['gigs'],
  fullHistory: boolean,
): Promise<AnalyticsResponse> {
  const starts = bucketStarts(range, now);
  const from = starts[0] ?? isoDay(now.getTime());
  const to = now.toISOString().slice(0, 10);
  const rows = await db
    .selectFrom('analytics_daily')
    .selectAll()
    .where('expert_id', '=', expertUserId)
    .where('gig_id', '=', gig === 'all' ? '' : gig)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
  const points: AnalyticsPoint[] = starts.map((start) => ({ start, ...emptyCounts() }));
  const totals = emptyCounts();
  let i = 0;
  for (const row of rows) {
    while (i + 1 < starts.length && (starts[i + 1] ?? '') <= row.day) i += 1;
    const counts = toCounts(row);
    const point = points[i];
    if (point) addCounts(point, counts);
    addCounts(totals, counts);
  }
  const feesPaid = await feesPaidSince(db, expertUserId, from, gig);
  return { range, gig, bucket: RANGE_SPEC[range].bucket, from, to, gigs, points, totals, feesPaid, fullHistory };
}


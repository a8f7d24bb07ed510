import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { createRng } from '../../seed/demo/random';
import { ANALYTICS_DAILY_COUNTERS } from '../../db/migrations/0870_analytics';
import { addToRollups, zeroCounters } from './rollup';
import type { AnalyticsDailyTable } from './tables';

const DAY_MS = 86_400_000;

export interface DemoAnalyticsPlan {
  expertUserId: string;
  gigs: ReadonlyArray<{ id: string; credits: number }>;
  /** The last day counted (today). */
  end: Date;
  days: number;
  seed: number;
}

/** A count drawn around a mean (a rounded sum of uniform noise: never negative, rarely far off). */
const around = (mean: number, next: () => number) => Math.max(0, Math.round(mean * (0.6 + 0.8 * next())));

/**
 * Plausible daily roll-ups for an expert's gigs over `days` days (the demo marketplace and the e2e
 * suite): each gig's search impressions grow over the year with a weekly rhythm, and a steady
 * share of them becomes views, contacts, requests, accepted and completed sessions and reviews.
 * Same plan, same numbers. Answers the gig rows and the expert's total rows (gig_id '').
 */
export function planDemoRollups(p: DemoAnalyticsPlan): AnalyticsDailyTable[] {
  const rng = createRng(p.seed);
  const next = () => rng.next();
  const rows: AnalyticsDailyTable[] = [];
  const endDay = Date.UTC(p.end.getUTCFullYear(), p.end.getUTCMonth(), p.end.getUTCDate());
  const gigs = p.gigs.map((g) => ({ ...g, popularity: 15 + next() * 60, ctr: 0.06 + next() * 0.08 }));
  for (let d = p.days - 1; d >= 0; d -= 1) {
    const t = endDay - d * DAY_MS;
    const day = new Date(t).toISOString().slice(0, 10);
    const growth = 0.45 + (0.55 * (p.days - d)) / p.days;
    const weekday = new Date(t).getUTCDay();
    const week = weekday === 0 || weekday === 6 ? 0.7 : 1.1;
    const expertRow: AnalyticsDailyTable = { expert_id: p.expertUserId, gig_id: '', day, ...zeroCounters() };
    for (const g of gigs) {
      const impressions = around(g.popularity * growth * week, next);
      const gigViews = around(impressions * g.ctr, next);
      const contacts = around(gigViews * 0.12, next);
      const requests = around(gigViews * 0.05, next);
      const accepted = Math.round(requests * (0.75 + next() * 0.2));
      const expired = next() < 0.1 ? Math.min(1, requests - accepted) : 0;
      const declined = Math.max(0, requests - accepted - expired);
      const completed = Math.round(accepted * (0.85 + next() * 0.15));
      const reviews = Math.round(completed * 0.6);
      const ratingSum = Array.from({ length: reviews }, () => (next() < 0.7 ? 5 : next() < 0.85 ? 4 : 3)).reduce((a, b) => a + b, 0);
      const responses = accepted + declined;
      const responseSeconds = Array.from({ length: responses }, () => Math.round(1800 + next() * 6 * 3600 * (1.4 - growth))).reduce((a, b) => a + b, 0);
      const row: AnalyticsDailyTable = {
        expert_id: p.expertUserId,
        gig_id: g.id,
        day,
        impressions,
        gig_views: gigViews,
        profile_views: 0,
        contacts,
        requests,
        accepted,
        declined,
        expired,
        completed,
        earned_credits: completed * g.credits,
        reviews,
        rating_sum: ratingSum,
        responses,
        response_seconds: responseSeconds,
      };
      rows.push(row);
      for (const c of ANALYTICS_DAILY_COUNTERS) expertRow[c] += row[c];
    }
    expertRow.profile_views = around(gigs.length * 2 * growth, next);
    rows.push(expertRow);
  }
  return rows;
}

/** Writes planned roll-ups in bulk (added to any counts already there). */
export async function writeDemoRollups(db: Kysely<Database> | Transaction<Database>, rows: readonly AnalyticsDailyTable[]): Promise<void> {
  await addToRollups(db, rows);
}

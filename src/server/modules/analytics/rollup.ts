import { sql, type Kysely, type Transaction } from 'kysely';
import { ANALYTICS_DAILY_COUNTERS } from '../../db/migrations/0870_analytics';
import type { Database } from '../../db/schema';
import type { AnalyticsDailyCounter, AnalyticsDailyTable, AnalyticsEventsTable } from './tables';

/** Which counters one counted event adds to, and by how much (its value or 1). */
export function countersOf(kind: string, value: number): Partial<Record<AnalyticsDailyCounter, number>> {
  switch (kind) {
    case 'impression':
      return { impressions: 1 };
    case 'gig_view':
      return { gig_views: 1 };
    case 'profile_view':
      return { profile_views: 1 };
    case 'contact':
      return { contacts: 1 };
    case 'requested':
      return { requests: 1 };
    case 'accepted':
      return { accepted: 1, responses: 1, response_seconds: value };
    case 'declined':
      return { declined: 1, responses: 1, response_seconds: value };
    case 'expired':
      return { expired: 1 };
    case 'completed':
      return { completed: 1, earned_credits: value };
    case 'reviewed':
      return { reviews: 1, rating_sum: value };
    default:
      return {};
  }
}

export const zeroCounters = (): Record<AnalyticsDailyCounter, number> =>
  Object.fromEntries(ANALYTICS_DAILY_COUNTERS.map((c) => [c, 0])) as Record<AnalyticsDailyCounter, number>;

type Counted = Pick<AnalyticsEventsTable, 'day' | 'kind' | 'expert_id' | 'gig_id' | 'value'>;

/**
 * The roll-up rows the events add to: each to its expert's day (gig_id '') and, when it is about a
 * gig, to that gig's day too.
 */
export function rollupRows(events: readonly Counted[]): AnalyticsDailyTable[] {
  const rows = new Map<string, AnalyticsDailyTable>();
  const add = (expert_id: string, gig_id: string, day: string, adds: Partial<Record<AnalyticsDailyCounter, number>>) => {
    const key = `${expert_id}|${gig_id}|${day}`;
    let row = rows.get(key);
    if (!row) {
      row = { expert_id, gig_id, day, ...zeroCounters() };
      rows.set(key, row);
    }
    for (const [c, v] of Object.entries(adds) as Array<[AnalyticsDailyCounter, number]>) row[c] += v;
  };
  for (const e of events) {
    const adds = countersOf(e.kind, e.value);
    add(e.expert_id, '', e.day, adds);
    if (e.gig_id) add(e.expert_id, e.gig_id, e.day, adds);
  }
  return [...rows.values()];
}

/** Rows per statement: 17 values each stays far under SQLite's and PostgreSQL's parameter limits. */
export const ROLLUP_CHUNK = 500;

/** Adds the rows to the roll-ups (a new day's row is inserted, an existing one incremented). */
export async function addToRollups(db: Kysely<Database> | Transaction<Database>, rows: readonly AnalyticsDailyTable[]): Promise<void> {
  const increments = Object.fromEntries(
    ANALYTICS_DAILY_COUNTERS.map((c) => [c, sql<number>`${sql.ref(`analytics_daily.${c}`)} + ${sql.ref(`excluded.${c}`)}`]),
  ) as Record<AnalyticsDailyCounter, ReturnType<typeof sql<number>>>;
  for (let i = 0; i < rows.length; i += ROLLUP_CHUNK) {
    await db
      .insertInto('analytics_daily')
      .values(rows.slice(i, i + ROLLUP_CHUNK))
      .onConflict((oc) => oc.columns(['expert_id', 'gig_id', 'day']).doUpdateSet(increments))
      .execute();
  }
}

import type { ANALYTICS_DAILY_COUNTERS } from '../../db/migrations/0870_analytics';

/** One counted event (unique by day, kind, expert, gig and visitor); kept 90 days. */
export interface AnalyticsEventsTable {
  day: string;
  kind: string;
  /** The expert's user id. */
  expert_id: string;
  /** '' for an event of the expert's page (a profile view or a contact there). */
  gig_id: string;
  /** 'u:<user id>', 'a:<daily hash>' for a visitor without an account, 'b:<booking id>' for a booking event. */
  visitor: string;
  /** Credits earned, stars given or seconds to respond; 0 when the event has none. */
  value: number;
  created_at: string;
}

export type AnalyticsDailyCounter = (typeof ANALYTICS_DAILY_COUNTERS)[number];

/** The roll-up of one expert's (gig_id '') or one gig's day. */
export type AnalyticsDailyTable = { expert_id: string; gig_id: string; day: string } & Record<AnalyticsDailyCounter, number>;

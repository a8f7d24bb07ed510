/** What a keyword event counts: the gig shown, opened from that search, or booked by its buyer. */
export type KeywordEventKind = 'impression' | 'click' | 'booking';

/** One counted keyword event (unique by day, kind, gig, keyword and visitor); kept 90 days. */
export interface KeywordEventsTable {
  day: string;
  kind: KeywordEventKind;
  gig_id: string;
  /** The buyer's search words as the index sees them (keywordTerms joined by a space). */
  keyword: string;
  /** As analytics_events: 'u:<user id>', 'a:<daily hash>', or 'b:<booking id>' for a booking. */
  visitor: string;
  /** The gig's expert (user id). */
  expert_id: string;
  created_at: string;
}

/** The roll-up of one gig's keyword on one day. */
export interface KeywordDailyTable {
  expert_id: string;
  gig_id: string;
  keyword: string;
  day: string;
  impressions: number;
  clicks: number;
  bookings: number;
}

/** A gig's position for a keyword on a day the ranking page worked it out (null: beyond POSITION_DEPTH); kept 90 days. */
export interface KeywordPositionsTable {
  expert_id: string;
  gig_id: string;
  keyword: string;
  day: string;
  position: number | null;
}

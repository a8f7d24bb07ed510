/**
 * The gig search index (migration 0502): one row per gig, kept in step by triggers. Its quality
 * key (SQLite `rid`, the FTS5 rowid; PostgreSQL `qkey`) and PostgreSQL's `document` tsvector are
 * reached through raw SQL only, so they are not typed here.
 */
export interface GigSearchTable {
  gig_id: string;
  /** The order in which the index first saw the gig (the last part of the quality key). */
  seq: number;
  expert_id: string;
  /** 1 when the gig is active (its expert exists by construction). */
  listed: number;
  hourly_rate: number | null;
  /** The expert's level in the gig's skill (or their best): 1 Beginner, 2 Intermediate, 3 Expert, 0 none. */
  level: number;
  /** Years of experience in that skill ('More than 10 years' = 11). */
  experience: number;
  /** Mean stars of the gig's reviews, 0 without reviews. */
  rating: number;
  review_count: number;
  /** The sum of the stars of the gig's reviews. */
  rating_sum: number;
  /** Credits of the Basic package; NO_PRICE (2^31 - 1) when it has none, so it sorts last. */
  basic_credits: number;
  /** The expert's held level (migration 1150): 0 New, 1 Level 1, 2 Level 2, 3 Top Rated. */
  tier: number;
}

/** Users the demo marketplace seed created. */
export interface DemoAccountsTable {
  user_id: string;
  created_at: string;
}

/** Searches that found nothing or only once corrected, per day (migration 0503; no user, no address). */
export interface SearchQueryStatsTable {
  /** YYYY-MM-DD (UTC). */
  day: string;
  kind: 'zero' | 'corrected';
  query: string;
  corrected: string | null;
  count: number;
}

/** The search vocabulary (migration 0503): words of listed gigs with their gig counts, and the catalogue's words. */
export interface SearchVocabTable {
  term: string;
  /** Listed gigs whose title, tags, softwares or categories have the word. */
  docs: number;
  /** 1 for a word of the catalogue (kept at 0 gigs). */
  catalog: number;
  /** The word's length in characters. */
  len: number;
}

/**
 * The gig search index: one row per gig, kept in step by the triggers of migration 0500. On
 * SQLite `rid` is the rowid shared with the FTS5 table `gig_fts`; on PostgreSQL the row also
 * carries a `document` tsvector. Both are reached through raw SQL only, so they are not typed here.
 */
export interface GigSearchTable {
  gig_id: string;
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
  /** Credits of the Basic package; NO_PRICE (2^31 - 1) when it has none, so it sorts last. */
  basic_credits: number;
  /** The bits (search_language_bits) of the languages the expert speaks. */
  lang_mask: number;
  created_at: string;
}

/** The languages that have a bit in gig_search.lang_mask. */
export interface SearchLanguageBitsTable {
  language: string;
  bit: number;
}

/** Users the demo marketplace seed created. */
export interface DemoAccountsTable {
  user_id: string;
  created_at: string;
}

/**
 * What both dialects of migration 1150 share: the expert's held level in the search index. The
 * index's source view gains `tier` (0 New, 1 Level 1, 2 Level 2, 3 Top Rated) read from
 * `expert_levels`, and a gig's facet words gain `tier1`… for its expert's level and every level
 * below it down to Level 1, so "Level 2 and up" is one word of the text index like "4 stars and up".
 *
 * The view extends the one 1000 made (0921's builder with 1000's listed rule: active, not hidden, owner
 * not suspended, only reviews that count), so every rule a later migration added stays.
 */
import { sourceView } from './0921_reviews_held_back';
import { OWNER_NOT_SUSPENDED } from './0990_suspensions';

/** The held levels by rank, as this migration made them (kept here so it makes today what it made then). */
const LEVELS_BY_RANK = ['new', 'level-1', 'level-2', 'top-rated'] as const;

/** The held levels above New, by rank (1 Level 1, 2 Level 2, 3 Top Rated), each one facet word. */
export const TIER_RANKS = [1, 2, 3] as const;

/** The facet word of a held level and up (`tier2`: Level 2 and up); SQLite spells it as a word, PostgreSQL as a lexeme after '='. */
export const tierWord = (rank: number | string) => `tier${rank}`;

/** The facet words of the level in column `tier` as SQL text expressions, each a word or NULL. */
export const tierFacetExpressions = (tier: string): string[] =>
  TIER_RANKS.map((rank) => `CASE WHEN ${tier} >= ${rank} THEN '${tierWord(rank)}' END`);

/** The rank of the level `expertId` (SQL) holds; 0 (New) when never evaluated. */
const heldTier = (expertId: string) => `COALESCE((SELECT CASE l.level ${LEVELS_BY_RANK.map((id, rank) => `WHEN '${id}' THEN ${rank}`).join(' ')} ELSE 0 END
        FROM expert_levels l WHERE l.expert_id = ${expertId}), 0)`;

/** A gig is listed while it is active, not hidden, and its owner is not suspended: 1000's rule as 1000 wrote it (it does not export it). */
export const LISTED_UNLESS_HIDDEN = `CASE WHEN g.active = 1 AND g.hidden_at IS NULL AND ${OWNER_NOT_SUSPENDED} THEN 1 ELSE 0 END`;

/** The index's source view as 1000 left it (its body after `AS`), without the level: what down restores. */
export const sourceViewBefore = (postgres: boolean) => sourceView(postgres, true, LISTED_UNLESS_HIDDEN);

/**
 * The index's source view with the expert's held level as its last column; `listed`: what makes a gig
 * listed (a later migration that adds to it passes its own rule).
 */
export const sourceViewWithTier = (postgres: boolean, listed = LISTED_UNLESS_HIDDEN) =>
  `SELECT v.*, ${heldTier('v.expert_id')} AS tier FROM (${sourceView(postgres, true, listed)}) v`;

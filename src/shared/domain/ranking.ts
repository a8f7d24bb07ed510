import { z } from 'zod';
import { english } from '#shared/i18n/english';
import { KEYWORD_MAX_LENGTH } from './search';

/**
 * Ranking: the keywords that showed an expert's gigs in search, the gigs' positions for them, and
 * "where would I rank for …". Positions are those of the search's default order (relevance, no
 * filter), counted in its list of results ('Top Experts' above the list is not counted).
 */

/** The windows the keyword figures are summed over, in days (today included). */
export const RANKING_WINDOWS = [7, 30, 90] as const;
export type RankingWindow = (typeof RANKING_WINDOWS)[number];
/** The days of the trend chart (today included). */
export const RANKING_SERIES_DAYS = 90;
/** A gig's keywords listed: the most impressions over 90 days first. */
export const KEYWORDS_PER_GIG = 10;
/** How far down the results a position is looked for (about 8 pages of 12); deeper is "not in the first 100". */
export const POSITION_DEPTH = 100;
/** The gigs just above a gig's position that "what they have" compares it with. */
export const COMPARED_ABOVE = 10;
/** "Where would I rank" queries an expert may make, per RANKING_CHECK_WINDOW. */
export const RANKING_CHECKS_MAX = 30;
export const RANKING_CHECK_WINDOW = '10 minutes';

/**
 * A keyword has a word when it has a letter or a digit: exactly when the search's keywordTerms finds
 * one (tested here without it, so the pages that check a keyword do not carry the search's word rules).
 */
const hasWord = (keyword: string) => /[\p{L}\p{N}]/u.test(keyword);

/** The query of GET /api/ranking/position: one of the expert's gigs and the words to rank it for. */
export const rankingPositionQuerySchema = z
  .object({
    gig: z.string().min(1).max(100),
    keyword: z
      .string()
      .trim()
      .max(KEYWORD_MAX_LENGTH, english('messages:ranking.keywordTooLong', { max: KEYWORD_MAX_LENGTH }))
      .refine(hasWord, { message: english('messages:ranking.keywordRequired') }),
  })
  .strict();
export type RankingPositionQuery = z.infer<typeof rankingPositionQuerySchema>;

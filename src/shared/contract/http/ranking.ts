import { z } from 'zod';
import { rankingPositionQuerySchema } from '../../domain/ranking';
import { defineRoute } from './route';

const figuresSchema = z.object({ impressions: z.number().int(), clicks: z.number().int(), bookings: z.number().int() });
export type RankingFigures = z.infer<typeof figuresSchema>;

/**
 * A keyword's days, aligned with its gig's `series`: the figures of each day, and the position the
 * ranking page recorded that day ('beyond': not in the first POSITION_DEPTH; null: not recorded,
 * the page was not opened that day).
 */
const keywordSeriesSchema = z.object({
  impressions: z.array(z.number().int()),
  clicks: z.array(z.number().int()),
  bookings: z.array(z.number().int()),
  positions: z.array(z.union([z.number().int(), z.literal('beyond'), z.null()])),
});
export type KeywordSeries = z.infer<typeof keywordSeriesSchema>;

/** One keyword that showed a gig: its position today, its figures over 7, 30 and 90 days, and its days. */
const rankingKeywordSchema = z.object({
  keyword: z.string(),
  /** 1-based, in the search's default order; null when not in the first POSITION_DEPTH results. */
  position: z.number().int().nullable(),
  d7: figuresSchema,
  d30: figuresSchema,
  d90: figuresSchema,
  series: keywordSeriesSchema,
});
export type RankingKeyword = z.infer<typeof rankingKeywordSchema>;

const rankingDaySchema = figuresSchema.extend({ day: z.string() });
export type RankingDay = z.infer<typeof rankingDaySchema>;

const rankingGigSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Shown in search (active, not hidden): an unlisted gig has no position. */
  listed: z.boolean(),
  keywords: z.array(rankingKeywordSchema),
  /** Every day of the last RANKING_SERIES_DAYS, oldest first: the gig's figures over all its keywords. */
  series: z.array(rankingDaySchema),
});
export type RankingGig = z.infer<typeof rankingGigSchema>;

export const rankingResponseSchema = z.object({ today: z.string(), depth: z.number().int(), gigs: z.array(rankingGigSchema) });
export type RankingResponse = z.infer<typeof rankingResponseSchema>;

const countedSchema = z.object({ name: z.string(), count: z.number().int() });

/** What the gigs above have that the gig lacks, from their data. */
const rankingGapsSchema = z.object({
  /** How many gigs above were compared (the COMPARED_ABOVE just above, or the first ones). */
  compared: z.number().int(),
  /** Tags and softwares at least half of them list and the gig does not, most common first. */
  tags: z.array(countedSchema),
  softwares: z.array(countedSchema),
  /** The median review count and rating of the gigs compared, beside the gig's own. */
  reviews: z.object({ gig: z.number().int(), above: z.number() }),
  rating: z.object({ gig: z.number(), above: z.number() }),
  /** The Basic package's credits: the gig's (null without one) and the range of the gigs compared. */
  price: z.object({ gig: z.number().int().nullable(), low: z.number().int().nullable(), high: z.number().int().nullable() }),
});
export type RankingGaps = z.infer<typeof rankingGapsSchema>;

export const rankingPositionResponseSchema = z.object({
  gig: z.string(),
  keyword: z.string(),
  listed: z.boolean(),
  /** 1-based; null when not in the first `depth` results. */
  position: z.number().int().nullable(),
  depth: z.number().int(),
  /** All results for the keyword. */
  total: z.number().int(),
  /** The words the search used when it had to correct them; null as typed. */
  correctedQuery: z.string().nullable(),
  gaps: rankingGapsSchema.nullable(),
});
export type RankingPositionResponse = z.infer<typeof rankingPositionResponseSchema>;

/** The expert's ranking: the keywords that showed their gigs, and where a gig would rank for a keyword. */
export const rankingRoutes = {
  /** The signed-in expert's gigs with the keywords that showed them, positions today and figures. */
  expertRanking: defineRoute({
    method: 'GET',
    path: '/api/ranking',
    auth: 'expert',
    response: rankingResponseSchema,
  }),
  /** Where one of the expert's gigs ranks now for a keyword, through the search itself (limited per expert). */
  rankingPosition: defineRoute({
    method: 'GET',
    path: '/api/ranking/position',
    refuses: [404],
    auth: 'expert',
    query: rankingPositionQuerySchema,
    response: rankingPositionResponseSchema,
  }),
};

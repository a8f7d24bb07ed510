import type { Db } from '../../db/database';
import type { RankingGaps, RankingPositionResponse } from '#shared/contract/http/ranking';
import { COMPARED_ABOVE, POSITION_DEPTH } from '#shared/domain/ranking';
import { rankingKeyword } from './keyword';
import { NO_PRICE } from '../../db/migrations/0500_search_shared';
import { searchOrder } from '../search/service';
import { jsonStrings } from '../search/values';

/** A name listed by at least this share of the gigs compared counts as what they have. */
const COMMON_SHARE = 0.5;
const LISTED_GAPS = 8;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const tenth = (n: number) => Math.round(n * 10) / 10;

interface Facts {
  id: string;
  tags: string[];
  softwares: string[];
  reviewCount: number;
  rating: number;
  credits: number | null;
}

async function factsOf(db: Db, ids: readonly string[]): Promise<Map<string, Facts>> {
  if (ids.length === 0) return new Map();
  const rows = await db.kysely
    .selectFrom('gigs as g')
    .leftJoin('gig_search as s', 's.gig_id', 'g.id')
    .select(['g.id', 'g.tags_json', 'g.softwares_json', 's.review_count', 's.rating', 's.basic_credits'])
    .where('g.id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        tags: jsonStrings(r.tags_json),
        softwares: jsonStrings(r.softwares_json),
        reviewCount: r.review_count ?? 0,
        rating: r.rating ?? 0,
        credits: r.basic_credits === null || r.basic_credits === NO_PRICE ? null : r.basic_credits,
      },
    ]),
  );
}

/** Names (case aside) that at least half of `above` list and `own` does not, most common first. */
function missing(own: readonly string[], above: ReadonlyArray<readonly string[]>): RankingGaps['tags'] {
  const have = new Set(own.map((n) => n.toLowerCase()));
  const counts = new Map<string, { name: string; count: number }>();
  for (const names of above) {
    for (const name of new Set(names.map((n) => n.trim()).filter((n) => n !== ''))) {
      const key = name.toLowerCase();
      if (have.has(key)) continue;
      const c = counts.get(key) ?? { name, count: 0 };
      c.count += 1;
      counts.set(key, c);
    }
  }
  const needed = Math.max(1, Math.ceil(above.length * COMMON_SHARE));
  return [...counts.values()]
    .filter((c) => c.count >= needed)
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : 1))
    .slice(0, LISTED_GAPS);
}

/** What the compared gigs have that the gig lacks: common tags and softwares, reviews, rating, price. */
export function gapsOf(gig: Facts, above: readonly Facts[]): RankingGaps {
  const prices = above.flatMap((f) => (f.credits === null ? [] : [f.credits]));
  const rated = above.filter((f) => f.reviewCount > 0);
  return {
    compared: above.length,
    tags: missing(gig.tags, above.map((f) => f.tags)),
    softwares: missing(gig.softwares, above.map((f) => f.softwares)),
    reviews: { gig: gig.reviewCount, above: tenth(median(above.map((f) => f.reviewCount))) },
    rating: { gig: tenth(gig.rating), above: tenth(median(rated.map((f) => f.rating))) },
    price: { gig: gig.credits, low: prices.length > 0 ? Math.min(...prices) : null, high: prices.length > 0 ? Math.max(...prices) : null },
  };
}

/**
 * Where a gig ranks for a keyword now, through the search itself, and what the gigs just above it
 * (or, when it is not in the first POSITION_DEPTH, the first ones) have that it lacks. The gig is
 * the caller's: the route checked it.
 */
export async function rankingPosition(db: Db, gig: { id: string; listed: boolean }, keyword: string): Promise<RankingPositionResponse> {
  const words = rankingKeyword(keyword) ?? '';
  const { ids, total, corrected } = await searchOrder(db, keyword, POSITION_DEPTH);
  const index = ids.indexOf(gig.id);
  const position = index >= 0 ? index + 1 : null;
  const aboveIds = index >= 0 ? ids.slice(Math.max(0, index - COMPARED_ABOVE), index) : ids.slice(0, COMPARED_ABOVE);
  const facts = await factsOf(db, [gig.id, ...aboveIds]);
  const own = facts.get(gig.id);
  const above = aboveIds.flatMap((id) => facts.get(id) ?? []);
  return {
    gig: gig.id,
    keyword: words,
    listed: gig.listed,
    position,
    depth: POSITION_DEPTH,
    total,
    correctedQuery: corrected,
    gaps: own && above.length > 0 ? gapsOf(own, above) : null,
  };
}

import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { TOP_EXPERTS_COUNT, type SearchQuery } from '#shared/domain/search';
import { postgresOrder, type Keyword } from './match';
import { windowSlices } from './window';

/**
 * A keyword search on PostgreSQL that is not broad, in one statement: the GIN index finds the matches (keyword and
 * facet lexemes at once), they are gathered once, narrow, and the count, the page and the best rated
 * matches (for Top Experts) are all read from that one set and its first `window` rows in quality
 * order (w). Only the ranked window fetches documents, by tuple id (the snapshot of the statement
 * holds them still).
 */
/** From this many matches (the planner's estimate) on, separate queries walking btree indexes win. */
export const BROAD_MATCHES = 12_000;

/** Recent estimates by query (a plan choice only, never a result, so a stale one costs time at most). */
const estimates = new Map<string, { rows: number; at: number }>();
const ESTIMATES_KEPT = 1000;
const ESTIMATE_TTL_MS = 10 * 60_000;

/** The planner's estimate of a text query's matches (planning only, under a millisecond; remembered). */
/** A text query as a key: its SQL and parameters. */
export function queryKey(db: Db, match: RawBuilder<unknown>): string {
  const compiled = match.compile(db.kysely);
  return `${compiled.sql}|${JSON.stringify(compiled.parameters)}`;
}

async function estimatedMatches(db: Db, match: RawBuilder<unknown>): Promise<number> {
  const key = queryKey(db, match);
  const known = estimates.get(key);
  if (known && Date.now() - known.at < ESTIMATE_TTL_MS) return known.rows;
  const { rows } = await sql<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>`EXPLAIN (FORMAT JSON)
    SELECT 1 FROM gig_search s WHERE s.listed = 1 AND s.document @@ ${match}`.execute(db.kysely);
  const estimate = rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0;
  estimates.delete(key);
  estimates.set(key, { rows: estimate, at: Date.now() });
  if (estimates.size > ESTIMATES_KEPT) estimates.delete(estimates.keys().next().value ?? key);
  return estimate;
}

/** Whether the planner expects `from` matches or more. */
export async function isBroad(db: Db, match: RawBuilder<unknown>, from: number): Promise<boolean> {
  return from <= 0 || (await estimatedMatches(db, match)) >= from;
}

export interface TextSearchRows {
  total: number;
  pageIds: string[];
  /** The best rated matches with reviews, in quality order, with their experts. */
  rated: Array<{ gig_id: string; expert_id: string }>;
}

const SORTS: Record<Exclude<SearchQuery['sortBy'], 'relevance'>, RawBuilder<unknown>> = {
  'highest-rated': sql`qkey DESC`,
  'lowest-price': sql`basic_credits ASC, qkey DESC`,
  'most-experience': sql`experience DESC, level DESC, qkey DESC`,
};

function pageQuery(k: Keyword, query: SearchQuery, window: number): RawBuilder<unknown> {
  const limit = query.pageSize;
  const offset = (query.page - 1) * limit;
  const { ranked, rest } = windowSlices(window, limit, offset);
  if (query.sortBy === 'highest-rated' && !rest) return sql`ARRAY(SELECT gig_id FROM w ORDER BY qkey DESC LIMIT ${limit} OFFSET ${offset})`;
  if (query.sortBy !== 'relevance') return sql`ARRAY(SELECT gig_id FROM m ORDER BY ${SORTS[query.sortBy]} LIMIT ${limit} OFFSET ${offset})`;
  const parts: RawBuilder<unknown>[] = [];
  if (ranked) {
    // The window's rows are read again by their tuple ids (one heap page each, no index walk) for their documents.
    parts.push(sql`ARRAY(SELECT w.gig_id FROM (SELECT gig_id, qkey, t FROM w ORDER BY qkey DESC LIMIT ${window}) w JOIN gig_search s ON s.ctid = w.t
      ORDER BY ${postgresOrder(sql`s.document`, k, sql`s.tier`)}, w.qkey DESC
      LIMIT ${ranked.limit} OFFSET ${ranked.offset})`);
  }
  if (rest) parts.push(sql`ARRAY(SELECT gig_id FROM m ORDER BY qkey DESC LIMIT ${rest.limit} OFFSET ${rest.offset})`);
  return sql.join(parts, sql` || `);
}

/**
 * `indexed`: part of `match` the GIN index is asked for; the whole of `match` is then tested on the
 * rows it finds (ts_match_vq, the function of @@, which no index serves). Null: all of it.
 */
export async function postgresTextSearch(
  db: Db,
  match: RawBuilder<unknown>,
  k: Keyword,
  query: SearchQuery,
  window: number,
  indexed: RawBuilder<unknown> | null = null,
): Promise<TextSearchRows> {
  // Enough rated matches for Top Experts once the page's own gigs are left out of it (repo.ts).
  const top = TOP_EXPERTS_COUNT * 10 + query.pageSize;
  // Reviewed gigs come first in quality order, so the best rated ones are all in the window w
  // whenever it holds an unreviewed one or the whole set.
  const rated = sql`SELECT gig_id, expert_id FROM w WHERE review_count > 0 ORDER BY qkey DESC LIMIT ${query.page === 1 ? top : 0}`;
  const matches = indexed ? sql`s.document @@ ${indexed} AND ts_match_vq(s.document, ${match})` : sql`s.document @@ ${match}`;
  const { rows } = await sql<{ total: number; page_ids: string[]; rated_ids: string[]; rated_experts: string[] }>`
    WITH m AS MATERIALIZED (
      SELECT s.ctid AS t, s.gig_id, s.qkey, s.expert_id, s.review_count, s.basic_credits, s.experience, s.level
      FROM gig_search s WHERE s.listed = 1 AND ${matches}),
    w AS MATERIALIZED (SELECT t, gig_id, qkey, expert_id, review_count FROM m ORDER BY qkey DESC LIMIT ${Math.max(window, top)})
    SELECT (SELECT count(*) FROM m) AS total, ${pageQuery(k, query, window)} AS page_ids,
      ARRAY(SELECT gig_id FROM (${rated}) r) AS rated_ids, ARRAY(SELECT expert_id FROM (${rated}) r) AS rated_experts`.execute(db.kysely);
  const row = rows[0];
  if (!row) return { total: 0, pageIds: [], rated: [] };
  return {
    total: Number(row.total),
    pageIds: row.page_ids,
    rated: row.rated_ids.map((gig_id, i) => ({ gig_id, expert_id: row.rated_experts[i] ?? '' })),
  };
}

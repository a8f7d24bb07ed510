import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { TOP_EXPERTS_COUNT, type SearchQuery } from '../../../shared/domain/search';
import { facetTokens, ftsMatch, postgresQuery, type Keyword } from './match';
import type { SearchPlan } from './plan';
import { postgresPlan } from './plan-postgres';
import { sqlitePlan } from './plan-sqlite';

/**
 * The search over the index of migration 0502: ids first, cards later.
 *
 * Relevance ranks the best rated matches by text relevance (bm25 on SQLite, ts_rank on
 * PostgreSQL): the first RELEVANCE_WINDOW matches in quality order (500, some 40 pages) are
 * ranked, and any further matches follow in quality order. A keyword that matches fewer gigs is
 * ranked whole; a broad one ("design") costs a bounded amount of work instead of scoring every match.
 */
export const RELEVANCE_WINDOW = 500;

export interface SearchIds {
  total: number;
  /** The gig ids of the requested page, in order. */
  pageIds: string[];
  /** The best rated results of the whole set, one per expert (page 1 only). */
  topIds: string[];
}

function planFor(db: Db, k: Keyword, facets: readonly string[], total: number | null): SearchPlan {
  return db.kind === 'sqlite' ? sqlitePlan(db, ftsMatch(k, facets), total) : postgresPlan(db, postgresQuery(k, facets));
}

/** The page [offset, offset + limit) of the relevance order: the ranked window, then quality order. */
async function relevancePage(plan: SearchPlan, k: Keyword, window: number, limit: number, offset: number) {
  const end = offset + limit;
  const [ranked, rest] = await Promise.all([
    offset < window ? plan.byRelevance(k, window, Math.min(end, window) - offset, offset) : [],
    end > window ? plan.byQuality(end - Math.max(offset, window), Math.max(offset, window)) : [],
  ]);
  return [...ranked, ...rest];
}

async function topExperts(plan: SearchPlan): Promise<string[]> {
  const topIds: string[] = [];
  const seen = new Set<string>();
  for (const r of await plan.rated(TOP_EXPERTS_COUNT * 10)) {
    if (seen.has(r.expert_id)) continue;
    seen.add(r.expert_id);
    topIds.push(r.gig_id);
    if (topIds.length === TOP_EXPERTS_COUNT) break;
  }
  return topIds;
}

/**
 * The count, the page and Top Experts of one text query. SQLite counts first and picks its plan by
 * the number of matches; PostgreSQL asks all three at once, on three connections.
 */
async function run(db: Db, k: Keyword, facets: readonly string[], query: SearchQuery, window: number): Promise<SearchIds> {
  const { pageSize: limit, sortBy } = query;
  const offset = (query.page - 1) * limit;
  const known = db.kind === 'sqlite' ? await planFor(db, k, facets, null).count() : null;
  if (known !== null && offset >= known) return { total: known, pageIds: [], topIds: [] };
  const plan = planFor(db, k, facets, known);
  const page = (): Promise<string[]> => {
    if (sortBy === 'relevance' && k.terms.length > 0) return relevancePage(plan, k, window, limit, offset);
    if (sortBy === 'relevance' || sortBy === 'highest-rated') return plan.byQuality(limit, offset);
    return plan.bySort(sortBy, limit, offset);
  };
  const [total, pageIds, topIds] = await Promise.all([known ?? plan.count(), page(), query.page === 1 ? topExperts(plan) : []]);
  return { total, pageIds, topIds };
}

export async function searchIds(db: Db, terms: readonly string[], query: SearchQuery, window = RELEVANCE_WINDOW): Promise<SearchIds> {
  const facets = facetTokens(query);
  const all = await run(db, { terms, any: false }, facets, query, window);
  // Nothing has every word: rank what has at least one of them (more words rank higher).
  if (all.total === 0 && terms.length > 1) return run(db, { terms, any: true }, facets, query, window);
  return all;
}

/** The active gigs of one expert, newest first (then by id, byte-wise on both databases). */
export async function expertGigIds(db: Db, expertId: string): Promise<string[]> {
  const id = db.kind === 'postgres' ? sql`g.id COLLATE "C"` : sql`g.id`;
  const rows = await db.kysely
    .selectFrom('gigs as g')
    .select('g.id')
    .where('g.expert_id', '=', expertId)
    .where('g.active', '=', 1)
    .orderBy('g.created_at', 'desc')
    .orderBy(id)
    .execute();
  return rows.map((r) => r.id);
}

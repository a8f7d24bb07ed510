import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { TOP_EXPERTS_COUNT, type SearchQuery } from '#shared/domain/search';
import { facetTokens, ftsMatch, plainKeyword, postgresQuery, type Keyword, type SearchFilters, type Slot } from './match';
import type { SearchPlan } from './plan';
import { filterConditions, postgresPlan } from './plan-postgres';
import { rememberedCount } from './broad-counts';
import { BROAD_MATCHES, isBroad, postgresTextSearch, queryKey } from './postgres-text';
import { windowSlices } from './window';
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

/** How a search runs: the relevance window, and from how many matches PostgreSQL treats a keyword as broad. */
export interface SearchTuning {
  window: number;
  broadFrom: number;
}

const TUNING: SearchTuning = { window: RELEVANCE_WINDOW, broadFrom: BROAD_MATCHES };

export interface SearchIds {
  total: number;
  /** The gig ids of the requested page, in order. */
  pageIds: string[];
  /** The best rated results of the whole set, one per expert (page 1 only). */
  topIds: string[];
}

/**
 * SQLite asks its text index for keyword and filters alike; PostgreSQL without a keyword reads
 * columns, and with one its GIN index.
 */
function planFor(db: Db, k: Keyword, filters: SearchFilters, total: number | null): SearchPlan {
  if (db.kind === 'sqlite') return sqlitePlan(db, ftsMatch(k, facetTokens(filters)), total);
  const match = k.terms.length > 0 ? postgresQuery(k, facetTokens(filters)) : null;
  return postgresPlan(db, match ? sql`s.listed = 1 AND s.document @@ ${match}` : filterConditions(filters));
}

async function relevancePage(plan: SearchPlan, k: Keyword, window: number, limit: number, offset: number) {
  const { ranked, rest } = windowSlices(window, limit, offset);
  const [first, then] = await Promise.all([
    ranked ? plan.byRelevance(k, window, ranked.limit, ranked.offset) : [],
    rest ? plan.byQuality(rest.limit, rest.offset) : [],
  ]);
  return [...first, ...then];
}

/**
 * The best rated matches, one gig per expert ('Top Experts'); `rated` is in quality order. A gig the
 * page lists under 'All Experts' is not shown again above it: the row brings forward the best rated
 * experts the page does not show (none when every match fits on the page).
 */
function pickTopExperts(rated: ReadonlyArray<{ gig_id: string; expert_id: string }>, pageIds: readonly string[]): string[] {
  const topIds: string[] = [];
  const seen = new Set<string>();
  const onPage = new Set(pageIds);
  for (const r of rated) {
    if (seen.has(r.expert_id) || onPage.has(r.gig_id)) continue;
    seen.add(r.expert_id);
    topIds.push(r.gig_id);
    if (topIds.length === TOP_EXPERTS_COUNT) break;
  }
  return topIds;
}

/**
 * The count, the page and Top Experts of one query. A keyword search on PostgreSQL that is not
 * broad is one statement (one pass over the matches). Otherwise SQLite counts first and picks its
 * plan by the number of matches, and PostgreSQL asks all three at once, on three connections.
 */
async function run(
  db: Db,
  k: Keyword,
  filters: SearchFilters,
  query: SearchQuery,
  tuning: SearchTuning,
  lead: readonly Slot[] | null = null,
): Promise<SearchIds> {
  const { window } = tuning;
  const { pageSize: limit, sortBy } = query;
  const offset = (query.page - 1) * limit;
  const textQuery = db.kind === 'postgres' && k.terms.length > 0 ? postgresQuery(k, facetTokens(filters)) : null;
  if (textQuery && !(await isBroad(db, textQuery, tuning.broadFrom))) {
    const indexed = lead && !k.any ? postgresQuery({ terms: lead, any: false }, []) : null;
    const r = await postgresTextSearch(db, textQuery, k, query, window, indexed);
    return { total: r.total, pageIds: r.pageIds, topIds: query.page === 1 ? pickTopExperts(r.rated, r.pageIds) : [] };
  }
  const known = db.kind === 'sqlite' ? await planFor(db, k, filters, null).count() : null;
  if (known !== null && offset >= known) return { total: known, pageIds: [], topIds: [] };
  const plan = planFor(db, k, filters, known);
  const page = (): Promise<string[]> => {
    if (sortBy === 'relevance' && k.terms.length > 0) return relevancePage(plan, k, window, limit, offset);
    if (sortBy === 'relevance' || sortBy === 'highest-rated') return plan.byQuality(limit, offset);
    return plan.bySort(sortBy, limit, offset);
  };
  const rated = async () => (query.page === 1 ? plan.rated(TOP_EXPERTS_COUNT * 10 + limit) : []);
  // Only a broad PostgreSQL keyword search gets here with a text query: its total may be remembered.
  const count = () => (textQuery ? rememberedCount(db, queryKey(db, textQuery), () => plan.count()) : plan.count());
  const [total, pageIds, best] = await Promise.all([known ?? count(), page(), rated()]);
  return { total, pageIds, topIds: pickTopExperts(best, pageIds) };
}

export async function searchIds(db: Db, terms: readonly string[], query: SearchQuery, tuning: Partial<SearchTuning> = {}): Promise<SearchIds> {
  return searchSlots(db, plainKeyword(terms).terms, query, { tuning });
}

/**
 * The search of words given as slots (alternatives each); `any` only: what has at least one word.
 * `lead` (PostgreSQL, all the words): the slots its index is asked for, the rest tested on those rows.
 */
export async function searchSlots(
  db: Db,
  slots: readonly Slot[],
  query: SearchQuery,
  options: { tuning?: Partial<SearchTuning>; mode?: 'all-then-any' | 'all'; lead?: readonly Slot[] | null } = {},
): Promise<SearchIds & { any: boolean }> {
  const { mode = 'all-then-any', lead = null } = options;
  const t = { ...TUNING, ...options.tuning };
  const all = await run(db, { terms: slots, any: false }, query, query, t, lead);
  // Nothing has every word: rank what has at least one of them (more words rank higher).
  if (mode === 'all-then-any' && all.total === 0 && slots.length > 1) return { ...(await run(db, { terms: slots, any: true }, query, query, t)), any: true };
  return { ...all, any: false };
}

/** The active gigs of one expert that no operator hid, newest first (then by id, byte-wise on both databases). */
export async function expertGigIds(db: Db, expertId: string): Promise<string[]> {
  const id = db.kind === 'postgres' ? sql`g.id COLLATE "C"` : sql`g.id`;
  const rows = await db.kysely
    .selectFrom('gigs as g')
    .select('g.id')
    .where('g.expert_id', '=', expertId)
    .where('g.active', '=', 1)
    .where('g.hidden_at', 'is', null)
    .orderBy('g.created_at', 'desc')
    .orderBy(id)
    .execute();
  return rows.map((r) => r.id);
}

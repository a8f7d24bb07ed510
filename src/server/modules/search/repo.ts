import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import {
  EXPERTISE_RANK,
  HOURLY_RATE_BOUNDS,
  TOP_EXPERTS_COUNT,
  type SearchQuery,
} from '../../../shared/domain/search';
import { ftsMatch, postgresMatches, relevance, sqliteMatches, type Keyword } from './match';
import type { GigSearchTable } from './tables';

/**
 * The search over the index table `gig_search` (alias s), joined on SQLite to the FTS5 matches
 * (alias m). Ids first, cards later: sorting narrow rows is what keeps it fast at 100k gigs.
 */
type Source = SelectQueryBuilder<Database & { s: GigSearchTable }, 's', object>;

export type SearchFilters = Pick<SearchQuery, 'hourlyRate' | 'expertise' | 'language' | 'rating'> & {
  /** The language's bit in lang_mask, or null when it has none (then expert_languages is asked). */
  languageBit: number | null;
};

/** A gig counts as rated N stars and up when its mean shows as N.0 or more (one decimal, rounded). */
export const ratingThreshold = (stars: number): number => stars - 0.05;

/**
 * The matching rows (alias s; on SQLite with a keyword also m, the FTS5 matches). `inOrder` asks
 * SQLite to walk the sort order's index and test the filters on it (they are all in the index)
 * rather than gather every filtered row and sort them: the unary plus keeps the filters off the
 * index choice. That is the fast way when many rows match, so only then is it asked.
 */
function source(db: Db, k: Keyword, filters: SearchFilters, withScore: boolean, inOrder = false): Source {
  const { terms } = k;
  const col = (name: 'hourly_rate' | 'level' | 'rating') =>
    inOrder && db.kind === 'sqlite' ? sql.raw(`+s.${name}`) : sql.ref(`s.${name}`);
  let q: Source;
  if (terms.length > 0 && db.kind === 'sqlite') {
    // CROSS JOIN keeps the text matches as the outer loop (SQLite never reorders it): probing the
    // FTS index once per gig_search row instead would redo the prefix expansion each time.
    q = db.kysely
      .selectFrom(sqliteMatches(k, withScore).as('m'))
      .crossJoin('gig_search as s')
      .where(sql<SqlBool>`s.rid = m.rowid`) as unknown as Source;
  } else {
    q = db.kysely.selectFrom('gig_search as s') as unknown as Source;
    if (terms.length > 0) q = q.where(postgresMatches(k));
  }
  // Only listed gigs have searchable text; the check still lets PostgreSQL walk a sort index in order.
  q = q.where('s.listed', '=', 1);
  if (filters.hourlyRate !== 'any') {
    const { min, max } = HOURLY_RATE_BOUNDS[filters.hourlyRate];
    q = q.where(col('hourly_rate'), '>=', min);
    if (max !== null) q = q.where(col('hourly_rate'), '<', max);
  }
  if (filters.expertise) q = q.where(col('level'), '=', EXPERTISE_RANK[filters.expertise]);
  if (filters.rating) q = q.where(col('rating'), '>=', ratingThreshold(Number(filters.rating)));
  if (filters.language) {
    const { language, languageBit } = filters;
    if (languageBit !== null) q = q.where(sql<SqlBool>`(s.lang_mask & ${languageBit}) <> 0`);
    else {
      q = q.where('s.expert_id', 'in', (eb) =>
        eb.selectFrom('expert_languages').select('expert_languages.expert_id').where('expert_languages.language', '=', language),
      );
    }
  }
  return q;
}

type Order = Array<Expression<unknown>>;

const RATED: Order = [sql`s.rating DESC`, sql`s.review_count DESC`];
/** Newest first, then by id: byte-wise on both databases (PostgreSQL's default collation may differ). */
const tail = (db: Db): Order =>
  db.kind === 'postgres'
    ? [sql`s.created_at COLLATE "C" DESC`, sql`s.gig_id COLLATE "C" ASC`]
    : [sql`s.created_at DESC`, sql`s.gig_id ASC`];

/**
 * The order of each sort. Relevance (bm25 or ts_rank, the costly part of a broad search) is only
 * computed for the relevance sort; the other sorts end with rating, age and id, which every index
 * of gig_search follows.
 */
function ordering(db: Db, k: Keyword, sortBy: SearchQuery['sortBy']): Order {
  const TAIL = tail(db);
  switch (sortBy) {
    case 'relevance':
      return k.terms.length > 0 ? [sql`${relevance(db.kind, k)} DESC`, ...RATED, ...TAIL] : [...RATED, ...TAIL];
    case 'highest-rated':
      return [...RATED, ...TAIL];
    case 'lowest-price':
      return [sql`s.basic_credits ASC`, ...RATED, ...TAIL];
    case 'most-experience':
      return [sql`s.experience DESC`, sql`s.level DESC`, ...RATED, ...TAIL];
  }
}

export interface SearchIds {
  total: number;
  /** The gig ids of the requested page, in order. */
  pageIds: string[];
  /** The best rated results of the whole set, one per expert (page 1 only). */
  topIds: string[];
}

/** From this many matches on, walking an order index beats sorting the matches (SQLite). */
const IN_ORDER_MIN_ROWS = 500;

const hasFilters = (f: SearchFilters) => f.hourlyRate !== 'any' || Boolean(f.expertise || f.rating || f.language);

async function countMatches(db: Db, k: Keyword, filters: SearchFilters): Promise<number> {
  if (db.kind === 'sqlite' && k.terms.length > 0 && !hasFilters(filters)) {
    const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM gig_fts WHERE gig_fts MATCH ${ftsMatch(k)}`.execute(db.kysely);
    return Number(rows[0]?.n ?? 0);
  }
  const row = await source(db, k, filters, false).select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function languageBit(db: Db, language: string | undefined): Promise<number | null> {
  if (!language) return null;
  const row = await db.kysely.selectFrom('search_language_bits').select('bit').where('language', '=', language).executeTakeFirst();
  return row ? Number(row.bit) : null;
}

export async function searchIds(db: Db, terms: readonly string[], search: SearchQuery): Promise<SearchIds> {
  const query = { ...search, languageBit: await languageBit(db, search.language) };
  let k: Keyword = { terms, any: false };
  let total = await countMatches(db, k, query);
  if (total === 0 && terms.length > 1) {
    // Nothing has every word: rank what has any of them (more words rank higher).
    k = { terms, any: true };
    total = await countMatches(db, k, query);
  }
  const offset = (query.page - 1) * query.pageSize;
  if (total === 0 || offset >= total) return { total, pageIds: [], topIds: [] };

  const ranked = terms.length > 0 && query.sortBy === 'relevance';
  const inOrder = terms.length === 0 && total > IN_ORDER_MIN_ROWS;
  let page = source(db, k, query, ranked, inOrder).select('s.gig_id');
  for (const o of ordering(db, k, query.sortBy)) page = page.orderBy(o);
  const pageRows = await page.limit(query.pageSize).offset(offset).execute();

  const topIds: string[] = [];
  if (query.page === 1) {
    let top = source(db, k, query, false, inOrder)
      .select(['s.gig_id', 's.expert_id'])
      .where('s.review_count', '>', 0);
    for (const o of ordering(db, k, 'highest-rated')) top = top.orderBy(o);
    const rows = await top.limit(TOP_EXPERTS_COUNT * 10).execute();
    const seen = new Set<string>();
    for (const r of rows) {
      if (seen.has(r.expert_id)) continue;
      seen.add(r.expert_id);
      topIds.push(r.gig_id);
      if (topIds.length === TOP_EXPERTS_COUNT) break;
    }
  }
  return { total, pageIds: pageRows.map((r) => r.gig_id), topIds };
}

/** The active gigs of one expert, newest first. */
export async function expertGigIds(db: Db, expertId: string): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('gig_search as s')
    .select('s.gig_id')
    .where('s.expert_id', '=', expertId)
    .where('s.listed', '=', 1)
    .orderBy(sql`${sql.join(tail(db))}`)
    .execute();
  return rows.map((r) => r.gig_id);
}

import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import {
  EXPERTISE_RANK,
  HOURLY_RATE_BOUNDS,
  TOP_EXPERTS_COUNT,
  type SearchQuery,
} from '../../../shared/domain/search';
import { postgresMatches, relevance, sqliteMatches } from './match';
import type { GigSearchTable } from './tables';

/**
 * The search over the index table `gig_search` (alias s), joined on SQLite to the FTS5 matches
 * (alias m). Ids first, cards later: sorting narrow rows is what keeps it fast at 100k gigs.
 */
type Source = SelectQueryBuilder<Database & { s: GigSearchTable }, 's', object>;

export type SearchFilters = Pick<SearchQuery, 'hourlyRate' | 'expertise' | 'language' | 'rating'>;

/** A gig counts as rated N stars and up when its mean shows as N.0 or more (one decimal, rounded). */
export const ratingThreshold = (stars: number): number => stars - 0.05;

function source(db: Db, terms: readonly string[], filters: SearchFilters, withScore: boolean): Source {
  let q = db.kysely.selectFrom('gig_search as s') as unknown as Source;
  if (terms.length > 0) {
    if (db.kind === 'sqlite') {
      q = q.innerJoin(sqliteMatches(terms, withScore).as('m'), (j) => j.on(sql<SqlBool>`m.rowid = s.rid`)) as unknown as Source;
    } else {
      q = q.where(postgresMatches(terms));
    }
  }
  q = q.where('s.listed', '=', 1);
  if (filters.hourlyRate !== 'any') {
    const { min, max } = HOURLY_RATE_BOUNDS[filters.hourlyRate];
    q = q.where('s.hourly_rate', '>=', min);
    if (max !== null) q = q.where('s.hourly_rate', '<', max);
  }
  if (filters.expertise) q = q.where('s.level', '=', EXPERTISE_RANK[filters.expertise]);
  if (filters.rating) q = q.where('s.rating', '>=', ratingThreshold(Number(filters.rating)));
  if (filters.language) {
    const language = filters.language;
    q = q.where('s.expert_id', 'in', (eb) =>
      eb.selectFrom('expert_languages').select('expert_languages.expert_id').where('expert_languages.language', '=', language),
    );
  }
  return q;
}

type Order = Array<Expression<unknown>>;

const TAIL: Order = [sql`s.created_at DESC`, sql`s.gig_id ASC`];
const RATED: Order = [sql`s.rating DESC`, sql`s.review_count DESC`];

/**
 * The order of each sort. Relevance (bm25 or ts_rank, the costly part of a broad search) is only
 * computed for the relevance sort; the other sorts end with rating, age and id, which every index
 * of gig_search follows.
 */
function ordering(db: Db, terms: readonly string[], sortBy: SearchQuery['sortBy']): Order {
  switch (sortBy) {
    case 'relevance':
      return terms.length > 0 ? [sql`${relevance(db.kind, terms)} DESC`, ...RATED, ...TAIL] : [...RATED, ...TAIL];
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

export async function searchIds(db: Db, terms: readonly string[], query: SearchQuery): Promise<SearchIds> {
  const countRow = await source(db, terms, query, false)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  const total = Number(countRow?.n ?? 0);
  const offset = (query.page - 1) * query.pageSize;
  if (total === 0 || offset >= total) return { total, pageIds: [], topIds: [] };

  const ranked = terms.length > 0 && query.sortBy === 'relevance';
  let page = source(db, terms, query, ranked).select('s.gig_id');
  for (const o of ordering(db, terms, query.sortBy)) page = page.orderBy(o);
  const pageRows = await page.limit(query.pageSize).offset(offset).execute();

  let topIds: string[] = [];
  if (query.page === 1) {
    let top = source(db, terms, query, false)
      .select(['s.gig_id', 's.expert_id'])
      .where('s.review_count', '>', 0);
    for (const o of ordering(db, terms, 'highest-rated')) top = top.orderBy(o);
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
    .orderBy(sql`s.created_at DESC`)
    .orderBy(sql`s.gig_id ASC`)
    .execute();
  return rows.map((r) => r.gig_id);
}

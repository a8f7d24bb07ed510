import type { RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Keyword } from './match';

/** The static sorts: the order walks an index of gig_search (the quality key breaks ties). */
export type StaticSort = 'lowest-price' | 'most-experience';

/**
 * The queries of a search on one dialect. `match` is the text query (keyword and facets) or null
 * for "every listed gig"; all answers are gig ids in order.
 */
export interface SearchPlan {
  count(): Promise<number>;
  /** Best rated first (the quality key, descending). */
  byQuality(limit: number, offset: number): Promise<string[]>;
  bySort(sort: StaticSort, limit: number, offset: number): Promise<string[]>;
  /** The first `window` matches by quality, ranked by text relevance, sliced. */
  byRelevance(k: Keyword, window: number, limit: number, offset: number): Promise<string[]>;
  /** The first `limit` matches with reviews, best rated first, with their experts. */
  rated(limit: number): Promise<Array<{ gig_id: string; expert_id: string }>>;
}


/** Runs a raw query and answers its rows. */
export const rowsOf = async <T>(db: Db, query: RawBuilder<T>): Promise<T[]> => (await query.execute(db.kysely)).rows;

/** The gig ids of rows, in order. */
export const gigIds = (rows: ReadonlyArray<{ gig_id: string }>): string[] => rows.map((r) => r.gig_id);

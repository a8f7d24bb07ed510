import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { sqliteOrder, sqliteScore } from './match';
import { gigIds, rowsOf, type SearchPlan, type StaticSort } from './plan';

/**
 * The search on SQLite. gig_search.rid is the quality key and the FTS5 rowid, so the text index
 * yields matches best rated first and a query can stop after the rows it needs.
 */
const ORDER: Record<StaticSort, { index: string; order: RawBuilder<unknown> }> = {
  'lowest-price': { index: 'gig_search_price_idx', order: sql`s.basic_credits ASC, s.rid DESC` },
  'most-experience': { index: 'gig_search_experience_idx', order: sql`s.experience DESC, s.level DESC, s.rid DESC` },
};

/** From this many matches on, walking a sort index (testing each row against the matches) beats sorting them. */
const WALK_MIN_ROWS = 2000;

type Row = { gig_id: string };

export function sqlitePlan(db: Db, match: string | null, total: number | null): SearchPlan {
  const run = <T>(query: RawBuilder<T>) => rowsOf(db, query);
  const matches = sql`SELECT rowid FROM gig_fts WHERE gig_fts MATCH ${match}`;
  return {
    async count() {
      const rows = await run(
        match === null
          ? sql<{ n: number }>`SELECT count(*) AS n FROM gig_search WHERE listed = 1`
          : sql<{ n: number }>`SELECT count(*) AS n FROM gig_fts WHERE gig_fts MATCH ${match}`,
      );
      return Number(rows[0]?.n ?? 0);
    },
    async byQuality(limit, offset) {
      if (match === null) {
        return gigIds(await run(sql<Row>`SELECT gig_id FROM gig_search s WHERE s.listed = 1 ORDER BY s.rid DESC LIMIT ${limit} OFFSET ${offset}`));
      }
      return gigIds(
        await run(sql<Row>`SELECT s.gig_id FROM (${matches} ORDER BY rowid DESC LIMIT ${limit} OFFSET ${offset}) m
          CROSS JOIN gig_search s WHERE s.rid = m.rowid ORDER BY m.rowid DESC`),
      );
    },
    async bySort(sort, limit, offset) {
      const { index, order } = ORDER[sort];
      if (match === null || (total ?? 0) >= WALK_MIN_ROWS) {
        // The unary plus keeps the rid test off the index choice: walk the sort index, stop at the page.
        const filter = match === null ? sql`` : sql`AND +s.rid IN (${matches})`;
        return gigIds(
          await run(sql<Row>`SELECT s.gig_id FROM gig_search s INDEXED BY ${sql.raw(index)} WHERE s.listed = 1 ${filter}
            ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`),
        );
      }
      return gigIds(
        await run(sql<Row>`SELECT s.gig_id FROM (${matches}) m CROSS JOIN gig_search s WHERE s.rid = m.rowid
          ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`),
      );
    },
    async byRelevance(k, window, limit, offset) {
      return gigIds(
        await run(sql<Row>`SELECT s.gig_id FROM (SELECT rowid AS rid, ${sqliteScore} AS score FROM gig_fts
            WHERE gig_fts MATCH ${match} ORDER BY rowid DESC LIMIT ${window}) w
          CROSS JOIN gig_search s WHERE s.rid = w.rid ORDER BY ${sqliteOrder(sql`w.rid`, sql`w.score`, k, sql`s.tier`)}, w.rid DESC LIMIT ${limit} OFFSET ${offset}`),
      );
    },
    async rated(limit) {
      const source = match === null ? sql`SELECT rid AS rowid FROM gig_search WHERE listed = 1` : matches;
      return run(
        sql<{ gig_id: string; expert_id: string }>`SELECT s.gig_id, s.expert_id FROM (${source} ORDER BY rowid DESC) m
          CROSS JOIN gig_search s WHERE s.rid = m.rowid AND s.review_count > 0 ORDER BY m.rowid DESC LIMIT ${limit}`,
      );
    },
  };
}

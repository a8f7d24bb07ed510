import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { POSTGRES_WEIGHTS, keywordTsQuery } from './match';
import type { SearchPlan, StaticSort } from './plan';

/**
 * The search on PostgreSQL: the GIN index finds the matches (keyword and facet lexemes at once);
 * the partial btree indexes on the quality key and each sort let the planner walk in order when
 * many rows match. Text columns never take part in an order, so no collation can differ from SQLite.
 */
const ORDER: Record<StaticSort, RawBuilder<unknown>> = {
  'lowest-price': sql`s.basic_credits ASC, s.qkey DESC`,
  'most-experience': sql`s.experience DESC, s.level DESC, s.qkey DESC`,
};

type Row = { gig_id: string };
const ids = (rows: Row[]) => rows.map((r) => r.gig_id);

export function postgresPlan(db: Db, query: RawBuilder<unknown> | null): SearchPlan {
  const run = async <T>(q: RawBuilder<T>): Promise<T[]> => (await q.execute(db.kysely)).rows;
  const where = query === null ? sql`s.listed = 1` : sql`s.listed = 1 AND s.document @@ ${query}`;
  return {
    async count() {
      const rows = await run(sql<{ n: number }>`SELECT count(*) AS n FROM gig_search s WHERE ${where}`);
      return Number(rows[0]?.n ?? 0);
    },
    async byQuality(limit, offset) {
      return ids(await run(sql<Row>`SELECT s.gig_id FROM gig_search s WHERE ${where} ORDER BY s.qkey DESC LIMIT ${limit} OFFSET ${offset}`));
    },
    async bySort(sort, limit, offset) {
      return ids(await run(sql<Row>`SELECT s.gig_id FROM gig_search s WHERE ${where} ORDER BY ${ORDER[sort]} LIMIT ${limit} OFFSET ${offset}`));
    },
    async byRelevance(k, window, limit, offset) {
      return ids(
        await run(sql<Row>`SELECT w.gig_id FROM (SELECT s.gig_id, s.qkey, s.document FROM gig_search s WHERE ${where}
            ORDER BY s.qkey DESC LIMIT ${window}) w
          ORDER BY ts_rank(${POSTGRES_WEIGHTS}::float4[], w.document, ${keywordTsQuery(k)}) DESC, w.qkey DESC
          LIMIT ${limit} OFFSET ${offset}`),
      );
    },
    async rated(limit) {
      return run(
        sql<{ gig_id: string; expert_id: string }>`SELECT s.gig_id, s.expert_id FROM gig_search s
          WHERE ${where} AND s.review_count > 0 ORDER BY s.qkey DESC LIMIT ${limit}`,
      );
    },
  };
}

import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { MASKED_LANGUAGES } from '../../db/migrations/0500_search_shared';
import { facetCore, starsAtLeast } from '../../db/migrations/0502_search_facets_shared';
import { EXPERTISE_RANK, HOURLY_RATE_BOUNDS, levelFilterRank } from '#shared/domain/search';
import { postgresOrder, type SearchFilters } from './match';
import { gigIds, rowsOf, type SearchPlan, type StaticSort } from './plan';

/**
 * A search on PostgreSQL as separate queries (count, page, Top Experts) that run at once, each free
 * to walk the partial btree index of its order and stop at the page. Without a keyword the filters
 * test columns, so the count reads the covering index `gig_search_filters_idx` alone (a language
 * without a bit in `lang_mask` asks the GIN index for its facet lexeme instead). With a very broad
 * keyword the matches come from the GIN index and the relevance window walks the quality key.
 */
const ORDER: Record<StaticSort, RawBuilder<unknown>> = {
  'lowest-price': sql`s.basic_credits ASC, s.qkey DESC`,
  'most-experience': sql`s.experience DESC, s.level DESC, s.qkey DESC`,
};

type Row = { gig_id: string };

/** The filters as column tests (no keyword). */
export function filterConditions(f: SearchFilters): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`s.listed = 1`];
  if (f.hourlyRate !== 'any') {
    const { min, max } = HOURLY_RATE_BOUNDS[f.hourlyRate];
    parts.push(sql`s.hourly_rate >= ${min}`);
    if (max !== null) parts.push(sql`s.hourly_rate < ${max}`);
  }
  if (f.expertise) parts.push(sql`s.level = ${EXPERTISE_RANK[f.expertise]}`);
  if (f.rating) parts.push(sql.raw(starsAtLeast('s.review_count', 's.rating_sum', Number(f.rating))));
  if (f.level) parts.push(sql`s.tier >= ${levelFilterRank(f.level)}`);
  if (f.language) {
    const bit = (MASKED_LANGUAGES as readonly string[]).indexOf(f.language);
    parts.push(bit >= 0 ? sql`(s.lang_mask & ${2 ** bit}::bigint) <> 0` : sql`s.document @@ ${`'=${facetCore.language(f.language)}'`}::tsquery`);
  }
  return sql.join(parts, sql` AND `);
}

export function postgresPlan(db: Db, where: RawBuilder<unknown>): SearchPlan {
  const run = <T>(query: RawBuilder<T>) => rowsOf(db, query);
  const byQuality = async (limit: number, offset: number) =>
    gigIds(await run(sql<Row>`SELECT s.gig_id FROM gig_search s WHERE ${where} ORDER BY s.qkey DESC LIMIT ${limit} OFFSET ${offset}`));
  return {
    async count() {
      const rows = await run(sql<{ n: number }>`SELECT count(*) AS n FROM gig_search s WHERE ${where}`);
      return Number(rows[0]?.n ?? 0);
    },
    byQuality,
    async bySort(sort, limit, offset) {
      return gigIds(await run(sql<Row>`SELECT s.gig_id FROM gig_search s WHERE ${where} ORDER BY ${ORDER[sort]} LIMIT ${limit} OFFSET ${offset}`));
    },
    async byRelevance(k, window, limit, offset) {
      return gigIds(
        await run(sql<Row>`SELECT w.gig_id FROM (SELECT s.gig_id, s.qkey, s.document, s.tier FROM gig_search s WHERE ${where}
            ORDER BY s.qkey DESC LIMIT ${window}) w
          ORDER BY ${postgresOrder(sql`w.document`, k, sql`w.tier`)}, w.qkey DESC
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

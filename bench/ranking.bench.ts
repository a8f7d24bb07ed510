import { sql } from 'kysely';
import { loadavg } from 'node:os';
import type { Db } from '#server/db/database';
import { rankingPosition } from '#server/modules/ranking/position';
import { searchGigs, searchOrder } from '#server/modules/search/service';
import { searchQuerySchema } from '#shared/domain/search';
import { POSITION_DEPTH } from '#shared/domain/ranking';
import { loadBenchMarketplace } from './search-data';
import { onEachDatabase } from './databases';
import { percentile, timeEach } from './stats';

/**
 * "Where would I rank" at 100,000 gigs: p50/p95 of a whole position query (the search's own order
 * for the first POSITION_DEPTH results, the gig's place in it, and what the gigs above it have), for
 * gigs found at several depths of a mix of keywords, and for keywords that do not find the gig.
 * Target: p95 ≤ 30 ms. BENCH_RANKING_GIGS changes the size, BENCH_RANKING_DB=sqlite|postgres
 * measures one database.
 */
const GIGS = Number(process.env.BENCH_RANKING_GIGS ?? 100_000);
const RUNS = 300;
const KEYWORDS = [
  'react', 'premiere pro', 'blender', 'excel', 'video editing', 'figma', 'seo', 'python', 'wordpress', 'logo',
  'unity', 'docker', 'quickbooks', 'podcast', 'tableau', 'after effects', 'color grading', 'design', 'photshop', 'walk cycle',
];

const load = () => Number((loadavg()[0] ?? 0).toFixed(1));

async function measure(db: Db, label: string): Promise<Record<string, number | string>> {
  const written = await loadBenchMarketplace(db.kysely, GIGS);
  const upkeep = db.kind === 'postgres' ? ['VACUUM FULL gig_search', 'VACUUM ANALYZE'] : ["INSERT INTO gig_fts(gig_fts) VALUES('optimize')", 'ANALYZE'];
  for (const statement of upkeep) await sql.raw(statement).execute(db.kysely);
  // The cases: for each keyword, a gig at positions 1, 12, 50 and the last of the depth (when found
  // that deep), and a gig the keyword does not find.
  const cases: Array<{ keyword: string; gig: string }> = [];
  const outsider = (await sql<{ id: string }>`SELECT id FROM gigs ORDER BY id LIMIT 1`.execute(db.kysely)).rows[0]?.id ?? '';
  for (const keyword of KEYWORDS) {
    const { ids } = await searchOrder(db, keyword, POSITION_DEPTH);
    for (const at of [0, 11, 49, POSITION_DEPTH - 1]) {
      const gig = ids[at];
      if (gig) cases.push({ keyword, gig });
    }
    if (!ids.includes(outsider)) cases.push({ keyword, gig: outsider });
  }
  const pick = (i: number) => cases[i % cases.length] ?? { keyword: 'react', gig: outsider };
  for (let i = 0; i < 20; i += 1) await rankingPosition(db, { id: pick(i).gig, listed: true }, pick(i).keyword);
  const before = load();
  const times = await timeEach(RUNS, (i) => rankingPosition(db, { id: pick(i).gig, listed: true }, pick(i).keyword));
  // Beside it, under the same load: the order alone, and a buyer's first page of the same keywords.
  const orders = await timeEach(RUNS, (i) => searchOrder(db, pick(i).keyword, POSITION_DEPTH));
  const pages = await timeEach(RUNS, (i) => searchGigs(db, searchQuerySchema.parse({ keyword: pick(i).keyword })));
  const after = load();
  const p = (q: number, values = times) => Number(percentile(values, q).toFixed(2));
  return {
    [`${label}.gigs`]: written,
    [`${label}.position_cases`]: cases.length,
    [`${label}.position_runs`]: times.length,
    [`${label}.position_p50_ms`]: p(50),
    [`${label}.position_p95_ms`]: p(95),
    [`${label}.position_max_ms`]: p(100),
    [`${label}.order_only_p95_ms`]: p(95, orders),
    [`${label}.buyer_search_page_p50_ms`]: p(50, pages),
    [`${label}.buyer_search_page_p95_ms`]: p(95, pages),
    [`${label}.load_avg_1m_before`]: before,
    [`${label}.load_avg_1m_after`]: after,
  };
}

export async function run(): Promise<Record<string, number | string>> {
  return onEachDatabase('ranking', process.env.BENCH_RANKING_DB, (db, _dir, label) => measure(db, label));
}

import { sql, type Kysely, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';
import { loadavg } from 'node:os';
import type { Db } from '#server/db/database';
import { rebuildSearchVocab } from '#server/db/migrations/0503_search_vocab';
import { forgetRememberedCounts } from '#server/modules/search/broad-counts';
import { searchGigs } from '#server/modules/search/service';
import { searchQuerySchema, type SearchQueryInput } from '#shared/domain/search';
import { createRng } from '#server/seed/demo/random';
import { loadBenchMarketplace } from './search-data';
import { onEachDatabase } from './databases';
import { percentile, timeEach } from './stats';

/**
 * Gig search at 100,000 gigs on SQLite (FTS5, bm25) and PostgreSQL (tsvector, GIN, ts_rank), on the
 * index of migrations 0502 and 0504 (quality-ordered, prefixes of 2–8 letters indexed, filters as facet words, relevance over a bounded window):
 * p50/p95 of the whole search (count, page, Top Experts, cards) for a mix of keywords and filters,
 * next to a naive LIKE '%keyword%' scan over the same rows in the same run. Exact queries are
 * `search_keyword_*` (keywords alone); corrected ones `misspelt_corrected_*` (typos,
 * aliases, joined and split words; `misspelt_as_typed_*` the same with exact=1). The index build is
 * `load_and_index_s` (the gigs written through the triggers), the vocabulary's `vocab_rebuild_s`;
 * the statements of one search and the machine's load average (1 minute, before and after the timed
 * searches) are printed beside them, since a loaded machine's milliseconds are not comparable.
 * Targets: p95 ≤ 15 ms and ≥ 20x faster than LIKE. BENCH_SEARCH_GIGS changes the size,
 * BENCH_SEARCH_DB=sqlite|postgres measures one database.
 */
const GIGS = Number(process.env.BENCH_SEARCH_GIGS ?? 100_000);
const RUNS = 400;
const LIKE_RUNS = 60;
const TIME_CAP_MS = 90_000;

const KEYWORDS = [
  'react', 'premiere pro', 'blender', 'excel', 'video editing', 'photo', 'figma', 'seo', 'python',
  'wordpress', 'logo', 'unity', 'docker', 'quickbooks', 'podcast', 'tableau', 'shopify', 'midjourney',
  'after effects', 'kubernetes', 'data', 'design', 'fix', 'mot', 'anim', 'render noise', 'walk cycle',
  'color grading', 'hooks', 'wirefr',
  // A catalogue name in a visitor's language, searched as its English name too.
  'montage vidéo', 'edição de vídeo', '웹 개발', 'تحليل البيانات',
];

/** Misspelt, aliased, joined and split keywords: each is corrected or read as an alias. */
const MISSPELT = [
  'photshop', 'blendr', 'exel', 'reactjs', 'aftereffects', 'k8s', 'premire pro', 'figam', 'pyhton', 'kubernets',
  'wordpres', 'word press', 'tabelau', 'shopfy', 'dokcer', 'illustrater', 'lightrom', 'color gradng', 'video editting',
  'salesfroce', 'logodesign', 'podcsat', 'quikbooks', 'animaton',
];

/** The deterministic query mix: keywords (a fifth none), filters on about half. */
function queryMix(n: number): SearchQueryInput[] {
  const rng = createRng(7);
  return Array.from({ length: n }, () => {
    const q: Record<string, string> & { keyword: string } = { keyword: rng.chance(0.2) ? '' : rng.pick(KEYWORDS) };
    if (rng.chance(0.3)) q.hourlyRate = rng.pick(['0-200', '200-400', '400-800', '800+']);
    if (rng.chance(0.25)) q.expertise = rng.pick(['beginner', 'intermediate', 'expert']);
    if (rng.chance(0.25)) q.language = rng.pick(['English', 'Hindi']);
    if (rng.chance(0.25)) q.rating = rng.pick(['4', '3', '2']);
    if (rng.chance(0.5)) q.sortBy = rng.pick(['highest-rated', 'lowest-price', 'most-experience']);
    if (rng.chance(0.2)) q.page = String(rng.int(2, 5));
    return q;
  });
}

/** Counts the statements Kysely runs (a search's round trips). */
class StatementCounter implements KyselyPlugin {
  n = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.n += 1;
    return Promise.resolve(args.result);
  }
}

/** The machine's 1-minute load average now (the figures of a loaded machine are not comparable). */
const load = () => Number((loadavg()[0] ?? 0).toFixed(1));

function likeScan(db: Db, keyword: string) {
  const pattern = `%${keyword}%`;
  const op = db.kind === 'postgres' ? sql`ILIKE` : sql`LIKE`;
  const where = sql`g.active = 1 AND (g.title ${op} ${pattern} OR g.description ${op} ${pattern} OR g.tags_json ${op} ${pattern}
    OR g.softwares_json ${op} ${pattern} OR g.category ${op} ${pattern} OR g.sub_category ${op} ${pattern})`;
  return Promise.all([
    sql`SELECT count(*) AS n FROM gigs g WHERE ${where}`.execute(db.kysely),
    sql`SELECT g.id FROM gigs g WHERE ${where} ORDER BY g.created_at DESC LIMIT 12`.execute(db.kysely),
  ]);
}

function at<T>(list: readonly T[], i: number): T {
  const item = list[i % list.length];
  if (item === undefined) throw new Error('empty list');
  return item;
}

async function timed(n: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const started = Date.now();
  const out: number[] = [];
  for (let i = 0; i < n && Date.now() - started < TIME_CAP_MS; i += 20) {
    out.push(...(await timeEach(Math.min(20, n - i), (j) => fn(i + j))));
  }
  return out;
}

/** The statements of one search (its second run, once the plan estimates are remembered); writes counted beside the answer included. */
async function statementsOf(db: Db, counter: StatementCounter, keyword: string): Promise<number> {
  const q = searchQuerySchema.parse({ keyword });
  await searchGigs(db, q);
  counter.n = 0;
  await searchGigs(db, q);
  return counter.n;
}

async function measure(base: Db, label: string): Promise<Record<string, number | string>> {
  const counter = new StatementCounter();
  const db: Db = { ...base, kysely: base.kysely.withPlugin(counter) };
  const t0 = performance.now();
  const written = await loadBenchMarketplace(db.kysely, GIGS);
  const loadSeconds = (performance.now() - t0) / 1000;
  // The usual upkeep after a bulk import: PostgreSQL rewrites the index table without the row
  // versions the load left behind and refreshes statistics; SQLite merges the FTS5 segments.
  const upkeep =
    db.kind === 'postgres'
      ? ['VACUUM FULL gig_search', 'VACUUM ANALYZE']
      : ["INSERT INTO gig_fts(gig_fts) VALUES('optimize')", 'ANALYZE'];
  for (const statement of upkeep) await sql.raw(statement).execute(db.kysely);
  const loadBefore = load();
  const mix = queryMix(RUNS).map((q) => searchQuerySchema.parse(q));
  const keywordOnly = KEYWORDS.map((keyword) => searchQuerySchema.parse({ keyword }));
  for (const q of mix.slice(0, 40)) await searchGigs(db, q);
  // Each keyword once with no total remembered (broad PostgreSQL totals are kept for 30 s).
  forgetRememberedCounts(db);
  const firsts = await timed(KEYWORDS.length, (i) => searchGigs(db, at(keywordOnly, i)));
  forgetRememberedCounts(db);
  const all = await timed(mix.length, (i) => searchGigs(db, at(mix, i)));
  const kw = await timed(KEYWORDS.length * 4, (i) => searchGigs(db, at(keywordOnly, i)));
  const misspelt = MISSPELT.map((keyword) => searchQuerySchema.parse({ keyword }));
  const exactOnes = MISSPELT.map((keyword) => searchQuerySchema.parse({ keyword, exact: '1' }));
  const corrected = await timed(MISSPELT.length * 8, (i) => searchGigs(db, at(misspelt, i)));
  const exactTypos = await timed(MISSPELT.length * 4, (i) => searchGigs(db, at(exactOnes, i)));
  const loadAfter = load();
  const correctedHits = (await Promise.all(misspelt.map((q) => searchGigs(db, q)))).filter((r) => r.total > 0).length;
  const statements = { exact: await statementsOf(db, counter, 'react'), corrected: await statementsOf(db, counter, 'photshop'), none: await statementsOf(db, counter, 'zzqxv') };
  const v0 = performance.now();
  await rebuildSearchVocab(db.kysely as unknown as Kysely<unknown>);
  const vocabSeconds = (performance.now() - v0) / 1000;
  const vocabTerms = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM search_vocab`.execute(db.kysely)).rows[0]?.n ?? 0);
  const like = await timed(LIKE_RUNS, (i) => likeScan(db, at(KEYWORDS, i)));
  const sample = await searchGigs(db, searchQuerySchema.parse({ keyword: 'react' }));
  const p = (values: number[], q: number) => Number(percentile(values, q).toFixed(2));
  return {
    [`${label}.gigs`]: written,
    [`${label}.load_and_index_s`]: Number(loadSeconds.toFixed(1)),
    [`${label}.search_mix_runs`]: all.length,
    [`${label}.search_mix_p50_ms`]: p(all, 50),
    [`${label}.search_mix_p95_ms`]: p(all, 95),
    [`${label}.search_mix_p99_ms`]: p(all, 99),
    [`${label}.search_keyword_first_p50_ms`]: p(firsts, 50),
    [`${label}.search_keyword_first_p95_ms`]: p(firsts, 95),
    [`${label}.search_keyword_first_max_ms`]: p(firsts, 100),
    [`${label}.search_keyword_p50_ms`]: p(kw, 50),
    [`${label}.search_keyword_p95_ms`]: p(kw, 95),
    [`${label}.load_avg_1m_before_searches`]: loadBefore,
    [`${label}.load_avg_1m_after_searches`]: loadAfter,
    [`${label}.statements_exact_react`]: statements.exact,
    [`${label}.statements_corrected_photshop`]: statements.corrected,
    [`${label}.statements_none_found_zzqxv`]: statements.none,
    [`${label}.misspelt_corrected_p50_ms`]: p(corrected, 50),
    [`${label}.misspelt_corrected_p95_ms`]: p(corrected, 95),
    [`${label}.misspelt_found_of_${MISSPELT.length}`]: correctedHits,
    [`${label}.misspelt_as_typed_p50_ms`]: p(exactTypos, 50),
    [`${label}.misspelt_as_typed_p95_ms`]: p(exactTypos, 95),
    [`${label}.vocab_rebuild_s`]: Number(vocabSeconds.toFixed(2)),
    [`${label}.vocab_terms`]: vocabTerms,
    [`${label}.like_scan_p50_ms`]: p(like, 50),
    [`${label}.like_scan_p95_ms`]: p(like, 95),
    [`${label}.speedup_vs_like_p50`]: Number((percentile(like, 50) / percentile(kw, 50)).toFixed(1)),
    [`${label}.speedup_vs_like_p95`]: Number((percentile(like, 95) / percentile(kw, 95)).toFixed(1)),
    [`${label}.react_results`]: sample.total,
  };
}

export async function run(): Promise<Record<string, number | string>> {
  // BENCH_SEARCH_DB=sqlite or postgres measures one database only.
  return onEachDatabase('search', process.env.BENCH_SEARCH_DB, (db, _dir, label) => measure(db, label));
}

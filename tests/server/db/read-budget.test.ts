import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createSearchData, type SearchData } from '../../helpers/search-data';
import { createTestUser } from '../../helpers/users';

/** Counts the queries Kysely builds (compiles) and the statements it runs, and of those the reads. */
class QueryCounter implements KyselyPlugin {
  built = 0;
  run = 0;
  reads = 0;
  private readonly writes = new WeakSet<object>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.built += 1;
    if (['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode'].includes(args.node.kind)) this.writes.add(args.queryId);
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.run += 1;
    if (!this.writes.has(args.queryId)) this.reads += 1;
    return Promise.resolve(args.result);
  }
}

const counter = new QueryCounter();
let t: TestApp;
let d: SearchData;
let buyer: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  t = await createTestApp({}, { wrapDb: (db) => ({ ...db, kysely: db.kysely.withPlugin(counter) }) });
  d = await createSearchData(t);
  buyer = await createTestUser(t);
});
afterAll(async () => t?.close());

/** What one request costs the database, measured on its second run (the first compiles what it keeps). */
async function costOf(url: string, headers: Record<string, string> = {}): Promise<{ built: number; run: number }> {
  const first = await t.app.inject({ method: 'GET', url, headers });
  expect(first.statusCode).toBe(200);
  counter.built = 0;
  counter.run = 0;
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return { built: counter.built, run: counter.run };
}

// Budgets of the hot reads: their statements are compiled once per database, never per
// request, and each reads what it answers in a fixed number of statements.
describe('database work per read', () => {
  it('a gig: its row with its expert, then its packages, no query built', async () => {
    expect(await costOf(`/api/gigs/${d.gigs.premiereTitle}`)).toEqual({ built: 0, run: 2 });
  });

  it('a public gig page: the gig with its expert card and rating, then packages and languages, no query built', async () => {
    expect(await costOf(`/api/public/gigs/${d.gigs.premiereTitle}`)).toEqual({ built: 0, run: 3 });
  });

  it('the signed-in user: the caller (1), then their user row and expert profile (2), no query built', async () => {
    expect(await costOf('/api/users/me', buyer.auth)).toEqual({ built: 0, run: 3 });
  });

  it('the health check runs no query through Kysely', async () => {
    expect(await costOf('/api/health')).toEqual({ built: 0, run: 0 });
  });
});

/** The statements that read, of one search (its second run: PostgreSQL's plan estimate is remembered by then). */
async function searchReads(keyword: string): Promise<{ reads: number; total: number; correctedQuery: string | null }> {
  const url = `/api/gigs/search?keyword=${encodeURIComponent(keyword)}`;
  expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  counter.reads = 0;
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const reads = counter.reads;
  const { total, correctedQuery } = res.json<{ total: number; correctedQuery: string | null }>();
  return { reads, total, correctedQuery };
}

// Budgets of a search: a corrected search asks the vocabulary once, only when the search
// as typed found nothing, and searches once more; a search that needs no correction never asks it,
// except on PostgreSQL for several words, how common each is (the words the GIN index is asked for).
// Counted beside the answer, a corrected or empty search also writes its daily count: writes are not
// counted here.
describe('database work per search', () => {
  const postgres = () => t.db.kind === 'postgres';

  it('a keyword: PostgreSQL one search statement and the cards; SQLite the count, the page, Top Experts and the cards', async () => {
    expect(await searchReads('premiere')).toMatchObject({ reads: postgres() ? 2 : 4, correctedQuery: null });
  });

  it('a misspelt keyword: the search as typed, the experts named so and the vocabulary, the corrected search, the cards', async () => {
    const r = await searchReads('premeire');
    expect(r).toMatchObject({ correctedQuery: 'premiere' });
    expect(r.total).toBeGreaterThan(0);
    // SQLite: the count as typed, the experts named so, the vocabulary, then count, page and Top Experts corrected, and the cards.
    expect(r.reads).toBe(postgres() ? 5 : 7);
  });

  it('a keyword found nowhere: the search as typed, the experts named so, the vocabulary, the popular gigs, their cards', async () => {
    expect(await searchReads('zzqxv')).toMatchObject({ reads: 5, total: 0, correctedQuery: null });
  });

  it('two words: on PostgreSQL how common each is, then one search statement and the cards', async () => {
    expect(await searchReads('premiere pro')).toMatchObject({ reads: postgres() ? 3 : 4, correctedQuery: null });
  });
});

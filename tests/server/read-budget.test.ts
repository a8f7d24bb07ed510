import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createSearchData, type SearchData } from '../helpers/search-data';
import { createTestUser } from '../helpers/users';

/** Counts the queries Kysely builds (compiles) and the statements it runs. */
class QueryCounter implements KyselyPlugin {
  built = 0;
  run = 0;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.built += 1;
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.run += 1;
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

// Budgets of the hot reads (issue 13): their statements are compiled once per database, never per
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMarketplaceSeeder } from '#server/seed/demo/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestExpert } from '../helpers/experts';
import { createTestGig } from '../helpers/gigs';
import { FORGIVING_TABLE, forgivingMisses, searchBody } from '../helpers/search-forgiving-table';

/** Search that forgives (issue 26) over the demo marketplace, on SQLite and PostgreSQL alike. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await demoMarketplaceSeeder.run(t.deps);
}, 180_000);
afterAll(async () => t?.close());

describe('what was meant', () => {
  it('is among the first five results for every misspelling, alias, joined or split word of the table', async () => {
    expect(FORGIVING_TABLE.length).toBeGreaterThanOrEqual(40);
    expect(await forgivingMisses(t)).toEqual([]);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBenchMarketplace } from '#bench/search-data';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { FORGIVING_TABLE, forgivingMisses, searchBody } from '../../helpers/search-forgiving-table';

/**
 * Search that forgives over a generated 100,000-gig index (the benchmark's marketplace),
 * built once for the whole file: the same table and rules as over the demo marketplace.
 */
const GIGS = 100_000;
let t: TestApp;
let buildSeconds = 0;

beforeAll(async () => {
  t = await createTestApp();
  const t0 = performance.now();
  expect(await loadBenchMarketplace(t.db.kysely, GIGS)).toBe(GIGS);
  await sql`ANALYZE`.execute(t.db.kysely);
  buildSeconds = (performance.now() - t0) / 1000;
  console.log(`100,000 gigs generated and indexed on ${t.db.kind} in ${buildSeconds.toFixed(1)} s`);
}, 900_000);
afterAll(async () => t?.close());

describe('at 100,000 gigs', () => {
  it('has the vocabulary of the index', async () => {
    const n = await sql<{ n: number }>`SELECT count(*) AS n FROM search_vocab WHERE docs > 0`.execute(t.db.kysely);
    expect(Number(n.rows[0]?.n)).toBeGreaterThan(500);
  });

  it('finds what was meant among the first five results for every pair of the table', async () => {
    expect(FORGIVING_TABLE.length).toBeGreaterThanOrEqual(40);
    expect(await forgivingMisses(t)).toEqual([]);
  });

  it('corrects only what found nothing, never words of three letters or fewer', async () => {
    for (const keyword of ['blend', 'photoshop', 'premiere pro', 'excel']) {
      const r = await searchBody(t, { keyword });
      expect(r.total, keyword).toBeGreaterThan(0);
      expect(r.correctedQuery, keyword).toBeNull();
    }
    expect(await searchBody(t, { keyword: 'qss' })).toMatchObject({ total: 0, correctedQuery: null });
    expect(await searchBody(t, { keyword: 'photshop' })).toMatchObject({ correctedQuery: 'photoshop' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMarketplaceSeeder } from '#server/seed/demo/index';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { createTestGig, uploadGalleryImage, validGigInput } from '../../helpers/gigs';
import { FORGIVING_TABLE, forgivingMisses, searchBody } from '../../helpers/search-forgiving-table';
import { synonymWords } from '#server/modules/search/forgiving';
import { searchSlots } from '#server/modules/search/repo';
import { searchQuerySchema } from '#shared/domain/search';

/** Search that forgives over the demo marketplace, on SQLite and PostgreSQL alike. */
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

const vocabDocs = async (term: string) =>
  (await t.db.kysely.selectFrom('search_vocab').select('docs').where('term', '=', term).executeTakeFirst())?.docs ?? 0;

describe('the rules of correction', () => {
  it('says what it searched instead, and searches exactly as typed on request', async () => {
    const fixed = await searchBody(t, { keyword: 'photshop' });
    expect(fixed.correctedQuery).toBe('photoshop');
    expect(fixed.total).toBeGreaterThan(0);
    const asTyped = await searchBody(t, { keyword: 'photshop', exact: '1' });
    expect(asTyped).toMatchObject({ total: 0, correctedQuery: null });
  });

  it('never corrects words of three letters or fewer, or numbers', async () => {
    for (const keyword of ['qss', 'zq', '20244']) expect(await searchBody(t, { keyword }), keyword).toMatchObject({ total: 0, correctedQuery: null });
  });

  it('never turns a query that found something into another', async () => {
    for (const keyword of ['blend', 'excel', 'photoshop', 'react hooks', 'premiere', 'editing']) {
      const r = await searchBody(t, { keyword });
      expect(r.total, keyword).toBeGreaterThan(0);
      expect(r.correctedQuery, keyword).toBeNull();
    }
  });

  it('ranks exact matches above corrected ones: a word some gig has is not corrected', async () => {
    // The expert's name shares no word with the title: a name would find them (search-catalog.test.ts).
    const expert = await createTestExpert(t, { userName: 'sheet_wiz' });
    const gig = await createTestGig(t, expert, { title: 'Exel dashboards for small shops, the Exel way' });
    const r = await searchBody(t, { keyword: 'exel' });
    expect(r.items[0]?._id).toBe(gig);
    expect(r.correctedQuery).toBeNull();
    expect(await vocabDocs('exel')).toBe(1);
    // The vocabulary follows edits and deletions.
    const put = await t.app.inject({ method: 'PUT', url: `/api/gigs/${gig}`, headers: expert.auth, payload: { ...validGigInput([await uploadGalleryImage(t, expert)]), title: 'Spreadsheet dashboards for small shops' } });
    expect(put.statusCode).toBe(200);
    expect(await vocabDocs('exel')).toBe(0);
    expect((await searchBody(t, { keyword: 'exel' })).correctedQuery).toBe('excel');
    const before = await vocabDocs('spreadsheet');
    const del = await t.app.inject({ method: 'DELETE', url: `/api/gigs/${gig}`, headers: expert.auth });
    expect(del.statusCode).toBeLessThan(300);
    expect(await vocabDocs('spreadsheet')).toBe(before - 1);
  });

  it('ranks a multi-word query by the words it matches instead of giving up or giving everything', async () => {
    const r = await searchBody(t, { keyword: 'blender zzqxv', pageSize: '48' });
    const all = await searchBody(t, { keyword: 'blender', pageSize: '48' });
    expect(r.total).toBe(all.total);
    expect(r.items.map((i) => i._id).sort()).toEqual(all.items.map((i) => i._id).sort());
  });
});

describe('several words on PostgreSQL, the index asked for the rare ones only (a plan, not a result)', () => {
  it('finds a gig by a word only its description has, beside a common word, and no gig without both', async () => {
    const rare = await createTestExpert(t, { userName: 'rare_word' });
    const gig = await createTestGig(t, rare, { description: 'Live one-to-one sessions on modelling in Blender, with quokkafish sculpting.' });
    const r = await searchBody(t, { keyword: 'blender quokkafish', exact: '1' });
    expect(r.items.map((i) => i._id)).toEqual([gig]);
    expect(r.total).toBe(1);
    expect((await searchBody(t, { keyword: 'blender', pageSize: '48' })).total).toBeGreaterThan(1);
  });

  it('answers the same ids with the rare word leading as with the whole query from the index', async () => {
    const query = searchQuerySchema.parse({ keyword: 'premiere pro', pageSize: '48' });
    const words = synonymWords(['premiere', 'pro']);
    const premiere = words[0]?.slot;
    if (!premiere) throw new Error('no word');
    const whole = await searchSlots(t.db, words.map((w) => w.slot), query);
    const led = await searchSlots(t.db, words.map((w) => w.slot), query, { lead: [premiere] });
    expect(whole.total).toBeGreaterThan(0);
    expect(led).toEqual(whole);
  });
});

describe('several words that no gig has all of', () => {
  it('rank the gigs having more of them (corrected) first', async () => {
    // A gig that says one word very often outscores, by text relevance alone, gigs that have both.
    const loud = await createTestExpert(t, { userName: 'loud_blender' });
    await createTestGig(t, loud, { title: 'Blender, Blender, Blender: the Blender workshop', tags: ['blender', 'blender tips', 'blender basics', 'blender workshop'], softwares: ['Blender'] });
    const both = new Set((await searchBody(t, { keyword: 'blender animation', pageSize: '48' })).items.map((i) => i._id));
    expect(both.size).toBeGreaterThan(0);
    for (const keyword of ['blender animation xyzzyq', 'xyzzyq animation blendr']) {
      const r = await searchBody(t, { keyword, pageSize: '48' });
      expect(r.total, keyword).toBeGreaterThan(both.size);
      expect(r.items.slice(0, both.size).filter((i) => both.has(i._id)), keyword).toHaveLength(both.size);
    }
  });
});

describe('no dead ends', () => {
  it('offers the closest catalogue entries and popular gigs of the nearest category when nothing is found', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/gigs/search?keyword=vidoeediting' })).json<{
      total: number;
      noResults: { entries: string[]; category: string | null; popular: Array<{ category: string }> } | null;
    }>();
    expect(body.total).toBe(0);
    expect(body.noResults?.entries[0]).toBe('Video Editing');
    expect(body.noResults?.category).toBe('Video Editing');
    expect(body.noResults?.popular.length).toBeGreaterThan(0);
    for (const g of body.noResults?.popular ?? []) expect(g.category).toBe('Video Editing');
    const far = (await t.app.inject({ method: 'GET', url: '/api/gigs/search?keyword=zzqxv' })).json<{ noResults: { entries: string[]; popular: unknown[] } }>();
    expect(far.noResults.entries).toEqual([]);
    expect(far.noResults.popular.length).toBeGreaterThan(0);
  });

  it('counts searches that found nothing or only once corrected, per day, without who searched', async () => {
    const all = () => t.db.kysely.selectFrom('search_query_stats').selectAll().execute();
    // Counted beside the answer: the count lands a moment after it.
    await expect.poll(async () => (await all()).find((r) => r.kind === 'zero' && r.query === 'zzqxv')?.count).toBeGreaterThanOrEqual(1);
    const rows = await all();
    expect(rows.find((r) => r.kind === 'corrected' && r.query === 'photshop')).toMatchObject({ corrected: 'photoshop', day: '2026-03-01' });
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['corrected', 'count', 'day', 'kind', 'query']);
  });

  it('forgets counts older than 90 days, by a daily job of the jobs runner', async () => {
    const stats = async () => (await t.db.kysely.selectFrom('search_query_stats').select('query').execute()).map((r) => r.query);
    const job = () => t.db.kysely.selectFrom('jobs').select(['status', 'run_at']).where('kind', '=', 'search-stats-purge').executeTakeFirstOrThrow();
    // Scheduled a day after the first search counted.
    await expect.poll(async () => (await job()).run_at).toBe('2026-03-02T10:00:00.000Z');
    expect(await job()).toMatchObject({ status: 'pending' });
    await t.db.kysely.insertInto('search_query_stats').values({ day: '2025-12-01', kind: 'zero', query: 'old', corrected: null, count: 3 }).execute();
    await t.db.kysely.insertInto('search_query_stats').values({ day: '2025-12-03', kind: 'zero', query: 'kept', corrected: null, count: 3 }).execute();
    await t.app.jobs.runDue();
    expect(await stats()).toContain('old');
    t.clock.advance(86_400_000);
    await t.app.jobs.runDue();
    expect(await stats()).toContain('kept');
    expect(await stats()).not.toContain('old');
    // And again a day later.
    expect(await job()).toMatchObject({ status: 'pending', run_at: '2026-03-03T10:00:00.000Z' });
    await t.db.kysely.insertInto('search_query_stats').values({ day: '2025-12-02', kind: 'zero', query: 'next', corrected: null, count: 1 }).execute();
    t.clock.advance(86_400_000);
    await t.app.jobs.runDue();
    expect(await stats()).not.toContain('next');
    expect(await stats()).toContain('kept');
  });
});

describe('GET /api/search/suggestions', () => {
  it("suggests catalogue entries for what is typed, forgiving the same slips as search", async () => {
    const ask = async (q: string) => (await t.app.inject({ method: 'GET', url: `/api/search/suggestions?q=${encodeURIComponent(q)}` })).json<{ suggestions: string[] }>().suggestions;
    expect((await ask('photshop'))[0]).toBe('Photoshop');
    expect((await ask('k8s'))[0]).toBe('Kubernetes');
    expect((await ask('premire pr'))[0]).toBe('Premiere Pro');
    expect(await ask('')).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: `/api/search/suggestions?q=${'a'.repeat(101)}` });
    expect(bad.statusCode).toBe(400);
  });
});

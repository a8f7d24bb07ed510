import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createSearchData, search, searchIds, type SearchBody, type SearchData } from '../../helpers/search-data';
import { searchIds as repoSearchIds } from '#server/modules/search/repo';
import { keywordTerms, searchQuerySchema } from '#shared/domain/search';

/**
 * GET /api/gigs/search on a fixed data set. The same assertions run on SQLite (FTS5, bm25) and on
 * PostgreSQL (tsvector, GIN, ts_rank): passing on both is what "the same results" means.
 */
let t: TestApp;
let d: SearchData;

beforeAll(async () => {
  t = await createTestApp();
  d = await createSearchData(t);
});
afterAll(async () => t?.close());

const ids = (query: Record<string, string> = {}) => searchIds(t, query);

describe('relevance', () => {
  it('ranks a title match above a tag match above a description match, and hides inactive gigs', async () => {
    const { premiereTitle, premiereTags, premiereDesc } = d.gigs;
    expect(await ids({ keyword: 'premiere' })).toEqual([premiereTitle, premiereTags, premiereDesc]);
  });

  it('matches prefixes as the user types, whatever the case', async () => {
    const { premiereTitle, premiereTags, premiereDesc } = d.gigs;
    for (const keyword of ['prem', 'PREMI', 'Premiere']) {
      expect(await ids({ keyword })).toEqual([premiereTitle, premiereTags, premiereDesc]);
    }
  });

  it('needs every word of the keyword', async () => {
    expect(await ids({ keyword: 'react hooks' })).toEqual([d.gigs.react]);
    expect((await ids({ keyword: 'react' })).sort()).toEqual([d.gigs.react, d.gigs.reactPro].sort());
    expect(await ids({ keyword: 'premiere vlog' })).toEqual([d.gigs.premiereTags]);
  });

  it('searches tags, softwares, category, subcategory and the expert skills', async () => {
    expect(await ids({ keyword: 'storytelling' })).toEqual([d.gigs.premiereTags]);
    expect(await ids({ keyword: 'jupyter' })).toEqual([d.gigs.data]);
    expect(await ids({ keyword: 'analytics' })).toEqual([d.gigs.data]);
    expect(await ids({ keyword: 'color grading' })).toEqual([d.gigs.premiereDesc]);
    // Dia lists Motion Graphics as a skill: her React gig matches too, below the gig titled so.
    expect(await ids({ keyword: 'motion graphics' })).toEqual([d.gigs.motion, d.gigs.reactPro]);
  });

  it('treats punctuation as a word break', async () => {
    expect(await ids({ keyword: 'next.js' })).toEqual([d.gigs.reactPro]);
    expect(await ids({ keyword: '  "react"  (hooks)! ' })).toEqual([d.gigs.react]);
  });

  it('leaves small words out, and matches a single letter as a whole word only', async () => {
    expect(await ids({ keyword: 'the vlog for me' })).toEqual([d.gigs.premiereTags]);
    expect(await ids({ keyword: 'v' })).toEqual([]);
    expect(await ids({ keyword: 'vl' })).toEqual([d.gigs.premiereTags]);
  });

  it('falls back to any of the words when no gig has them all', async () => {
    expect((await ids({ keyword: 'vlog pandas' })).sort()).toEqual([d.gigs.premiereTags, d.gigs.data].sort());
    expect((await ids({ keyword: 'vlog pandas', language: 'Hindi' }))).toEqual([d.gigs.premiereTags]);
  });

  it('answers an empty result for a keyword nobody offers', async () => {
    const res = await search(t, { keyword: 'zzyzx quantum' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ keyword: 'zzyzx quantum', total: 0, pageCount: 0, items: [], topExperts: [] });
  });
});

describe('relevance window', () => {
  /** The repository's ids with a relevance window of `window` matches. */
  const windowed = async (query: Record<string, string>, window: number) => {
    const q = searchQuerySchema.parse(query);
    return repoSearchIds(t.db, keywordTerms(q.keyword), q, { window });
  };

  it('ranks only the best rated matches by text; the rest follow best rated first', async () => {
    const { motion, reactPro } = d.gigs;
    // Ranked whole, the gig titled Motion Graphics comes first; the React gig is the better rated.
    expect((await windowed({ keyword: 'motion graphics' }, 2)).pageIds).toEqual([motion, reactPro]);
    const narrow = await windowed({ keyword: 'motion graphics' }, 1);
    expect(narrow).toMatchObject({ total: 2, pageIds: [reactPro, motion] });
    const q = searchQuerySchema.parse({ keyword: 'motion graphics' });
    const broad = await repoSearchIds(t.db, keywordTerms(q.keyword), q, { window: 1, broadFrom: 0 });
    expect(broad).toMatchObject({ total: 2, pageIds: [reactPro, motion] });
  });

  it('pages across the edge of the window without losing or repeating a gig', async () => {
    const { premiereTitle, premiereTags, premiereDesc } = d.gigs;
    const page = (n: number) => windowed({ keyword: 'premiere', pageSize: '2', page: String(n) }, 1);
    expect((await page(1)).pageIds).toEqual([premiereTitle, premiereTags]);
    expect((await page(2)).pageIds).toEqual([premiereDesc]);
    expect((await windowed({ keyword: 'premiere' }, 1)).pageIds).toEqual([premiereTitle, premiereTags, premiereDesc]);
  });
});

describe('plans', () => {
  it('answers the same whether PostgreSQL treats the keyword as broad or not (SQLite has one plan)', async () => {
    const queries: Array<Record<string, string>> = [
      { keyword: 'premiere' },
      { keyword: 'premiere', sortBy: 'lowest-price', pageSize: '2', page: '2' },
      { keyword: 'react', sortBy: 'most-experience' },
      { keyword: 'motion graphics', sortBy: 'highest-rated' },
      { keyword: 'premiere', language: 'Hindi', rating: '3' },
      { keyword: 'vlog pandas' },
    ];
    for (const query of queries) {
      const q = searchQuerySchema.parse(query);
      const terms = keywordTerms(q.keyword);
      const usual = await repoSearchIds(t.db, terms, q);
      expect(await repoSearchIds(t.db, terms, q, { broadFrom: 0 })).toEqual(usual);
      expect(usual.total).toBeGreaterThan(0);
    }
  });
});

describe('filters', () => {
  const all = () => ids();

  it('lists every active gig without a keyword, and never the inactive one', async () => {
    const list = await all();
    expect(list).toHaveLength(7);
    expect(list).not.toContain(d.gigs.inactive);
  });

  it('filters by hourly rate bucket (min inclusive, max exclusive); experts without a rate only under Any', async () => {
    const g = d.gigs;
    expect(await ids({ hourlyRate: '0-200' })).toEqual([g.premiereTitle]);
    expect((await ids({ hourlyRate: '200-400' })).sort()).toEqual([g.premiereTags, g.premiereDesc].sort());
    expect(await ids({ hourlyRate: '400-800' })).toEqual([g.react]);
    expect((await ids({ hourlyRate: '800+' })).sort()).toEqual([g.reactPro, g.motion].sort());
    expect(await ids({ hourlyRate: 'any' })).toHaveLength(7);
    expect(await ids({ hourlyRate: '' })).toHaveLength(7);
  });

  it('filters by the expert level in the gig skill (or their best level)', async () => {
    const g = d.gigs;
    expect((await ids({ expertise: 'expert' })).sort()).toEqual([g.premiereTitle, g.reactPro].sort());
    expect(await ids({ expertise: 'beginner' })).toEqual([g.react]);
    expect((await ids({ expertise: 'intermediate' })).sort()).toEqual([g.premiereTags, g.premiereDesc, g.motion, g.data].sort());
  });

  it('filters by a language the expert speaks', async () => {
    const g = d.gigs;
    const hindi = [g.premiereTags, g.premiereDesc, g.react].sort();
    expect((await ids({ language: 'Hindi' })).sort()).toEqual(hindi);
    expect((await ids({ language: 'hindi' })).sort()).toEqual(hindi);
    expect(await ids({ language: 'English' })).toHaveLength(6);
  });

  it('filters by rating: at least 4, 3 or 2 stars as shown (one decimal)', async () => {
    const g = d.gigs;
    expect((await ids({ rating: '4' })).sort()).toEqual([g.premiereTitle, g.react, g.reactPro].sort());
    expect((await ids({ rating: '3' })).sort()).toEqual([g.premiereTitle, g.react, g.reactPro, g.premiereTags, g.data].sort());
    expect(await ids({ rating: '2' })).toHaveLength(6);
  });

  it('combines the keyword with every filter', async () => {
    expect(await ids({ keyword: 'premiere', language: 'Hindi' })).toEqual([d.gigs.premiereTags, d.gigs.premiereDesc]);
    expect(await ids({ keyword: 'premiere', language: 'Hindi', rating: '3' })).toEqual([d.gigs.premiereTags]);
    expect(await ids({ keyword: 'react', hourlyRate: '800+', expertise: 'expert', language: 'English', rating: '4' })).toEqual([
      d.gigs.reactPro,
    ]);
    expect(await ids({ keyword: 'react', expertise: 'intermediate' })).toEqual([]);
  });
});

describe('sorting', () => {
  it('sorts by highest rating, then review count (unrated last)', async () => {
    const g = d.gigs;
    const expected = [g.react, g.premiereTitle, g.reactPro, g.premiereTags, g.data, g.premiereDesc, g.motion];
    expect(await ids({ sortBy: 'highest-rated' })).toEqual(expected);
    expect(await ids({ sortBy: 'relevance' })).toEqual(expected);
  });

  it('sorts by the lowest Basic package price', async () => {
    const g = d.gigs;
    expect(await ids({ sortBy: 'lowest-price' })).toEqual([g.premiereTags, g.react, g.premiereTitle, g.data, g.premiereDesc, g.motion, g.reactPro]);
    const body = (await search(t, { sortBy: 'lowest-price', pageSize: '3' })).json<SearchBody>();
    expect(body.items.map((i) => i.startingPrice)).toEqual([15, 25, 30]);
  });

  it('sorts by most experience in the gig skill', async () => {
    const g = d.gigs;
    expect(await ids({ sortBy: 'most-experience' })).toEqual([g.premiereTitle, g.reactPro, g.data, g.premiereTags, g.premiereDesc, g.motion, g.react]);
  });

  it('sorts a keyword search too', async () => {
    const g = d.gigs;
    expect(await ids({ keyword: 'premiere', sortBy: 'lowest-price' })).toEqual([g.premiereTags, g.premiereTitle, g.premiereDesc]);
    expect(await ids({ keyword: 'premiere', sortBy: 'highest-rated' })).toEqual([g.premiereTitle, g.premiereTags, g.premiereDesc]);
  });
});

describe('cards and Top Experts', () => {
  it('answers cards from real data', async () => {
    const body = (await search(t, { keyword: 'premiere' })).json<SearchBody>();
    expect(body.items[0]).toMatchObject({
      _id: d.gigs.premiereTitle,
      title: 'Premiere Pro editing for your YouTube channel',
      category: 'Video Editing',
      subCategory: 'Video Editing',
      softwares: ['Premiere Pro'],
      startingPrice: 30,
      rating: 4.7,
      reviewCount: 3,
      expert: { userName: 'ada_edits', displayName: 'Ada Edits', hourlyRate: 160, level: 'Expert', experienceYears: 11 },
    });
    expect(String((body.items[0] as Record<string, unknown>).thumbnail)).toMatch(/^\/files\//);
    expect(body.items[2]).toMatchObject({ rating: 2, reviewCount: 1 });
  });

  it('shows the best rated results the page does not list, one per expert, on page 1 only', async () => {
    const first = (await search(t, { pageSize: '2' })).json<SearchBody>();
    expect(first.items.map((c) => c._id)).toEqual([d.gigs.react, d.gigs.premiereTitle]);
    expect(first.topExperts.map((c) => c._id)).toEqual([d.gigs.reactPro, d.gigs.premiereTags, d.gigs.data]);
    const premiere = (await search(t, { keyword: 'premiere', pageSize: '1' })).json<SearchBody>();
    expect(premiere.topExperts.map((c) => c.expert.userName)).toEqual(['ben_cuts']);
    // Every match is on the page: nothing is left to bring forward.
    expect((await search(t, { keyword: 'premiere' })).json<SearchBody>().topExperts).toEqual([]);
    const second = (await search(t, { pageSize: '2', page: '2' })).json<SearchBody>();
    expect(second.topExperts).toEqual([]);
  });
});

describe('pagination', () => {
  it('splits the results into pages with the real count', async () => {
    const pages: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const body = (await search(t, { pageSize: '3', page: String(page), sortBy: 'lowest-price' })).json<SearchBody>();
      expect(body).toMatchObject({ total: 7, page, pageSize: 3, pageCount: 3 });
      expect(body.items).toHaveLength(page < 3 ? 3 : 1);
      pages.push(...body.items.map((i) => i._id));
    }
    expect(pages).toEqual(await ids({ sortBy: 'lowest-price' }));
  });

  it('answers an empty page past the end, with the total', async () => {
    const body = (await search(t, { pageSize: '3', page: '4' })).json<SearchBody>();
    expect(body).toMatchObject({ total: 7, page: 4, pageCount: 3, items: [], topExperts: [] });
    const far = (await search(t, { page: '1000' })).json<SearchBody>();
    expect(far.items).toEqual([]);
  });

  it('uses 12 results a page by default and allows 1 to 48', async () => {
    expect((await search(t)).json()).toMatchObject({ page: 1, pageSize: 12 });
    expect(((await search(t, { pageSize: '1' })).json<SearchBody>()).items).toHaveLength(1);
    expect((await search(t, { pageSize: '48' })).statusCode).toBe(200);
  });
});

describe('bad parameters', () => {
  const cases: Array<[Record<string, string>, string]> = [
    [{ hourlyRate: 'cheap' }, 'Hourly rate must be one of: any, 0-200, 200-400, 400-800, 800+.'],
    [{ expertise: 'guru' }, 'Expertise must be one of: beginner, intermediate, expert.'],
    [{ language: 'Klingon' }, 'Language must be a language from the list (for example English or Hindi).'],
    [{ rating: '5' }, 'Rating must be one of: 4, 3, 2 (stars and up).'],
    [{ sortBy: 'newest' }, 'Sort must be one of: relevance, highest-rated, lowest-price, most-experience.'],
    [{ page: '0' }, 'Page must be a whole number from 1 to 1000.'],
    [{ page: '1001' }, 'Page must be a whole number from 1 to 1000.'],
    [{ page: 'two' }, 'Page must be a whole number from 1 to 1000.'],
    [{ page: '1.5' }, 'Page must be a whole number from 1 to 1000.'],
    [{ pageSize: '49' }, 'Page size must be a whole number from 1 to 48.'],
    [{ pageSize: '-1' }, 'Page size must be a whole number from 1 to 48.'],
    [{ keyword: 'x'.repeat(101) }, 'Search keywords must be at most 100 characters.'],
    [{ sort: 'relevance' }, 'Unknown search parameter: sort.'],
  ];
  it.each(cases)('%j gets a 400 with a clear message', async (query, message) => {
    const res = await search(t, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION' });
  });

  it('refuses a parameter given twice', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/gigs/search?keyword=a&keyword=b' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Give the search keywords once, as text.' });
  });
});

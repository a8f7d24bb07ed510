import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingStage } from '#shared/domain/booking';
import { searchSuggestions } from '#shared/domain/search-suggestions';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { createTestUser } from '../../helpers/users';
import { createSearchData, search, searchIds, type SearchBody, type SearchData } from '../../helpers/search-data';

/**
 * What search understands beyond the words of gigs, and what the category pages read: a catalogue
 * topic finds the gigs of its software, an expert's name finds the expert, a closer match is never
 * the query, suggestions follow the corrected words, Top Experts never repeats a card of the page,
 * the Languages filter offers what experts speak, and a domain's most booked gigs.
 */
let t: TestApp;
let d: SearchData;

beforeAll(async () => {
  t = await createTestApp();
  d = await createSearchData(t);
});
afterAll(async () => t?.close());

const ids = (keyword: string) => searchIds(t, { keyword });
const body = async (query: Record<string, string>) => (await search(t, query)).json<SearchBody & { correctedQuery: string | null; suggestions: string[]; noResults: { entries: string[] } | null }>();

/** Bookings of a gig straight into the table, in one stage. */
async function addBookings(gigId: string, expertId: string, stage: BookingStage, n: number): Promise<void> {
  const buyer = await createTestUser(t);
  const now = t.clock.now().toISOString();
  for (let i = 0; i < n; i++) {
    await t.db.kysely
      .insertInto('bookings')
      .values({
        id: randomUUID(),
        buyer_id: buyer.id,
        expert_id: expertId,
        gig_id: gigId,
        gig_title: 'A gig',
        skill: 'Video Editing',
        tier: 'basic',
        package_title: 'Basic',
        session_time: '30 min',
        extra_time: '0 min',
        credits: 10,
        stage,
        proposed_times_json: '[]',
        scheduled_at: stage === 'requested' || stage === 'declined' ? null : now,
        note: '',
        decline_reason: '',
        buyer_time_zone: 'UTC',
        request_id: null,
        expires_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

describe('a catalogue topic', () => {
  it('finds the gigs of its software when no gig names it', async () => {
    // Proxies and Rotoscoping are topics of Premiere Pro and After Effects that no gig names.
    expect(await ids('Proxies')).toEqual([d.gigs.premiereTitle]);
    expect(await ids('rotoscoping')).toEqual([d.gigs.motion]);
  });

  it('is searched as typed when some gig names it', async () => {
    // Titles & Graphics is a Premiere Pro topic; Dia's motion gig has both words: Ada's Premiere Pro gig is not added.
    expect(await ids('Titles & Graphics')).toEqual([d.gigs.motion]);
  });
});

describe('the closest matches of a search that found nothing', () => {
  it('never offer the query itself', async () => {
    // Searched exactly, so no correction finds something else instead.
    for (const keyword of ['Notion', 'generative fill']) {
      const found = await body({ keyword, exact: '1' });
      expect(found.total).toBe(0);
      expect(found.noResults?.entries.length).toBeGreaterThan(0);
      expect(found.noResults?.entries.map((e) => e.toLowerCase())).not.toContain(keyword.toLowerCase());
    }
  });
});

describe("an expert's name", () => {
  it('finds the listed gigs of the expert, best rated first', async () => {
    expect(await ids('Ada')).toEqual([d.gigs.premiereTitle]);
    expect(await ids('ben cuts')).toEqual([d.gigs.premiereTags, d.gigs.premiereDesc]);
    expect(await ids('chen_codes')).toEqual([d.gigs.react]);
  });

  it('is not looked up under a filter, nor for words gigs have', async () => {
    expect(await searchIds(t, { keyword: 'Ada', language: 'English' })).not.toContain(d.gigs.premiereTitle);
    // 'Data' is a word of Eli Data's gig: the gig is found by it (Ben's gigs say nothing of data).
    expect(await ids('data')).toEqual([d.gigs.data]);
  });
});

describe('suggestions', () => {
  it('come from the corrected words when the search was corrected', async () => {
    const found = await body({ keyword: 'premeire' });
    expect(found.correctedQuery).toBe('premiere');
    expect(found.suggestions).toEqual(searchSuggestions('premiere'));
    expect(found.suggestions).not.toEqual(searchSuggestions('premeire'));
  });

  it('come from the keyword otherwise', async () => {
    expect((await body({ keyword: 'react' })).suggestions).toEqual(searchSuggestions('react'));
  });
});

describe('Top Experts', () => {
  it('never repeats a card the page lists under All Experts', async () => {
    const queries: Array<Record<string, string>> = [{}, { pageSize: '2' }, { keyword: 'premiere', pageSize: '1' }, { keyword: 'react' }];
    for (const query of queries) {
      const found = await body(query);
      const listed = new Set(found.items.map((i) => i._id));
      expect(found.topExperts.filter((c) => listed.has(c._id))).toEqual([]);
    }
  });
});

describe('the Languages filter', () => {
  it('lists the languages experts with a listed gig speak', async () => {
    // An expert with no gig yet speaks French: not offered, nothing would be found.
    await createTestExpert(t, { userName: 'fay_french', displayName: 'Fay French', languages: [['French', 'Fluent']] });
    const res = await t.app.inject({ method: 'GET', url: '/api/search/languages' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ languages: ['English', 'Hindi'] });
  });
});

describe("a domain's most booked gigs", () => {
  beforeAll(async () => {
    await addBookings(d.gigs.premiereDesc, d.experts.ben.expertId, 'completed', 2);
    await addBookings(d.gigs.premiereTags, d.experts.ben.expertId, 'accepted', 1);
    // Requests never accepted are no bookings.
    await addBookings(d.gigs.premiereTitle, d.experts.ada.expertId, 'declined', 3);
  });
  const mostBooked = (path: string) => t.app.inject({ method: 'GET', url: `/api/catalog/${path}/most-booked` });
  const gigIds = async (path: string) => (await mostBooked(path)).json<{ gigs: Array<{ _id: string }> }>().gigs.map((g) => g._id);

  it('of a skill domain: its gig category, most booked first, then the best rated', async () => {
    expect(await gigIds('skills/video-editing')).toEqual([d.gigs.premiereDesc, d.gigs.premiereTags, d.gigs.premiereTitle]);
  });

  it('of a software domain: the gigs of its softwares', async () => {
    expect(await gigIds('softwares/video-editing')).toEqual([d.gigs.premiereDesc, d.gigs.premiereTags, d.gigs.premiereTitle, d.gigs.motion]);
  });

  it('answers 404 for a domain the catalogue does not know', async () => {
    const res = await mostBooked('skills/no-such-domain');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Domain not found.' });
  });
});

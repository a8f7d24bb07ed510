import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RankingPositionResponse, RankingResponse } from '#shared/contract/http/ranking';
import { RANKING_CHECKS_MAX } from '#shared/domain/ranking';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser, signTestSession } from '../../helpers/users';
import { createTestExpert } from '../../helpers/experts';
import { HOUR, bookOk, inHours, inject, insertGig, topUp } from '../bookings/bookings-fixtures';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const DAY = 24 * HOUR;
const TITLE = 'Quokka scenes rendered in Blender, live';

describe(`expert ranking on ${testDbKind()}`, () => {
  let t: TestApp;
  let expert: Awaited<ReturnType<typeof createTestExpert>>;
  let gigId: string;
  let quietGigId: string;

  const setTags = (id: string, tags: string[], softwares: string[]) =>
    t.db.kysely.updateTable('gigs').set({ tags_json: JSON.stringify(tags), softwares_json: JSON.stringify(softwares) }).where('id', '=', id).execute();

  beforeAll(async () => {
    // Flushed by the test only (the real interval would race the counts it checks).
    t = await createTestApp({ ANALYTICS_FLUSH_MS: '0' });
    expert = await createTestExpert(t, { displayName: 'Rank Keeper' });
    // Gigs about something else, so the keyword's words are rare enough to rank by.
    const filler = await createTestExpert(t);
    for (let i = 0; i < 30; i += 1) await insertGig(t, filler);
    gigId = await insertGig(t, expert, { title: 'Quokka scenes modelled with you, live', credits: { basic: 40 } });
    await setTags(gigId, ['animals', 'modelling', 'scenes', 'cute'], ['Blender']);
    quietGigId = await insertGig(t, expert, { title: 'Spreadsheet formulas untangled with patience' });
    // Competitors: the same title, and tags and a software the expert's gig lacks.
    for (let i = 0; i < 6; i += 1) {
      const other = await createTestExpert(t);
      const id = await insertGig(t, other, { title: TITLE, credits: { basic: 20 + i } });
      await setTags(id, ['quokka', 'lighting', 'cycles', `extra${i}`], ['Blender', 'Substance 3D Painter']);
    }
  });
  afterAll(async () => t.close());

  const search = (keyword: string, o: { ip?: string; auth?: Record<string, string>; page?: number } = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/gigs/search?keyword=${encodeURIComponent(keyword)}&pageSize=4&page=${o.page ?? 1}`,
      remoteAddress: o.ip ?? '10.9.0.1',
      headers: { 'user-agent': BROWSER, ...o.auth },
    });
  const position = (gig: string, keyword: string, caller: { auth: Record<string, string> } | null = expert) =>
    inject(t, 'GET', `/api/ranking/position?gig=${gig}&keyword=${encodeURIComponent(keyword)}`, caller);
  const today = () => t.clock.now().toISOString().slice(0, 10);

  it("answers the gig's index in the real search's answer, and what the gigs above it have", async () => {
    // The buyer's pages of 4, read until the gig shows: its index in the whole answer.
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) seen.push(...(await search('quokka blender', { page })).json<{ items: Array<{ _id: string }> }>().items.map((g) => g._id));
    const index = seen.indexOf(gigId);
    expect(index).toBeGreaterThan(0);
    const res = await position(gigId, 'Quokka  Blender!');
    expect(res.statusCode).toBe(200);
    const body = res.json<RankingPositionResponse>();
    expect(body).toMatchObject({ keyword: 'quokka blender', position: index + 1, listed: true, total: 7, correctedQuery: null });
    expect(body.gaps?.compared).toBe(index);
    expect(body.gaps?.tags.map((g) => g.name)).toEqual(expect.arrayContaining(['lighting', 'cycles']));
    expect(body.gaps?.tags.map((g) => g.name)).not.toContain('extra0');
    expect(body.gaps?.softwares).toEqual([{ name: 'Substance 3D Painter', count: index }]);
    expect(body.gaps?.price).toMatchObject({ gig: 40 });
    expect(body.gaps?.price.high).toBeLessThan(40);

    // A keyword that does not find the gig: no position, compared with the first results.
    const elsewhere = (await position(quietGigId, 'quokka')).json<RankingPositionResponse>();
    expect(elsewhere).toMatchObject({ position: null, depth: 100 });
    expect(elsewhere.gaps?.compared).toBe(7);
    // The position query is not a buyer's search: no impression noted.
    expect(t.app.analytics.pending).toBe(3);
    await t.app.analytics.flush();
  });

  it('counts the keywords that showed a gig, their clicks and bookings, and lists them with positions', async () => {
    await t.db.kysely.deleteFrom('keyword_daily').execute();
    // Each visitor reads the first two pages (the gig is on one of them).
    for (const page of [1, 2]) {
      await search('quokka blender', { ip: '10.9.1.1', page });
      await search('Quokka, blender', { ip: '10.9.1.2', page });
      await search('quokka', { ip: '10.9.1.3', page });
    }
    // The first visitor opens the gig the same day: a click for the keyword that showed it.
    await t.app.inject({ method: 'GET', url: `/api/public/gigs/${gigId}`, remoteAddress: '10.9.1.1', headers: { 'user-agent': BROWSER } });
    // A signed-in buyer searches, and books two days later: a booking for that keyword.
    const buyer = await createTestUser(t);
    for (const page of [1, 2]) await search('blender quokka', { ip: '10.9.1.4', auth: buyer.auth, page });
    await t.app.analytics.flush();
    t.clock.advance(2 * DAY);
    await topUp(t, buyer, 60);
    await bookOk(t, buyer, gigId, { times: inHours(t, 5) });
    await expect
      .poll(async () => {
        await t.app.analytics.flush();
        return t.db.kysely.selectFrom('keyword_daily').select(['keyword', 'bookings']).where('gig_id', '=', gigId).where('bookings', '>', 0).execute();
      })
      .toEqual([{ keyword: 'blender quokka', bookings: 1 }]);

    const res = await inject(t, 'GET', '/api/ranking', expert);
    expect(res.statusCode).toBe(200);
    const body = res.json<RankingResponse>();
    expect(body.today).toBe(today());
    const gig = body.gigs.find((g) => g.id === gigId);
    const expected = (await position(gigId, 'quokka blender')).json<RankingPositionResponse>().position;
    const quokkaBlender = gig?.keywords.find((k) => k.keyword === 'quokka blender');
    expect(quokkaBlender).toMatchObject({
      keyword: 'quokka blender',
      position: expected,
      d7: { impressions: 2, clicks: 1, bookings: 0 },
      d30: { impressions: 2, clicks: 1, bookings: 0 },
      d90: { impressions: 2, clicks: 1, bookings: 0 },
    });
    // The keyword's own days: its figures two days ago, today's recorded position and no earlier one.
    expect(quokkaBlender?.series.impressions).toHaveLength(90);
    expect(quokkaBlender?.series.impressions.at(-3)).toBe(2);
    expect(quokkaBlender?.series.clicks.at(-3)).toBe(1);
    expect(quokkaBlender?.series.impressions.reduce((a, b) => a + b, 0)).toBe(2);
    expect(quokkaBlender?.series.positions.at(-1)).toBe(expected);
    expect(quokkaBlender?.series.positions.slice(0, -1).every((p) => p === null)).toBe(true);
    expect(gig?.keywords.find((k) => k.keyword === 'blender quokka')?.series.bookings.at(-1)).toBe(1);
    expect(gig?.keywords.find((k) => k.keyword === 'blender quokka')?.d7).toEqual({ impressions: 1, clicks: 0, bookings: 1 });
    expect(gig?.series).toHaveLength(90);
    expect(gig?.series.at(-3)).toEqual({ day: new Date(t.clock.now().getTime() - 2 * DAY).toISOString().slice(0, 10), impressions: 4, clicks: 1, bookings: 0 });
    expect(gig?.series.at(-1)).toMatchObject({ impressions: 0, bookings: 1 });
    expect(body.gigs.find((g) => g.id === quietGigId)?.keywords).toEqual([]);
    // A week later the 7-day figures are empty, the 30-day ones kept.
    t.clock.advance(7 * DAY);
    // A new session: the first one lapsed with the days.
    expert.auth = { authorization: `Bearer ${await signTestSession(t, expert.id)}` };
    const later = (await inject(t, 'GET', '/api/ranking', expert)).json<RankingResponse>();
    const k = later.gigs.find((g) => g.id === gigId)?.keywords.find((x) => x.keyword === 'quokka blender');
    expect(k?.d7.impressions).toBe(0);
    expect(k?.d30.impressions).toBe(2);
    // The position history: the day recorded a week ago, nothing between, today again.
    expect(k?.series.positions.at(-8)).toBe(expected);
    expect(k?.series.positions.slice(-7, -1)).toEqual([null, null, null, null, null, null]);
    expect(k?.series.positions.at(-1)).toBe(expected);
    // A keyword beyond the first 100 is recorded as such, not as a missing day.
    await t.db.kysely.updateTable('keyword_positions').set({ position: null }).where('gig_id', '=', gigId).where('keyword', '=', 'quokka blender').where('day', '<', today()).execute();
    const again = (await inject(t, 'GET', '/api/ranking', expert)).json<RankingResponse>();
    expect(again.gigs.find((g) => g.id === gigId)?.keywords.find((x) => x.keyword === 'quokka blender')?.series.positions.at(-8)).toBe('beyond');
  });

  it('shows the expert their own gigs only: 401, 403, and 404 for a gig of another', async () => {
    const other = await createTestExpert(t);
    const theirs = (await inject(t, 'GET', '/api/ranking', other)).json<RankingResponse>();
    expect(theirs.gigs).toEqual([]);
    expect((await position(gigId, 'quokka', other)).statusCode).toBe(404);
    expect((await position(gigId, 'quokka', await createTestUser(t))).statusCode).toBe(403);
    expect((await position(gigId, 'quokka', null)).statusCode).toBe(401);
    expect((await inject(t, 'GET', '/api/ranking', await createTestUser(t))).statusCode).toBe(403);
    expect((await inject(t, 'GET', '/api/ranking', null)).statusCode).toBe(401);
    expect((await position(gigId, '  !! ')).statusCode).toBe(400);
  });

  it('limits position queries per expert', async () => {
    const limited = await createTestExpert(t);
    const own = await insertGig(t, limited, { title: 'Wombat portraits painted in Krita' });
    const statuses: number[] = [];
    for (let i = 0; i <= RANKING_CHECKS_MAX; i += 1) statuses.push((await position(own, `wombat ${i}`, limited)).statusCode);
    expect(statuses.slice(0, RANKING_CHECKS_MAX).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another expert still may.
    expect((await position(gigId, 'wombat')).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsReport } from '#shared/contract/http/ops-reports';
import type { Gig } from '#shared/contract/http/gigs';
import { listAudit } from '#server/modules/ops/audit';
import { SHARED_CATALOGUES } from '#shared/i18n/catalogues';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { searchIds } from '../../helpers/search-data';
import { testDbKind } from '../../helpers/test-db';
import { book, insertGig, topUp, waitForMail } from '../bookings/bookings-fixtures';
import { pair } from '../messages/messages-fixtures';
import { operatorWith, withFreshSecondFactor, type Account } from '../ops/console-fixtures';
import { insertReview, passedStepUpNow, report, reportIdOf } from '../ops/reports-fixtures';

type Ratings = { summary: { average: number | null; count: number }; reviews: Array<{ _id: string }> };

/** Trust hides and shows gigs and reviews: out of search, pages and ratings, told to the owner, audited, 409 on a repeat. */
describe(`hiding content on ${testDbKind()}`, () => {
  let t: TestApp;
  let trust: Account;
  beforeAll(async () => {
    t = await createTestApp();
    trust = await operatorWith(t, ['trust']);
    await withFreshSecondFactor(t, trust);
  });
  afterAll(async () => t.close());

  const act = async (verb: 'hide' | 'unhide', body: object, who: Account = trust) => {
    await passedStepUpNow(t, who);
    return t.app.inject({ method: 'POST', url: `/api/ops/content/${verb}`, headers: who.auth, payload: body });
  };
  /** How many listed gigs the search vocabulary counts a word in (did-you-mean and suggestions read it). */
  const vocab = async (term: string) => Number((await t.db.kysely.selectFrom('search_vocab').select('docs').where('term', '=', term).executeTakeFirst())?.docs ?? 0);
  const get = (url: string, who?: { auth: Record<string, string> }) => t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });

  it("hides a reported gig: out of search, its page gone for visitors, the owner sees why; the report closes; shown again on unhide", async () => {
    const { buyer, expert } = await pair(t);
    const gigId = await insertGig(t, expert, { title: 'Zorbulate your wallet with guaranteed returns' });
    expect(await searchIds(t, { keyword: 'zorbulate' })).toEqual([gigId]);
    expect(await vocab('zorbulate')).toBe(1);
    expect((await report(t, buyer, { kind: 'gig', id: gigId })).statusCode).toBe(201);
    const reportId = await reportIdOf(t, buyer.id, gigId);

    const hidden = await act('hide', { kind: 'gig', id: gigId, reason: 'Promises returns on money', reportId });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ kind: 'gig', id: gigId, reason: 'Promises returns on money' });
    expect(await searchIds(t, { keyword: 'zorbulate' })).toEqual([]);
    expect(await vocab('zorbulate')).toBe(0);
    expect((await get(`/api/public/gigs/${gigId}`)).statusCode).toBe(404);
    expect((await get(`/api/gigs/${gigId}`, buyer)).statusCode).toBe(404);
    await topUp(t, buyer, 50);
    const booking = await book(t, buyer, gigId);
    expect({ status: booking.statusCode, code: booking.json<{ code: string }>().code }).toEqual({ status: 409, code: 'GIG_INACTIVE' });
    const own = await get(`/api/gigs/${gigId}`, expert);
    expect(own.json<Gig>().hidden).toMatchObject({ reason: 'Promises returns on money' });
    const mine = (await get('/api/gigs/expert/my-gigs', expert)).json<Gig[]>();
    expect(mine.find((g) => g._id === gigId)?.hidden?.reason).toBe('Promises returns on money');

    const closed = (await get('/api/ops/reports?status=closed', trust)).json<{ reports: OpsReport[] }>().reports.find((r) => r.id === reportId);
    expect(closed).toMatchObject({ outcome: 'hide', outcomeReason: 'Promises returns on money', targetHiddenAt: expect.any(String) });
    const audit = await listAudit(t.db.kysely, { target: { type: 'gig', id: gigId } });
    expect(audit.entries).toMatchObject([{ action: 'content.hide', role: 'trust', before: { hiddenAt: null }, after: { reportId } }]);

    const en = SHARED_CATALOGUES.en.emails;
    const mail = await waitForMail(t, (await t.db.kysely.selectFrom('users').select('email').where('id', '=', expert.id).executeTakeFirstOrThrow()).email, /hidden/);
    expect(mail.subject).toBe(en['bell.moderation.hidden.title']);
    expect(mail.text).toContain('Reason: Promises returns on money');

    const again = await act('hide', { kind: 'gig', id: gigId, reason: 'Second look' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_HIDDEN', fields: { reason: 'Promises returns on money' } });

    t.clock.advance(60_000);
    expect((await act('unhide', { kind: 'gig', id: gigId, reason: 'The expert rewrote it' })).statusCode).toBe(200);
    expect(await searchIds(t, { keyword: 'zorbulate' })).toEqual([gigId]);
    expect(await vocab('zorbulate')).toBe(1);
    expect((await get(`/api/public/gigs/${gigId}`)).statusCode).toBe(200);
    expect((await act('unhide', { kind: 'gig', id: gigId, reason: 'Again' })).statusCode).toBe(409);
    expect((await listAudit(t.db.kysely, { target: { type: 'gig', id: gigId } })).entries.map((e) => e.action)).toEqual(['content.unhide', 'content.hide']);
  });

  it("hides a review: it leaves the gig's and the expert's lists and ratings, and comes back on unhide", async () => {
    const { expert } = await pair(t);
    const gigId = await insertGig(t, expert, { title: 'Blender lighting' });
    const kept = await insertReview(t, { gigId, expertId: expert.expertId }, 5);
    const abusive = await insertReview(t, { gigId, expertId: expert.expertId }, 1, 'Abusive words');
    const ofGig = async () => (await get(`/api/reviews/gigs/${gigId}`)).json<Ratings>();
    const ofExpert = async () => (await get(`/api/reviews/experts/${expert.userName}`)).json<Ratings>();
    const indexed = async () => (await t.db.kysely.selectFrom('gig_search').select('review_count').where('gig_id', '=', gigId).executeTakeFirstOrThrow()).review_count;
    expect((await ofGig()).summary).toEqual({ average: 3, count: 2 });
    expect(Number(await indexed())).toBe(2);

    expect((await act('hide', { kind: 'review', id: abusive.id, reason: 'Insults the expert' })).statusCode).toBe(200);
    expect((await ofGig()).summary).toEqual({ average: 5, count: 1 });
    expect((await ofGig()).reviews.map((r) => r._id)).toEqual([kept.id]);
    expect((await ofExpert()).summary).toEqual({ average: 5, count: 1 });
    expect(Number(await indexed())).toBe(1);
    const held = await t.db.kysely.selectFrom('reviews').select('held_back').where('id', '=', abusive.id).executeTakeFirstOrThrow();
    expect(held.held_back).toBe('hidden');

    expect((await act('unhide', { kind: 'review', id: abusive.id, reason: 'Hidden by mistake' })).statusCode).toBe(200);
    expect((await ofGig()).summary).toEqual({ average: 3, count: 2 });
    expect(Number(await indexed())).toBe(2);
  });

  it('refuses support (403), bad input (400), a report about other content (400) and unknown content (404), changing nothing', async () => {
    const { buyer, expert } = await pair(t);
    const gigId = await insertGig(t, expert);
    const other = await insertGig(t, expert);
    expect((await report(t, buyer, { kind: 'gig', id: other })).statusCode).toBe(201);
    const otherReport = await reportIdOf(t, buyer.id, other);
    const support = await operatorWith(t, ['support']);
    await withFreshSecondFactor(t, support);
    expect((await act('hide', { kind: 'gig', id: gigId, reason: 'Looks wrong' }, support)).statusCode).toBe(403);
    expect((await act('hide', { kind: 'gig', id: gigId, reason: '' })).statusCode).toBe(400);
    expect((await act('hide', { kind: 'expert', id: gigId, reason: 'Looks wrong' })).statusCode).toBe(400);
    expect((await act('hide', { kind: 'gig', id: gigId, reason: 'Looks wrong', reportId: otherReport })).statusCode).toBe(400);
    expect((await act('hide', { kind: 'review', id: 'no-such-review', reason: 'Looks wrong' })).statusCode).toBe(404);
    const row = await t.db.kysely.selectFrom('gigs').select('hidden_at').where('id', '=', gigId).executeTakeFirstOrThrow();
    expect(row.hidden_at).toBeNull();
    const stillOpen = await t.db.kysely.selectFrom('user_reports').select('status').where('id', '=', otherReport).executeTakeFirstOrThrow();
    expect(stillOpen.status).toBe('open');
  });
});

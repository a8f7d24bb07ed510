import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsResponse } from '#shared/contract/http/analytics';
import { purgeAnalyticsEvents } from '#server/modules/analytics/purge';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { createTestExpert } from '../../helpers/experts';
import { HOUR, bookOk, inHours, inject, insertGig, topUp, confirmSession } from '../bookings/bookings-fixtures';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const DAY = 24 * HOUR;

describe(`expert analytics on ${testDbKind()}`, () => {
  let t: TestApp;
  let expert: Awaited<ReturnType<typeof createTestExpert>>;
  let gigId: string;
  let otherGigId: string;
  beforeAll(async () => {
    // Flushed by the test only (the real interval would race the counts it checks).
    t = await createTestApp({ ANALYTICS_FLUSH_MS: '0' });
    expert = await createTestExpert(t, { displayName: 'Ana Lytics' });
    gigId = await insertGig(t, expert, { title: 'Quixotic zebra charts in Tableau, live', credits: { basic: 10 } });
    otherGigId = await insertGig(t, expert, { title: 'Power BI dashboards reviewed', credits: { basic: 10 } });
  });
  afterAll(async () => t.close());

  const view = (path: string, o: { ip?: string; ua?: string; auth?: Record<string, string> } = {}) =>
    t.app.inject({ method: 'GET', url: path, remoteAddress: o.ip ?? '10.0.0.1', headers: { 'user-agent': o.ua ?? BROWSER, ...o.auth } });
  const daily = (gig: string, day: string) =>
    t.db.kysely.selectFrom('analytics_daily').selectAll().where('expert_id', '=', expert.id).where('gig_id', '=', gig).where('day', '=', day).executeTakeFirst();
  const today = () => t.clock.now().toISOString().slice(0, 10);
  const analytics = async (query: string, caller: { auth: Record<string, string> } | null = expert) => {
    const res = await inject(t, 'GET', `/api/analytics${query}`, caller);
    return { status: res.statusCode, body: res.json<AnalyticsResponse>() };
  };

  it('counts one gig view per visitor per day, per gig and for the expert, once flushed', async () => {
    const res = await view(`/api/public/gigs/${gigId}`);
    expect(res.statusCode).toBe(200);
    // Noted in memory only: the request did not write.
    expect(t.app.analytics.pending).toBe(1);
    expect(await daily(gigId, today())).toBeUndefined();
    await view(`/api/public/gigs/${gigId}`);
    await view(`/api/public/gigs/${gigId}`, { ip: '10.0.0.2' });
    expect(await t.app.analytics.flush()).toBe(2);
    await view(`/api/public/gigs/${gigId}`);
    expect(await t.app.analytics.flush()).toBe(0);
    expect(await daily(gigId, today())).toMatchObject({ gig_views: 2 });
    expect(await daily('', today())).toMatchObject({ gig_views: 2 });
    const day1 = today();
    t.clock.advance(DAY);
    await view(`/api/public/gigs/${gigId}`);
    await t.app.analytics.flush();
    expect(await daily(gigId, today())).toMatchObject({ gig_views: 1 });
    expect(await daily(gigId, day1)).toMatchObject({ gig_views: 2 });
  });

  it("ignores the expert's own views and obvious robots, and counts a signed-in visitor as one", async () => {
    const before = (await daily(gigId, today()))?.gig_views ?? 0;
    await view(`/api/public/gigs/${gigId}`, { ip: '10.1.0.1', auth: expert.auth });
    for (const ua of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'curl/8.5.0', 'Mozilla/5.0 HeadlessChrome/131.0', ''])
      await view(`/api/public/gigs/${gigId}`, { ip: '10.1.0.2', ua });
    const buyer = await createTestUser(t);
    await view(`/api/public/gigs/${gigId}`, { ip: '10.1.0.3', auth: buyer.auth });
    await view(`/api/public/gigs/${gigId}`, { ip: '10.1.0.4', auth: buyer.auth });
    expect(await t.app.analytics.flush()).toBe(1);
    expect((await daily(gigId, today()))?.gig_views).toBe(before + 1);
  });

  it('counts search impressions, expert page views and contact dialogs', async () => {
    const found = await view('/api/gigs/search?keyword=quixotic', { ip: '10.2.0.1' });
    expect(found.json<{ items: Array<{ _id: string }> }>().items.map((g) => g._id)).toContain(gigId);
    await view(`/api/public/experts/${expert.userName}`, { ip: '10.2.0.1' });
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      remoteAddress: '10.2.0.1',
      headers: { 'user-agent': BROWSER },
      payload: { kind: 'contact', gigId },
    });
    expect(contact.statusCode).toBe(202);
    await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      remoteAddress: '10.2.0.1',
      headers: { 'user-agent': BROWSER },
      payload: { kind: 'contact', expertUserName: expert.userName.toUpperCase() },
    });
    await t.app.analytics.flush();
    expect(await daily(gigId, today())).toMatchObject({ impressions: 1, contacts: 1 });
    expect(await daily('', today())).toMatchObject({ impressions: 1, profile_views: 1, contacts: 2 });
  });

  it('counts booking requests, answers with their response time, completions with their credits, and reviews', async () => {
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 30);
    const b = await bookOk(t, buyer, otherGigId, { times: inHours(t, 5) });
    t.clock.advance(2 * HOUR);
    expect((await inject(t, 'POST', `/api/bookings/${b._id}/accept`, expert, { scheduledAt: b.proposedTimes[0] })).statusCode).toBe(200);
    t.clock.advance(5 * HOUR);
    expect((await confirmSession(t, b._id, buyer)).statusCode).toBe(200);
    expect((await inject(t, 'POST', `/api/bookings/${b._id}/review`, buyer, { rating: 4, text: 'Clear and kind' })).statusCode).toBe(201);
    // The bookings module announces its events after the answer; they reach the buffer, then the roll-up.
    await expect
      .poll(async () => {
        await t.app.analytics.flush();
        return daily(otherGigId, today());
      })
      .toMatchObject({ requests: 1, accepted: 1, responses: 1, response_seconds: 7200, completed: 1, earned_credits: 10, reviews: 1, rating_sum: 4 });
    // A booking event announced twice is counted once.
    t.app.analytics.booking('accepted', b._id);
    expect(await t.app.analytics.flush()).toBe(0);
  });

  it('answers the expert their own counts, by range and gig; others get 401, 403 or 404', async () => {
    const all = await analytics('?range=7d&gig=all');
    expect(all.status).toBe(200);
    expect(all.body.bucket).toBe('day');
    expect(all.body.points).toHaveLength(7);
    expect(all.body.gigs.map((g) => g.id).sort()).toEqual([gigId, otherGigId].sort());
    expect(all.body.totals).toMatchObject({ gigViews: 4, impressions: 1, profileViews: 1, contacts: 2, requests: 1, completed: 1, earnedCredits: 10 });
    expect(all.body).toMatchObject({ feesPaid: 0, fullHistory: false });
    // The 12 months are Pro for experts' history: refused before, read once Pro is paid for.
    const refused = await analytics(`?range=12m&gig=${gigId}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'PRO_ONLY', message: 'The 12-month history comes with Pro for experts.' });
    expect((await inject(t, 'POST', '/api/subscriptions', expert, { planId: 'expert-monthly' })).statusCode).toBe(201);
    const one = await analytics(`?range=12m&gig=${gigId}`);
    expect(one.status).toBe(200);
    expect(one.body.fullHistory).toBe(true);
    expect(one.body.bucket).toBe('month');
    expect(one.body.points).toHaveLength(12);
    expect(one.body.totals).toMatchObject({ gigViews: 4, requests: 0 });
    expect((await analytics('?range=90d')).body.points).toHaveLength(13);
    expect((await analytics('?range=30d')).status).toBe(200);

    const other = await createTestExpert(t);
    expect((await analytics(`?gig=${gigId}`, other)).status).toBe(404);
    expect((await analytics('?gig=all', other)).body.totals.gigViews).toBe(0);
    expect((await analytics('', await createTestUser(t))).status).toBe(403);
    expect((await analytics('', null)).status).toBe(401);
    expect((await analytics('?range=2y')).status).toBe(400);
  });

  it('reads a year of roll-ups and drops raw events older than 90 days, keeping the roll-ups', async () => {
    const rows = await t.db.kysely.selectFrom('analytics_events').select(['day']).where('expert_id', '=', expert.id).execute();
    expect(rows.length).toBeGreaterThan(0);
    const firstDay = today();
    t.clock.advance(89 * DAY);
    expect(await purgeAnalyticsEvents(t.db, t.clock.now())).toBe(0);
    t.clock.advance(2 * DAY);
    const purged = await purgeAnalyticsEvents(t.db, t.clock.now());
    expect(purged).toBeGreaterThan(0);
    expect(await daily(otherGigId, firstDay)).toMatchObject({ completed: 1 });
    // The flush scheduled the daily purge on the durable jobs.
    expect(await t.db.kysely.selectFrom('jobs').select('kind').where('kind', '=', 'analytics-events-purge').executeTakeFirst()).toBeDefined();
  });

  it('writes what is buffered when the app closes', async () => {
    const t2 = await createTestApp({ ANALYTICS_FLUSH_MS: '0' });
    const e2 = await createTestExpert(t2);
    const g2 = await insertGig(t2, e2);
    await t2.app.inject({ method: 'GET', url: `/api/public/gigs/${g2}`, headers: { 'user-agent': BROWSER } });
    await t2.app.close();
    const row = await t2.db.kysely.selectFrom('analytics_daily').selectAll().where('gig_id', '=', g2).executeTakeFirst();
    expect(row).toMatchObject({ gig_views: 1 });
    await t2.close();
  });
});

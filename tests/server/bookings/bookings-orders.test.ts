import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { createTestExpert } from '../../helpers/experts';
import { HOUR, bookOk, inject, insertGig, reauth, topUp, type BookingJson, confirmSession } from './bookings-fixtures';

/** The orders table's filters (Sort By, Range, Status, search) applied by GET /api/bookings/my and /expert. */
describe(`orders filters on ${testDbKind()}`, () => {
  let t: TestApp;
  let buyer: Awaited<ReturnType<typeof createTestUser>>;
  let grace: Awaited<ReturnType<typeof createTestExpert>>;
  let linus: Awaited<ReturnType<typeof createTestExpert>>;
  const ids: Record<'A' | 'B' | 'C' | 'D', string> = { A: '', B: '', C: '', D: '' };

  beforeAll(async () => {
    t = await createTestApp();
    // The clock starts on 1 March 2026, 10:00 UTC.
    grace = await createTestExpert(t, { displayName: 'Grace Hopper' });
    linus = await createTestExpert(t, { displayName: 'Linus Editor' });
    const web = await insertGig(t, grace, { subCategory: 'Web Development', credits: { basic: 10 } });
    const video = await insertGig(t, linus, {
      subCategory: 'Video Editing',
      title: 'Premiere Pro colour grading live',
      credits: { basic: 20 },
    });
    buyer = await createTestUser(t);
    await topUp(t, buyer, 100);
    const a = await bookOk(t, buyer, web, { times: ['2026-03-02T09:00:00.000Z'] });
    const b = await bookOk(t, buyer, video, { times: ['2026-03-03T09:00:00.000Z'] });
    ids.A = a._id;
    ids.B = b._id;
    await inject(t, 'POST', `/api/bookings/${a._id}/accept`, grace, { scheduledAt: a.proposedTimes[0] });
    await inject(t, 'POST', `/api/bookings/${b._id}/cancel`, buyer);
    t.clock.set(new Date('2026-03-02T10:00:00.000Z'));
    await confirmSession(t, a._id, buyer);
    t.clock.set(new Date('2026-06-15T12:00:00.000Z'));
    for (const u of [buyer, grace, linus]) await reauth(t, u);
    const c = await bookOk(t, buyer, web, { times: ['2026-06-16T09:00:00.000Z'] });
    const d = await bookOk(t, buyer, video, {
      times: ['2026-06-25T09:00:00.000Z', '2026-06-20T09:00:00.000Z'],
    });
    ids.C = c._id;
    ids.D = d._id;
    await inject(t, 'POST', `/api/bookings/${d._id}/accept`, linus, {
      scheduledAt: '2026-06-20T09:00:00.000Z',
    });
    t.clock.advance(HOUR);
  });
  afterAll(async () => t.close());

  async function orders(query: string, caller: { auth: Record<string, string> } = buyer, path = 'my') {
    const res = await inject(t, 'GET', `/api/bookings/${path}${query ? `?${query}` : ''}`, caller);
    expect(res.statusCode, res.body).toBe(200);
    const names = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
    return (res.json().bookings as BookingJson[]).map((b) => names[b._id]);
  }

  it('lists the rows with Expert, Skill, Date, Status and Amount, latest session first', async () => {
    const res = await inject(t, 'GET', '/api/bookings/my', buyer);
    const rows = res.json().bookings as BookingJson[];
    expect(rows.map((r) => [r.expert.displayName, r.skill, r.date, r.status, r.amount])).toEqual([
      ['Linus Editor', 'Video Editing', '2026-06-20T09:00:00.000Z', 'Pending', 20],
      ['Grace Hopper', 'Web Development', '2026-06-16T09:00:00.000Z', 'Pending', 10],
      ['Linus Editor', 'Video Editing', '2026-03-03T09:00:00.000Z', 'Failed', 20],
      ['Grace Hopper', 'Web Development', '2026-03-02T09:00:00.000Z', 'Completed', 10],
    ]);
    expect(await orders('sortBy=latest')).toEqual(['D', 'C', 'B', 'A']);
    expect(await orders('sortBy=oldest')).toEqual(['A', 'B', 'C', 'D']);
  });

  it('filters by status', async () => {
    expect(await orders('status=Completed')).toEqual(['A']);
    expect(await orders('status=Failed')).toEqual(['B']);
    expect(await orders('status=Pending')).toEqual(['D', 'C']);
    expect(await orders('status=all')).toEqual(['D', 'C', 'B', 'A']);
    expect((await inject(t, 'GET', '/api/bookings/my?status=Lost', buyer)).statusCode).toBe(400);
  });

  it('filters by range (now is 15 June 2026)', async () => {
    expect(await orders('range=this-month')).toEqual(['D', 'C']);
    expect(await orders('range=last-3-months')).toEqual(['D', 'C']);
    expect(await orders('range=last-6-months')).toEqual(['D', 'C', 'B', 'A']);
    expect(await orders('range=last-year&sortBy=oldest')).toEqual(['A', 'B', 'C', 'D']);
    expect((await inject(t, 'GET', '/api/bookings/my?range=forever', buyer)).statusCode).toBe(400);
  });

  it('searches expert and skill, case-insensitively, with the other filters', async () => {
    expect(await orders('search=VIDEO')).toEqual(['D', 'B']);
    expect(await orders('search=grace')).toEqual(['C', 'A']);
    expect(await orders('search=video&status=Pending')).toEqual(['D']);
    expect(await orders('search=nothing-like-this')).toEqual([]);
  });

  it('shows experts their own bookings with the same filters; others get nothing', async () => {
    expect(await orders('', grace, 'expert')).toEqual(['C', 'A']);
    expect(await orders('status=Completed', grace, 'expert')).toEqual(['A']);
    expect(await orders('sortBy=oldest', linus, 'expert')).toEqual(['B', 'D']);
    const rows = (await inject(t, 'GET', '/api/bookings/expert', grace)).json().bookings as Array<
      BookingJson & { buyer: { name: string } }
    >;
    expect(rows.every((r) => r.viewerRole === 'expert')).toBe(true);
    expect(rows[0]?.buyer.name).toMatch(/Test User/);
    const plain = await inject(t, 'GET', '/api/bookings/expert', buyer);
    expect(plain.statusCode).toBe(403);
    expect((await inject(t, 'GET', '/api/bookings/expert', null)).statusCode).toBe(401);
    expect((await inject(t, 'GET', '/api/bookings/my', null)).statusCode).toBe(401);
    const stranger = await createTestUser(t);
    expect((await inject(t, 'GET', '/api/bookings/my', stranger)).json()).toEqual({ bookings: [] });
  });
});

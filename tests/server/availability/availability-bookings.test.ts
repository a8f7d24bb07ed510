import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { SLOT_MESSAGES } from '#shared/domain/slots';
import { DATE_OFF_AND_EXTRA_MESSAGE } from '#shared/domain/availability';
import { HOUR, balanceOf, book, bookOk, eventsOf, inject, ledgerOf, topUp } from '../bookings/bookings-fixtures';
import { availability, expertWithGig, insertAccepted, putAvailability, slotsOf } from './availability-fixtures';

/**
 * Availability on the booking path: a request's proposed times must be open in the expert's calendar,
 * an accept must still fit it (checked inside the accept's transaction, one expert at a time), and a
 * request expires once its last proposed time is closer than the expert's notice, refunded once.
 */
describe(`bookings against availability on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const nine = [{ start: '09:00', end: '12:00' }];
  const weekdays = { mon: nine, tue: nine, wed: nine, thu: nine, fri: nine };
  const accept = (expert: { auth: Record<string, string> }, id: string, scheduledAt: string) =>
    inject(t, 'POST', `/api/bookings/${id}/accept`, expert, { scheduledAt });

  it('refuses proposed times outside the expert’s calendar on request, naming the time in the buyer’s zone, writing nothing', async () => {
    t.clock.set(new Date('2026-03-02T08:30:00Z'));
    const { expert, gigId } = await expertWithGig(t, availability('Europe/London', { weekly: weekdays, noticeHours: 2, horizonDays: 7, maxPerDay: 2 }));
    await insertAccepted(t, expert, gigId, '2026-03-02T11:00:00.000Z');
    await insertAccepted(t, expert, gigId, '2026-03-03T09:00:00.000Z');
    await insertAccepted(t, expert, gigId, '2026-03-03T11:00:00.000Z');
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 50);
    const open = '2026-03-04T09:00:00.000Z';
    const cases: Array<[string, string]> = [
      ['2026-03-02T09:30:00.000Z', SLOT_MESSAGES.buyer.notice(2)],
      ['2026-03-02T13:00:00.000Z', SLOT_MESSAGES.buyer.hours],
      ['2026-03-07T09:00:00.000Z', SLOT_MESSAGES.buyer.hours],
      ['2026-03-02T10:30:00.000Z', SLOT_MESSAGES.buyer.overlap],
      ['2026-03-03T10:00:00.000Z', SLOT_MESSAGES.buyer.dayFull],
      ['2026-03-11T09:00:00.000Z', SLOT_MESSAGES.buyer.horizon(7)],
    ];
    for (const [time, message] of cases) {
      // One time that does not fit among open ones refuses the whole request.
      const res = await book(t, buyer, gigId, { times: [open, time], timeZone: 'Asia/Kolkata' });
      expect(res.statusCode, time).toBe(400);
      const body = res.json<{ code: string; message: string; fields: Record<string, string> }>();
      expect(body.code).toBe('SLOT_UNAVAILABLE');
      expect(body.message).toMatch(/ GMT\+5:30: /);
      expect(body.message.endsWith(message), body.message).toBe(true);
      expect(body.fields.proposedTimes).toBe(body.message);
    }
    expect(await balanceOf(t, buyer)).toMatchObject({ balance: 50, held: 0 });
    const rows = await t.db.kysely.selectFrom('bookings').select('id').where('buyer_id', '=', buyer.id).execute();
    expect(rows).toEqual([]);
    const ok = await bookOk(t, buyer, gigId, { times: [open] });
    expect(ok.stage).toBe('requested');
  });

  it('an expert in Asia/Kolkata and a buyer in America/St_Johns: the buyer books the expert’s morning, their evening before', async () => {
    t.clock.set(new Date('2026-03-01T10:00:00Z'));
    const { expert, gigId } = await expertWithGig(t, availability('Asia/Kolkata', { weekly: { mon: [{ start: '07:00', end: '08:00' }] } }));
    const slots = await slotsOf(t, gigId);
    // Monday 07:00 IST is 01:30 UTC, and Sunday 22:00 in St. John's (UTC-3:30).
    expect(slots.slots[0]).toBe('2026-03-02T01:30:00.000Z');
    expect(slots.timeZone).toBe('Asia/Kolkata');
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 10);
    const late = await book(t, buyer, gigId, { times: ['2026-03-02T02:30:00.000Z'], timeZone: 'America/St_Johns' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(`1 Mar 2026, 23:00 GMT-3:30: ${SLOT_MESSAGES.buyer.hours}`);
    const booking = await bookOk(t, buyer, gigId, { times: [slots.slots[0] ?? ''], timeZone: 'America/St_Johns' });
    expect((await accept(expert, booking._id, booking.proposedTimes[0] ?? '')).statusCode).toBe(200);
    expect((await slotsOf(t, gigId)).slots[0]).toBe('2026-03-09T01:30:00.000Z');
  });

  it('refuses an accept whose time no longer fits: hours changed, or another session took it; nothing changes', async () => {
    t.clock.set(new Date('2026-03-01T10:00:00Z'));
    const { expert, gigId } = await expertWithGig(t, availability('Europe/London', { weekly: weekdays }));
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 30);
    const a = await bookOk(t, buyer, gigId, { times: ['2026-03-02T09:00:00.000Z', '2026-03-03T09:00:00.000Z'] });
    const b = await bookOk(t, buyer, gigId, { times: ['2026-03-02T09:30:00.000Z'] });
    await putAvailability(t, expert, availability('Europe/London', { weekly: { tue: nine } }));
    const moved = await accept(expert, a._id, '2026-03-02T09:00:00.000Z');
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({ code: 'SLOT_UNAVAILABLE', message: SLOT_MESSAGES.expert.hours });
    expect((await accept(expert, a._id, '2026-03-03T09:00:00.000Z')).statusCode).toBe(200);
    await putAvailability(t, expert, availability('Europe/London', { weekly: weekdays }));
    const c = await bookOk(t, buyer, gigId, { times: ['2026-03-03T10:30:00.000Z'] });
    expect(c.stage).toBe('requested');
    // b overlaps nothing yet; an accepted session at 09:00-09:40 on Monday then takes its time.
    await insertAccepted(t, expert, gigId, '2026-03-02T09:00:00.000Z');
    const clash = await accept(expert, b._id, '2026-03-02T09:30:00.000Z');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(SLOT_MESSAGES.expert.overlap);
    expect((await eventsOf(t, b._id)).map((e) => e.to_stage)).toEqual(['requested']);
    expect(await balanceOf(t, buyer)).toMatchObject({ held: 30 });
  });

  it('expires a request when its last proposed time is closer than the notice, releasing the held credits once', async () => {
    t.clock.set(new Date('2026-03-01T10:00:00Z'));
    const { expert, gigId } = await expertWithGig(t, availability('Europe/London', { weekly: weekdays, noticeHours: 2 }));
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 25);
    const booking = await bookOk(t, buyer, gigId, { tier: 'standard', times: ['2026-03-02T10:00:00.000Z', '2026-03-02T09:00:00.000Z'] });
    // The last proposed start (10:00) minus the 2 hours' notice, well before 72 hours.
    expect((await inject(t, 'GET', `/api/bookings/${booking._id}`, buyer)).json().booking.expiresAt).toBe('2026-03-02T08:00:00.000Z');
    const other = await createTestUser(t);
    await topUp(t, other, 10);
    const far = await bookOk(t, other, gigId, { times: ['2026-03-06T10:00:00.000Z'] });
    expect((await inject(t, 'GET', `/api/bookings/${far._id}`, expert)).json().booking.expiresAt).toBe('2026-03-04T10:00:00.000Z');

    // The sweep runs over every request of the suite's database: what it did to this one is checked.
    const stage = async () => (await inject(t, 'GET', `/api/bookings/${booking._id}`, buyer)).json().booking.stage as string;
    t.clock.set(new Date('2026-03-02T07:59:59Z'));
    await t.app.jobs.runDue();
    expect(await stage()).toBe('requested');
    expect(await balanceOf(t, buyer)).toMatchObject({ balance: 0, held: 25 });
    t.clock.set(new Date('2026-03-02T08:00:00Z'));
    expect(await t.app.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(await stage()).toBe('expired');
    expect(await t.app.jobs.runDue()).toBe(0);
    const late = await accept(expert, booking._id, '2026-03-02T10:00:00.000Z');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This booking expired.');
    expect(await balanceOf(t, buyer)).toMatchObject({ balance: 25, held: 0 });
    expect((await ledgerOf(t, buyer.id)).byKind.refund).toEqual({ n: 1, total: 25 });
    expect((await eventsOf(t, booking._id)).map((e) => [e.to_stage, e.actor])).toEqual([
      ['requested', 'buyer'],
      ['expired', 'system'],
    ]);
    expect((await inject(t, 'GET', `/api/bookings/${far._id}`, expert)).json().booking.stage).toBe('requested');
  });

  it('50 accepts at once of overlapping requests for one expert: exactly one is accepted', async () => {
    t.clock.set(new Date('2026-03-01T10:00:00Z'));
    const { expert, gigId } = await expertWithGig(t, availability('Europe/London', { weekly: weekdays, noticeHours: 0, bufferMinutes: 10 }));
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 500);
    // Starts 09:00, 09:15 and 09:30 on Monday: any two of these 40-minute sessions overlap.
    const starts = ['2026-03-02T09:00:00.000Z', '2026-03-02T09:15:00.000Z', '2026-03-02T09:30:00.000Z'];
    const requests = [];
    for (let i = 0; i < 50; i += 1) requests.push(await bookOk(t, buyer, gigId, { times: [starts[i % 3] ?? ''] }));
    const results = await Promise.all(requests.map((r) => accept(expert, r._id, r.proposedTimes[0] ?? '')));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().code).toBe('SLOT_UNAVAILABLE');
    const accepted = await t.db.kysely
      .selectFrom('bookings')
      .select(['id', 'scheduled_at'])
      .where('expert_id', '=', expert.expertId)
      .where('stage', '=', 'accepted')
      .execute();
    expect(accepted).toHaveLength(1);
    expect(await balanceOf(t, buyer)).toMatchObject({ balance: 0, held: 500 });
  });

  it('GET and PUT availability: the default until saved, clear messages for bad input, experts only', async () => {
    const { expert } = await expertWithGig(t);
    const first = await inject(t, 'GET', '/api/availability?timeZone=America/St_Johns', expert);
    expect(first.json()).toMatchObject({ saved: false, availability: { timeZone: 'America/St_Johns', noticeHours: 2, horizonDays: 30, maxPerDay: null } });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/availability',
      headers: expert.auth,
      payload: {
        ...availability('Mars/Olympus_Mons', { weekly: { mon: [{ start: '12:00', end: '09:00' }] } }),
        noticeHours: 73,
        horizonDays: 61,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
    expect(Object.values(bad.json<{ fields: Record<string, string> }>().fields)).toEqual(
      expect.arrayContaining([
        'Unknown time zone',
        'A range must end after it starts',
        'Minimum notice is from 0 to 72 hours',
        'Buyers can book from 1 to 60 days ahead',
      ]),
    );
    const both = await t.app.inject({
      method: 'PUT',
      url: '/api/availability',
      headers: expert.auth,
      payload: availability('UTC', { datesOff: ['2026-03-02'], extraDates: [{ date: '2026-03-02', ranges: nine }] }),
    });
    expect(both.statusCode).toBe(400);
    expect(Object.values(both.json<{ fields: Record<string, string> }>().fields)).toEqual([DATE_OFF_AND_EXTRA_MESSAGE]);
    expect((await inject(t, 'GET', '/api/availability', expert)).json().saved).toBe(false);
    const saved = await putAvailability(t, expert, availability('Asia/Kolkata', { weekly: weekdays, bufferMinutes: 15, maxPerDay: 3 }));
    expect(saved).toMatchObject({ saved: true, availability: { timeZone: 'Asia/Kolkata', bufferMinutes: 15, maxPerDay: 3 } });
    expect((await inject(t, 'GET', '/api/availability', expert)).json()).toEqual(saved);
    const buyer = await createTestUser(t);
    expect((await inject(t, 'GET', '/api/availability', buyer)).statusCode).toBe(403);
  });

  it('the 72 hours still bound a request whose times are far ahead', async () => {
    t.clock.set(new Date('2026-03-01T10:00:00Z'));
    const { gigId } = await expertWithGig(t);
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 10);
    // Monday 9 March, 15:30 in Kolkata: inside the default hours of an expert who saved none.
    const booking = await bookOk(t, buyer, gigId, { times: [new Date(t.clock.now().getTime() + 192 * HOUR).toISOString()] });
    expect((await inject(t, 'GET', `/api/bookings/${booking._id}`, buyer)).json().booking.expiresAt).toBe('2026-03-04T10:00:00.000Z');
  });
});

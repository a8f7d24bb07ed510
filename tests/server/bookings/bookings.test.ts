import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { createTestExpert } from '../../helpers/experts';
import { DUPLICATE_TIMES_MESSAGE, NOT_ENOUGH_CREDITS_MESSAGE, OWN_GIG_MESSAGE, PROPOSED_TIME_REQUIRED_MESSAGE, TIME_IN_PAST_MESSAGE, TIME_TOO_FAR_MESSAGE, TOO_MANY_TIMES_MESSAGE } from '#shared/domain/booking';
import { GIG_NOT_BOOKABLE_MESSAGE } from '#shared/domain/booking-answers';
import {
  balanceOf,
  book,
  bookOk,
  eventsOf,
  inHours,
  inject,
  insertGig,
  ledgerOf,
  topUp,
  waitForMail,
} from './bookings-fixtures';

describe(`booking a gig on ${testDbKind()}`, () => {
  let t: TestApp;
  let expert: Awaited<ReturnType<typeof createTestExpert>>;
  let gigId: string;
  beforeAll(async () => {
    t = await createTestApp();
    expert = await createTestExpert(t, { displayName: 'Grace Hopper' });
    gigId = await insertGig(t, expert, { credits: { basic: 10, standard: 25, premium: 60 } });
  });
  afterAll(async () => t.close());

  it('holds the package credits and creates a requested booking, mailing the expert', async () => {
    const buyer = await createTestUser(t, { name: 'Bea Buyer' });
    await topUp(t, buyer, 40);
    const times = inHours(t, 30, 26);
    const res = await book(t, buyer, gigId, {
      tier: 'standard',
      times,
      note: 'Hooks question',
      timeZone: 'Asia/Kolkata',
    });
    expect(res.statusCode).toBe(201);
    const { booking, wallet } = res.json();
    expect(booking).toMatchObject({
      expert: { userName: expert.userName, displayName: 'Grace Hopper', profilePicture: null },
      skill: 'Web Development',
      status: 'Pending',
      stage: 'requested',
      amount: 25,
      tier: 'standard',
      packageTitle: 'standard package',
      sessionTime: '1 hr',
      gigId,
      note: 'Hooks question',
      buyerTimeZone: 'Asia/Kolkata',
      scheduledAt: null,
      viewerRole: 'buyer',
      review: null,
      buyer: { name: 'Bea Buyer' },
    });
    // Times are stored in UTC, sorted; the order's date is the earliest proposed start until one is accepted.
    expect(booking.proposedTimes).toEqual([...times].sort());
    expect(booking.date).toBe(times[1]);
    // Unanswered, it expires at its last proposed start (the expert set no notice), before 72 hours.
    expect(booking.expiresAt).toBe(times[0]);
    expect(wallet).toMatchObject({ balance: 15, held: 25 });
    const ledger = await ledgerOf(t, buyer.id);
    expect(ledger.byKind.hold).toEqual({ n: 1, total: -25 });
    expect(ledger.sum).toBe(15);
    expect((await eventsOf(t, booking._id)).map((e) => [e.from_stage, e.to_stage, e.actor])).toEqual([
      [null, 'requested', 'buyer'],
    ]);
    const mail = await waitForMail(t, expert.email, /New booking request/);
    expect(mail.text).toContain('Bea Buyer booked');
    expect(mail.text).toContain('Asia/Kolkata');
    expect(mail.text).toContain('Hooks question');
    expect(mail.links).toContain(`http://localhost:5500/bookings/${booking._id}`);
  });

  it('refuses when the balance is short, with the message and nothing written', async () => {
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 9);
    const res = await book(t, buyer, gigId, { tier: 'basic' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_CREDITS', message: NOT_ENOUGH_CREDITS_MESSAGE });
    expect(res.json().fields.credits).toBe('This package costs 10 credits; your balance is 9.');
    expect(
      await t.db.kysely.selectFrom('bookings').select('id').where('buyer_id', '=', buyer.id).execute(),
    ).toEqual([]);
    expect(await ledgerOf(t, buyer.id)).toMatchObject({ sum: 9 });
    const empty = await createTestUser(t);
    expect((await book(t, empty, gigId)).statusCode).toBe(402);
  });

  it('checks proposed times: 1 to 3, distinct, not in the past, within 60 days', async () => {
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 100);
    const cases: Array<[string[], string]> = [
      [[], PROPOSED_TIME_REQUIRED_MESSAGE],
      [inHours(t, 1, 2, 3, 4), TOO_MANY_TIMES_MESSAGE],
      [[...inHours(t, 5), ...inHours(t, 5)], DUPLICATE_TIMES_MESSAGE],
      [inHours(t, 5, -1), TIME_IN_PAST_MESSAGE],
      [inHours(t, 60 * 24 + 1), TIME_TOO_FAR_MESSAGE],
      [['tomorrow at noon'], 'Enter a valid date and time'],
    ];
    for (const [times, message] of cases) {
      const res = await book(t, buyer, gigId, { times });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // The edges: now itself and exactly 60 days ahead are fine; an offset time is stored in UTC.
    const edge = await book(t, buyer, gigId, {
      times: [t.clock.now().toISOString(), ...inHours(t, 60 * 24)],
    });
    expect(edge.statusCode).toBe(201);
    const offset = await bookOk(t, buyer, gigId, { times: ['2026-03-05T15:30:00+05:30'] });
    expect(offset.proposedTimes).toEqual(['2026-03-05T10:00:00.000Z']);
    expect((await balanceOf(t, buyer)).balance).toBe(80);
  });

  it('refuses an unknown package, gig or inactive gig, and the expert booking their own gig', async () => {
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 100);
    expect(
      (await inject(t, 'POST', '/api/bookings', buyer, { gigId, tier: 'gold', proposedTimes: inHours(t, 5) }))
        .statusCode,
    ).toBe(400);
    const unknown = await book(t, buyer, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(GIG_NOT_BOOKABLE_MESSAGE);
    const inactive = await insertGig(t, expert, { active: false });
    const off = await book(t, buyer, inactive);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(GIG_NOT_BOOKABLE_MESSAGE);
    await topUp(t, expert, 100);
    const own = await book(t, expert, gigId);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(OWN_GIG_MESSAGE);
    expect((await book(t, null, gigId)).statusCode).toBe(401);
    expect((await balanceOf(t, buyer)).balance).toBe(100);
    expect((await balanceOf(t, expert)).balance).toBe(100);
  });

  it('books once per request id, even when the same request arrives twice at once', async () => {
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 100);
    const requestId = randomUUID();
    const [a, b] = await Promise.all([
      book(t, buyer, gigId, { requestId }),
      book(t, buyer, gigId, { requestId }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().booking._id).toBe(b.json().booking._id);
    const again = await book(t, buyer, gigId, { requestId });
    expect(again.json().booking._id).toBe(a.json().booking._id);
    expect((await ledgerOf(t, buyer.id)).byKind.hold).toEqual({ n: 1, total: -10 });
  });

  it('shows a booking to its buyer and its expert only', async () => {
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 10);
    const booking = await bookOk(t, buyer, gigId);
    const url = `/api/bookings/${booking._id}`;
    const mine = await inject(t, 'GET', url, buyer);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().booking.viewerRole).toBe('buyer');
    const theirs = await inject(t, 'GET', url, expert);
    expect(theirs.json().booking.viewerRole).toBe('expert');
    const other = await createTestUser(t);
    const hidden = await inject(t, 'GET', url, other);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Booking not found.');
    const otherExpert = await createTestExpert(t);
    expect((await inject(t, 'GET', url, otherExpert)).statusCode).toBe(404);
    expect((await inject(t, 'GET', url, null)).statusCode).toBe(401);
    expect((await inject(t, 'GET', `/api/bookings/${randomUUID()}`, buyer)).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_TOGETHER_YET_MESSAGE, ONLY_BUYER_CONFIRMS_MESSAGE } from '#shared/domain/booking-answers';
import { REVIEW_SESSION_NOT_HELD_MESSAGE } from '#shared/domain/review-answers';
import type { SessionSettlement } from '#shared/contract/http/sessions';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestExpert } from '../../helpers/experts';
import { inject, insertGig } from '../bookings/bookings-fixtures';
import { MINUTE, acceptedBooking, attend, bookingLedger, jobsOf, runJobs, stageOf } from './sessions-fixtures';

type Expert = Awaited<ReturnType<typeof createTestExpert>>;

/**
 * No pay without a session: only the buyer confirms a session early, and only once both were in
 * the room together; every settlement keeps the attendance it was decided from, which both sides
 * read on the booking; a review needs a session that was held.
 */
describe(`who may complete a session, and its attendance record, on ${testDbKind()}`, () => {
  let t: TestApp;
  let expert: Expert;
  let paidGig: string;
  let freeGig: string;
  let hours = 2;
  beforeAll(async () => {
    t = await createTestApp();
    expert = await createTestExpert(t, { displayName: 'Ada Expert' });
    paidGig = await insertGig(t, expert, { credits: { basic: 110 } });
    freeGig = await insertGig(t, expert, { title: 'A free first look at your React app', credits: { basic: 0 } });
  });
  afterAll(async () => t.close());

  // Each booking two hours after the previous one: one expert's sessions never overlap. `credits`: the buyer's top-up.
  const accepted = (gig = paidGig, credits = 110) => acceptedBooking(t, expert, gig, (hours += 2), credits);
  const settlementOf = async (bookingId: string, caller: { auth: Record<string, string> }) =>
    (await inject(t, 'GET', `/api/bookings/${bookingId}`, caller)).json<{
      booking: { stage: string; settlement: SessionSettlement | null };
    }>().booking;

  it('refuses the expert (403, with its code), whatever attendance says, and moves no credits', async () => {
    const b = await accepted();
    t.clock.set(new Date(b.window.startsAt.getTime() + 2 * MINUTE));
    const nobody = await inject(t, 'POST', `/api/bookings/${b.booking._id}/complete`, expert, {});
    expect(nobody.statusCode).toBe(403);
    expect(nobody.json()).toEqual({ code: 'ONLY_BUYER_CONFIRMS', message: ONLY_BUYER_CONFIRMS_MESSAGE });

    await attend(t, b, b.buyer.id, 0, null);
    await attend(t, b, expert.id, 0, null);
    t.clock.set(new Date(b.window.startsAt.getTime() + 20 * MINUTE));
    const together = await inject(t, 'POST', `/api/bookings/${b.booking._id}/complete`, expert, {});
    expect(together.statusCode).toBe(403);
    expect(await stageOf(t, b.booking._id)).toBe('accepted');
    expect(await bookingLedger(t, b.booking._id)).toEqual([{ user_id: b.buyer.id, kind: 'hold', credits: -110 }]);
  });

  it('refuses the buyer until both were in the room together; nobody came: refunded at the close, with its record', async () => {
    const b = await accepted();
    const complete = () => inject(t, 'POST', `/api/bookings/${b.booking._id}/complete`, b.buyer, {});
    t.clock.set(new Date(b.window.startsAt.getTime() + 5 * MINUTE));
    const alone = await complete();
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toEqual({ code: 'NOT_TOGETHER_YET', message: NOT_TOGETHER_YET_MESSAGE });

    // The buyer waits alone; the expert comes after the buyer left: never at the same time.
    await attend(t, b, b.buyer.id, -2, 4);
    await attend(t, b, expert.id, 5, 6);
    t.clock.set(new Date(b.window.startsAt.getTime() + 7 * MINUTE));
    expect((await complete()).statusCode).toBe(409);

    t.clock.set(b.window.closesAt);
    await runJobs(t);
    expect(await stageOf(t, b.booking._id)).toBe('not_held');
    for (const side of [b.buyer, expert]) {
      expect((await settlementOf(b.booking._id, side)).settlement).toEqual({
        outcome: 'not_held',
        rule: 'other',
        settledAt: b.window.closesAt.toISOString(),
        buyer: { joinedAt: new Date(b.window.startsAt.getTime() - 2 * MINUTE).toISOString(), inRoomMs: 6 * MINUTE },
        expert: { joinedAt: new Date(b.window.startsAt.getTime() + 5 * MINUTE).toISOString(), inRoomMs: MINUTE },
        togetherMs: 0,
        minTogetherMs: 5 * MINUTE,
      });
    }
    expect((await bookingLedger(t, b.booking._id)).map((e) => e.kind)).toEqual(['hold', 'refund']);
  });

  it('records what the close settled from: together 20 minutes → completed by the together rule', async () => {
    const b = await accepted();
    expect((await settlementOf(b.booking._id, b.buyer)).settlement).toBeNull();
    await attend(t, b, b.buyer.id, 0, 20);
    await attend(t, b, expert.id, -3, 25);
    t.clock.set(b.window.closesAt);
    await runJobs(t);
    const seen = await settlementOf(b.booking._id, expert);
    expect(seen.stage).toBe('completed');
    expect(seen.settlement).toMatchObject({
      outcome: 'completed',
      rule: 'together',
      togetherMs: 20 * MINUTE,
      buyer: { inRoomMs: 20 * MINUTE },
      expert: { inRoomMs: 28 * MINUTE },
    });
    // Run again: one settlement, one record.
    await runJobs(t);
    expect(
      await t.db.kysely.selectFrom('session_settlements').select('booking_id').where('booking_id', '=', b.booking._id).execute(),
    ).toHaveLength(1);
    expect((await jobsOf(t, b.booking._id)).find((j) => j.kind === 'booking.settle')).toMatchObject({ status: 'done' });
  });

  describe('a review needs a session that was held', () => {
    const review = (b: Awaited<ReturnType<typeof accepted>>) =>
      inject(t, 'POST', `/api/bookings/${b.booking._id}/review`, b.buyer, { rating: 5, text: 'Great session.' });

    it('refuses a free session confirmed after a minute together', async () => {
      const b = await accepted(freeGig, 1);
      await attend(t, b, b.buyer.id, 0, 1);
      await attend(t, b, expert.id, 0, 1);
      t.clock.set(new Date(b.window.startsAt.getTime() + 2 * MINUTE));
      expect((await inject(t, 'POST', `/api/bookings/${b.booking._id}/complete`, b.buyer, {})).statusCode).toBe(200);
      const refused = await review(b);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: 'SESSION_NOT_HELD', message: REVIEW_SESSION_NOT_HELD_MESSAGE });
    });

    it('takes a free session held together for the minimum', async () => {
      const b = await accepted(freeGig, 1);
      await attend(t, b, b.buyer.id, 0, 6);
      await attend(t, b, expert.id, 0, 6);
      t.clock.set(new Date(b.window.startsAt.getTime() + 7 * MINUTE));
      expect((await inject(t, 'POST', `/api/bookings/${b.booking._id}/complete`, b.buyer, {})).statusCode).toBe(200);
      expect((await review(b)).statusCode).toBe(201);
    });

    it('takes a paid session the buyer confirmed after a minute together', async () => {
      const b = await accepted();
      await attend(t, b, b.buyer.id, 0, 1);
      await attend(t, b, expert.id, 0, 1);
      t.clock.set(new Date(b.window.startsAt.getTime() + 2 * MINUTE));
      expect((await inject(t, 'POST', `/api/bookings/${b.booking._id}/complete`, b.buyer, {})).statusCode).toBe(200);
      expect((await review(b)).statusCode).toBe(201);
    });
  });
});

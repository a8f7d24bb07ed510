import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_FEE_PERCENT } from '#shared/domain/platform-fee';
import { BOUGHT_KINDS } from '#shared/domain/wallet';
import { stageConflictMessage } from '#shared/domain/booking';
import {
  CANCELLATION_FEE_CHANGED_MESSAGE,
  ONLY_BUYER_CANCELS_MESSAGE,
  SESSION_STARTED_MESSAGE,
} from '#shared/domain/booking-answers';
import type { Booking } from '#shared/contract/http/bookings';
import type { AppNotification } from '#shared/contract/http/notifications';
import type { LedgerEntry } from '#shared/contract/http/wallet';
import type { Subscription } from '#shared/contract/http/subscriptions';
import { applyTransition, transitions } from '#server/modules/bookings/transitions';
import { findBooking } from '#server/modules/bookings/repo';
import { balanceOf, heldByBuyer } from '#server/modules/wallet/ledger';
import { earningsFigures } from '#server/modules/wallet/payouts';
import type { Settlement } from '#shared/domain/session-settlement';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { createTestExpert } from '../../helpers/experts';
import { HOUR, eventsOf, inject, insertGig, mailsTo, reauth, waitForMail } from './bookings-fixtures';
import { acceptedBooking, bookingLedger, runJobs } from '../sessions/sessions-fixtures';

type Caller = { id: string; auth: Record<string, string> };

/**
 * A buyer's cancellation of an accepted session through the API on both databases, with the platform's
 * fee at its default: every credit back 24 hours or more ahead; less than that, the late-cancellation fee
 * (25 %, rounded down) to the expert as earnings with the platform's fee on it and the rest to the buyer;
 * none for a buyer on Pro for buyers at that moment; refused after the start, to the expert and to others;
 * idempotent; the session's jobs do nothing afterwards; every account's figures still add up.
 */
describe(`a buyer cancels an accepted session on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PLATFORM_FEE_PERCENT: String(DEFAULT_PLATFORM_FEE_PERCENT) });
  });
  afterAll(async () => t.close());

  const cancel = (who: { auth: Record<string, string> } | null, bookingId: string, body: object = {}) =>
    inject(t, 'POST', `/api/bookings/${bookingId}/cancel`, who, body);
  const bookingAs = async (who: { auth: Record<string, string> }, bookingId: string) => {
    const res = await inject(t, 'GET', `/api/bookings/${bookingId}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ booking: Booking }>().booking;
  };
  /** A new expert's gig and an accepted session of `credits` starting `inHours` from now. */
  async function accepted(inHours: number, credits: number) {
    const expert = await createTestExpert(t, { displayName: 'Ada Expert' });
    const gigId = await insertGig(t, expert, { credits: { basic: credits } });
    const { buyer, booking } = await acceptedBooking(t, expert, gigId, inHours, credits);
    return { expert, buyer, booking };
  }
  /** A booking's entries by kind (one of each here). */
  const kindsOf = async (bookingId: string) => (await bookingLedger(t, bookingId)).sort((a, b) => a.kind.localeCompare(b.kind));
  const platformTotal = async () =>
    Number((await t.db.kysely.selectFrom('platform_ledger').select(sql<number | string | null>`sum(credits)`.as('total')).executeTakeFirst())?.total ?? 0);
  const feesOfAll = async () =>
    Number((await t.db.kysely.selectFrom('wallet_ledger').select(sql<number | string | null>`sum(-credits)`.as('total')).where('kind', 'in', ['fee', 'fee_return']).executeTakeFirst())?.total ?? 0);

  /**
   * The wallet figures from the ledger: a buyer's `bought = spent + held + balance`, an expert's
   * `earned = fee + withdrawable + withdrawn` (the balance is what they may withdraw), and the platform's
   * ledger equal to the experts' fees.
   */
  async function expectFiguresHold(buyer: Caller, expert: Caller) {
    const bought = Number(
      (await t.db.kysely.selectFrom('wallet_ledger').select(sql<number | string | null>`sum(credits)`.as('total')).where('user_id', '=', buyer.id).where('kind', 'in', [...BOUGHT_KINDS]).executeTakeFirst())?.total ?? 0,
    );
    const paid = Number(
      (
        await t.db.kysely
          .selectFrom('wallet_ledger as l')
          .innerJoin('bookings as b', (j) => j.onRef('b.id', '=', 'l.booking_id').onRef('b.buyer_id', '=', 'l.user_id'))
          .select(sql<number | string | null>`sum(l.credits)`.as('total'))
          .where('l.user_id', '=', buyer.id)
          .where('l.kind', 'in', ['hold', 'refund'])
          .executeTakeFirst()
      )?.total ?? 0,
    );
    const held = await heldByBuyer(t.db.kysely, buyer.id);
    const spent = 0 - paid - held;
    const balance = await balanceOf(t.db.kysely, buyer.id);
    expect(bought).toBe(spent + held + balance);
    const e = await earningsFigures(t.db.kysely, expert.id);
    expect(e.released).toBe(e.fees + e.balance + e.withdrawn);
    expect(await platformTotal()).toBe(await feesOfAll());
    return { bought, spent, held, balance, earned: e.released, fee: e.fees };
  }

  it('24 hours or more before the start: every credit back, the expert told, and the session’s jobs do nothing after', async () => {
    const { expert, buyer, booking } = await accepted(30, 20);
    const before = await bookingAs(buyer, booking._id);
    expect(before.cancellation).toMatchObject({ terms: 'early', toExpert: 0, toBuyer: 20 });
    expect((await bookingAs(expert, booking._id)).cancellation).toBeNull();

    const res = await cancel(buyer, booking._id, { fee: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ booking: Booking }>().booking).toMatchObject({ stage: 'cancelled', status: 'Failed', cancellation: { terms: 'early', toExpert: 0, toBuyer: 20 } });
    expect(await kindsOf(booking._id)).toEqual([
      { user_id: buyer.id, kind: 'hold', credits: -20 },
      { user_id: buyer.id, kind: 'refund', credits: 20 },
    ]);
    expect(await expectFiguresHold(buyer, expert)).toMatchObject({ bought: 20, spent: 0, held: 0, balance: 20, earned: 0 });
    const mail = await waitForMail(t, expert.email, /A booking was cancelled/);
    expect(mail.text).toContain('Bo Buyer cancelled the session of');
    expect(mail.text).not.toContain('late-cancellation fee');

    // The reminders (24 h and 15 min before) and the settlement at the room's close find it cancelled.
    t.clock.advance(32 * HOUR);
    await reauth(t, buyer);
    await reauth(t, expert);
    await runJobs(t);
    expect((await findBooking(t.db.kysely, booking._id))?.stage).toBe('cancelled');
    expect(await bookingLedger(t, booking._id)).toHaveLength(2);
    expect(await t.db.kysely.selectFrom('session_settlements').select('booking_id').where('booking_id', '=', booking._id).execute()).toEqual([]);
    for (const who of [buyer, expert]) expect(mailsTo(t, who.email).filter((m) => /Tomorrow|Starting soon|How was your session|session is over/i.test(m.subject))).toEqual([]);
    expect((await eventsOf(t, booking._id)).map((e) => [e.to_stage, e.actor])).toEqual([
      ['requested', 'buyer'],
      ['accepted', 'expert'],
      ['cancelled', 'buyer'],
    ]);
  });

  it('less than 24 hours before: 25 % to the expert as earnings (the platform’s fee on it), the rest back, the split shown first', async () => {
    const { expert, buyer, booking } = await accepted(10, 20);
    expect((await bookingAs(buyer, booking._id)).cancellation).toMatchObject({ terms: 'late', toExpert: 5, toBuyer: 15 });
    // Sent without the fee (a request's cancel that crossed the accept) or below it: refused, nothing moved.
    const blind = await cancel(buyer, booking._id);
    expect(blind.statusCode).toBe(409);
    expect(blind.json().message).toBe(stageConflictMessage('accepted'));
    const lower = await cancel(buyer, booking._id, { fee: 4 });
    expect(lower.statusCode).toBe(409);
    expect(lower.json()).toMatchObject({ code: 'CANCELLATION_FEE_CHANGED', message: CANCELLATION_FEE_CHANGED_MESSAGE });
    expect(await bookingLedger(t, booking._id)).toHaveLength(1);

    const res = await cancel(buyer, booking._id, { fee: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ booking: Booking }>().booking.cancellation).toMatchObject({ terms: 'late', toExpert: 5, toBuyer: 15 });
    const asExpert = await bookingAs(expert, booking._id);
    expect(asExpert.cancellation).toMatchObject({ terms: 'late', toExpert: 5, toBuyer: 15 });
    expect(asExpert.earning).toEqual({ feePercent: 20, fee: 1, credits: 4 });
    const ledger = await bookingLedger(t, booking._id);
    expect(ledger).toEqual(
      expect.arrayContaining([
        { user_id: buyer.id, kind: 'hold', credits: -20 },
        { user_id: buyer.id, kind: 'refund', credits: 15 },
        { user_id: expert.id, kind: 'release', credits: 5 },
        // 20 % of 5, rounded up.
        { user_id: expert.id, kind: 'fee', credits: -1 },
      ]),
    );
    expect(ledger).toHaveLength(4);
    expect(await expectFiguresHold(buyer, expert)).toMatchObject({ bought: 20, spent: 5, held: 0, balance: 15, earned: 5, fee: 1 });

    // Both wallets' histories name why, as keys the pages translate.
    const history = async (who: Caller) => (await inject(t, 'GET', '/api/wallet', who)).json<{ entries: LedgerEntry[] }>().entries;
    expect((await history(buyer)).map((e) => e.note)).toContainEqual({ key: 'refund', gig: booking.gigTitle, reason: 'cancelled_late' });
    expect((await history(expert)).map((e) => [e.kind, e.note])).toContainEqual(['release', { key: 'lateCancellation', gig: booking.gigTitle }]);

    const mail = await waitForMail(t, expert.email, /A booking was cancelled/);
    expect(mail.text).toContain('5 credits (₹50) of it come to you as the late-cancellation fee');
    await expect
      .poll(async () => (await inject(t, 'GET', '/api/notifications', expert)).json<{ notifications: AppNotification[] }>().notifications.map((n) => n.body))
      .toContainEqual(expect.stringContaining('late: 5 credits come to you for the time kept'));

    // Again: the same booking, nothing more moved.
    const again = await cancel(buyer, booking._id, { fee: 5 });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ booking: Booking }>().booking).toMatchObject({ stage: 'cancelled', cancellation: { toExpert: 5 } });
    expect(await bookingLedger(t, booking._id)).toHaveLength(4);
  });

  it('a buyer on Pro for buyers pays no fee late; once Pro’s period ended, they pay it', async () => {
    const { expert, buyer, booking } = await accepted(5, 20);
    const started = await inject(t, 'POST', '/api/subscriptions', buyer, { planId: 'buyer-monthly' });
    expect(started.statusCode, started.body).toBe(201);
    const paidUntil = started.json<{ subscription: Subscription }>().subscription.paidUntil ?? '';
    expect((await bookingAs(buyer, booking._id)).cancellation).toMatchObject({ terms: 'free_with_pro', toExpert: 0, toBuyer: 20 });
    const res = await cancel(buyer, booking._id, { fee: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ booking: Booking }>().booking.cancellation).toMatchObject({ terms: 'free_with_pro', toExpert: 0, toBuyer: 20 });
    expect(await kindsOf(booking._id)).toEqual([
      { user_id: buyer.id, kind: 'hold', credits: -20 },
      { user_id: buyer.id, kind: 'refund', credits: 20 },
    ]);
    // The Pro bundle counts as bought.
    expect(await expectFiguresHold(buyer, expert)).toMatchObject({ bought: 120, spent: 0, balance: 120, earned: 0 });

    // Pro's month is over (a cancel at the cycle's end: no renewal): a late cancel pays the fee again.
    const expertB = await createTestExpert(t);
    const gigB = await insertGig(t, expertB, { credits: { basic: 20 } });
    t.clock.set(new Date(Date.parse(paidUntil) - 2 * HOUR));
    await reauth(t, buyer);
    await reauth(t, expertB);
    const sub = await inject(t, 'POST', `/api/subscriptions/${started.json<{ subscription: Subscription }>().subscription.id}/cancel`, buyer, {});
    expect(sub.statusCode, sub.body).toBe(200);
    const booked = await inject(t, 'POST', '/api/bookings', buyer, {
      gigId: gigB,
      tier: 'basic',
      proposedTimes: [new Date(Date.parse(paidUntil) + 10 * HOUR).toISOString()],
      timeZone: 'UTC',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const late = booked.json<{ booking: Booking }>().booking;
    expect((await inject(t, 'POST', `/api/bookings/${late._id}/accept`, expertB, { scheduledAt: late.proposedTimes[0] })).statusCode).toBe(200);
    expect((await bookingAs(buyer, late._id)).cancellation).toMatchObject({ terms: 'free_with_pro' });
    t.clock.set(new Date(Date.parse(paidUntil) + HOUR));
    await reauth(t, buyer);
    expect((await bookingAs(buyer, late._id)).cancellation).toMatchObject({ terms: 'late', toExpert: 5, toBuyer: 15 });
    const paid = await cancel(buyer, late._id, { fee: 5 });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<{ booking: Booking }>().booking.cancellation).toMatchObject({ terms: 'late', toExpert: 5, toBuyer: 15 });
    expect(await expectFiguresHold(buyer, expertB)).toMatchObject({ earned: 5, fee: 1 });
  });

  it('refuses after the start (409), the expert (403), anyone else (404) and a visitor (401)', async () => {
    const { expert, buyer, booking } = await accepted(3, 10);
    const stranger = await createTestUser(t);
    const otherExpert = await createTestExpert(t);
    const asExpert = await cancel(expert, booking._id, { fee: 10 });
    expect(asExpert.statusCode).toBe(403);
    expect(asExpert.json()).toMatchObject({ code: 'ONLY_BUYER_CANCELS', message: ONLY_BUYER_CANCELS_MESSAGE });
    expect((await cancel(stranger, booking._id, { fee: 10 })).statusCode).toBe(404);
    expect((await cancel(otherExpert, booking._id, { fee: 10 })).statusCode).toBe(404);
    expect((await cancel(null, booking._id, { fee: 10 })).statusCode).toBe(401);

    t.clock.set(new Date(booking.scheduledAt ?? ''));
    await reauth(t, buyer);
    expect((await bookingAs(buyer, booking._id)).cancellation).toBeNull();
    const started = await cancel(buyer, booking._id, { fee: 10 });
    expect(started.statusCode).toBe(409);
    expect(started.json()).toMatchObject({ code: 'SESSION_STARTED', message: SESSION_STARTED_MESSAGE });
    expect(await bookingLedger(t, booking._id)).toHaveLength(1);
    expect((await findBooking(t.db.kysely, booking._id))?.stage).toBe('accepted');
  });

  it('twenty cancels at once and the settlement: one wins, the credits move once', async () => {
    const { expert, buyer, booking } = await accepted(2, 20);
    const row = await findBooking(t.db.kysely, booking._id);
    if (!row) throw new Error('no booking');
    const settlement: Settlement = {
      outcome: 'completed',
      rule: 'together',
      togetherMs: 30 * 60_000,
      minTogetherMs: 10 * 60_000,
      expertFromStartMs: 30 * 60_000,
      buyer: { firstJoinedAt: null, inRoomMs: 30 * 60_000 },
      expert: { firstJoinedAt: null, inRoomMs: 30 * 60_000 },
    };
    const settle = t.db.kysely.transaction().execute((trx) => applyTransition(trx, transitions.settle(settlement), row, { role: 'system', userId: null }, t.clock.now()));
    const results = await Promise.all([settle, ...Array.from({ length: 20 }, () => cancel(buyer, booking._id, { fee: 5 }))]);
    const events = (await eventsOf(t, booking._id)).filter((e) => e.from_stage === 'accepted');
    expect(events).toHaveLength(1);
    const final = await findBooking(t.db.kysely, booking._id);
    const answers = results.slice(1).map((r) => (typeof r === 'boolean' ? 0 : r.statusCode));
    expect(answers.every((s) => s === 200 || s === 409)).toBe(true);
    const ledger = await bookingLedger(t, booking._id);
    if (final?.stage === 'cancelled') {
      expect(results[0]).toBe(false);
      expect(ledger.filter((e) => e.kind === 'refund')).toEqual([{ user_id: buyer.id, kind: 'refund', credits: 15 }]);
      expect(ledger.filter((e) => e.kind === 'release')).toEqual([{ user_id: expert.id, kind: 'release', credits: 5 }]);
    } else {
      expect(final?.stage).toBe('completed');
      expect(ledger.filter((e) => e.kind === 'refund')).toEqual([]);
      expect(ledger.filter((e) => e.kind === 'release')).toEqual([{ user_id: expert.id, kind: 'release', credits: 20 }]);
    }
    await expectFiguresHold(buyer, expert);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPUTE_MESSAGES, DISPUTE_WINDOW_MS, heldInDisputeMessage } from '#shared/domain/dispute';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { inject } from '../bookings/bookings-fixtures';
import { runJobs } from '../sessions/sessions-fixtures';
import { earningsOf, saveAccount, withdraw } from '../wallet/earnings-fixtures';
import { DISPUTE_TEXT, advance, balances, decide, openDispute, operator, postIn, readDispute, settledSession } from './disputes-fixtures';

const UPI = { method: 'upi', upiId: 'expert@okbank' };

/** Who may do what with a dispute, the 72-hour window, the hold on withdrawals and support's checks. */
describe(`dispute rules on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const settledAt = async (bookingId: string) =>
    Date.parse(
      (
        await t.db.kysely
          .selectFrom('booking_events')
          .select('created_at')
          .where('booking_id', '=', bookingId)
          .where('to_stage', '=', 'completed')
          .executeTakeFirstOrThrow()
      ).created_at,
    );

  it('opens only within 72 hours of the settlement, to the millisecond', async () => {
    const early = await settledSession(t, 10);
    const late = await settledSession(t, 10);
    const at = await settledAt(late.bookingId);
    t.clock.set(new Date(at + DISPUTE_WINDOW_MS - 1));
    const window = (await readDispute(t, late.bookingId, late.buyer)).json<{ canOpenUntil: string | null }>();
    expect(window.canOpenUntil).toBe(new Date(at + DISPUTE_WINDOW_MS).toISOString());
    await openDispute(t, late.bookingId, late.buyer);
    // The earlier session settled before: its window has just closed.
    t.clock.set(new Date((await settledAt(early.bookingId)) + DISPUTE_WINDOW_MS));
    const closed = await inject(t, 'POST', `/api/bookings/${early.bookingId}/dispute`, early.buyer, { reason: 'other', text: DISPUTE_TEXT });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'DISPUTE_WINDOW_CLOSED', message: DISPUTE_MESSAGES.windowClosed });
    expect((await readDispute(t, early.bookingId, early.expert)).json()).toEqual({ dispute: null, canOpenUntil: null });
  });

  it('hides a dispute from anyone but its parties (404), and asks who is calling before reading the body (401)', async () => {
    const s = await settledSession(t, 10);
    const stranger = await createTestUser(t);
    expect((await readDispute(t, s.bookingId, stranger)).statusCode).toBe(404);
    expect((await inject(t, 'POST', `/api/bookings/${s.bookingId}/dispute`, stranger, { reason: 'other', text: DISPUTE_TEXT })).statusCode).toBe(404);
    const d = await openDispute(t, s.bookingId, s.buyer);
    const post = await postIn(t, d.id, stranger, 'Let me in.');
    expect(post.statusCode).toBe(404);
    expect(post.body).not.toContain(s.bookingId);
    expect((await inject(t, 'POST', `/api/bookings/${s.bookingId}/dispute`, null, { reason: 'nope' })).statusCode).toBe(401);
    expect((await postIn(t, d.id, null, '')).statusCode).toBe(401);
    expect((await readDispute(t, s.bookingId, null)).statusCode).toBe(401);
  });

  it('refuses a bad reason or text with the field message, a second dispute, and an unsettled booking', async () => {
    const s = await settledSession(t, 10);
    const bad = await inject(t, 'POST', `/api/bookings/${s.bookingId}/dispute`, s.buyer, { reason: 'bored', text: 'too short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { reason: DISPUTE_MESSAGES.reason, text: DISPUTE_MESSAGES.textShort } });
    expect(await t.db.kysely.selectFrom('disputes').select('id').where('booking_id', '=', s.bookingId).execute()).toHaveLength(0);
    await openDispute(t, s.bookingId, s.buyer);
    const second = await inject(t, 'POST', `/api/bookings/${s.bookingId}/dispute`, s.expert, { reason: 'other', text: DISPUTE_TEXT });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'DISPUTE_EXISTS' });
  });

  it('holds the disputed credits from withdrawal with a clear message until the decision', async () => {
    const s = await settledSession(t, 150);
    expect((await saveAccount(t, s.expert, UPI)).statusCode).toBe(200);
    const d = await openDispute(t, s.bookingId, s.buyer);
    expect(await earningsOf(t, s.expert)).toMatchObject({ available: 0, balance: 150 });
    const refused = await withdraw(t, s.expert, 120);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'HELD_IN_DISPUTE', message: heldInDisputeMessage(150, 0) });
    expect(await balances(t, s.expert.id)).toMatchObject({ sum: 150 });
    const support = await operator(t);
    await decide(t, { disputeId: d.id, operatorId: support.id, role: 'support', outcome: { kind: 'release' } });
    expect(await earningsOf(t, s.expert)).toMatchObject({ available: 150 });
    expect((await withdraw(t, s.expert, 120)).statusCode).toBe(201);
  });

  it('holds a refunded buyer\'s disputed credits from spending until the decision', async () => {
    const s = await settledSession(t, 10, 'refunded');
    await openDispute(t, s.bookingId, s.expert, 'attendance_wrong');
    const gig = await t.db.kysely.selectFrom('bookings').select('gig_id').where('id', '=', s.bookingId).executeTakeFirstOrThrow();
    const res = await inject(t, 'POST', '/api/bookings', s.buyer, {
      gigId: gig.gig_id,
      tier: 'basic',
      proposedTimes: [new Date(t.clock.now().getTime() + 48 * 3_600_000).toISOString()],
      timeZone: 'UTC',
    });
    expect(res.statusCode).toBe(402);
  });

  it('refunds the buyer in full even when the expert already withdrew: the expert owes it from later earnings', async () => {
    const s = await settledSession(t, 150);
    expect((await saveAccount(t, s.expert, UPI)).statusCode).toBe(200);
    expect((await withdraw(t, s.expert, 150)).statusCode).toBe(201);
    await runJobs(t);
    const d = await openDispute(t, s.bookingId, s.buyer);
    const support = await operator(t);
    await decide(t, { disputeId: d.id, operatorId: support.id, role: 'support', outcome: { kind: 'refund' } });
    expect(await balances(t, s.buyer.id)).toEqual({ sum: 150, disputeCredit: 150, disputeDebit: 0 });
    expect(await balances(t, s.expert.id)).toEqual({ sum: -150, disputeCredit: 0, disputeDebit: -150 });
    expect(await earningsOf(t, s.expert)).toMatchObject({ available: 0, balance: -150 });
  });

  it('lets only an operator acting as a role that decides disputes decide, and checks the decision', async () => {
    const s = await settledSession(t, 20);
    const d = await openDispute(t, s.bookingId, s.buyer);
    const finance = await operator(t, 'finance');
    const support = await operator(t);
    await expect(decide(t, { disputeId: d.id, operatorId: finance.id, role: 'finance', outcome: { kind: 'refund' } })).rejects.toMatchObject({ status: 403 });
    // Claiming a role not held is refused before the (bad) decision is read.
    await expect(decide(t, { disputeId: d.id, operatorId: finance.id, role: 'support', outcome: { kind: 'nope' } })).rejects.toMatchObject({ status: 403 });
    await expect(decide(t, { disputeId: d.id, operatorId: support.id, role: 'support', outcome: { kind: 'refund' }, reason: 'x' })).rejects.toMatchObject({ status: 400 });
    await expect(decide(t, { disputeId: d.id, operatorId: support.id, role: 'support', outcome: { kind: 'split', buyerCredits: 20 } })).rejects.toMatchObject({
      status: 400,
      message: DISPUTE_MESSAGES.splitRange,
    });
    expect(await balances(t, s.buyer.id)).toMatchObject({ sum: 0 });
    const row = await t.db.kysely.selectFrom('disputes').select('stage').where('id', '=', d.id).executeTakeFirstOrThrow();
    expect(row.stage).toBe('opened');
    await advance(t, 1000, s.buyer);
    expect((await postIn(t, d.id, s.buyer, 'Still waiting.')).statusCode).toBe(201);
  });
});

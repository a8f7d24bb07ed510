import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_MONEY_CODES, OPS_MONEY_MESSAGES } from '#shared/domain/ops-money';
import { OPERATOR_REASON_REQUIRED_MESSAGE } from '#shared/domain/operator-roles';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { waitForMail } from '../bookings/bookings-fixtures';
import { openDispute, settledSession } from '../disputes/disputes-fixtures';
import { acceptedFor, balanceOf, bookingLedger, consoleCall, netOf, steppedUp } from './money-fixtures';

type Account = Awaited<ReturnType<typeof steppedUp>>;

/**
 * Support cancels a booking whose credits are held, with a full or a partial refund; finance settles
 * a settled session again. Exact ledgers for both sides (a booking's rows sum to zero), one audit
 * row each, the parties told in their language, 409 when the booking moved meanwhile, 400 for bad
 * input, and nothing written when refused.
 */
describe(`support's and finance's booking actions on ${testDbKind()}`, () => {
  let t: TestApp;
  let support: Account;
  let finance: Account;
  beforeAll(async () => {
    t = await createTestApp();
    support = await steppedUp(t, ['support']);
    finance = await steppedUp(t, ['finance']);
  });
  afterAll(async () => t.close());

  const cancel = (bookingId: string, body: object, who: Account = support) => consoleCall(t, who, 'opsBookingCancel', `/api/ops/bookings/${bookingId}/cancel`, body);
  const resettle = (bookingId: string, body: object, who: Account = finance) => consoleCall(t, who, 'opsBookingResettle', `/api/ops/bookings/${bookingId}/resettle`, body);
  const snapshot = async (bookingId: string) => ({
    stage: (await t.db.kysely.selectFrom('bookings').select('stage').where('id', '=', bookingId).executeTakeFirstOrThrow()).stage,
    ledger: (await bookingLedger(t, bookingId)).length,
    events: (await t.db.kysely.selectFrom('booking_events').select('id').where('booking_id', '=', bookingId).execute()).length,
    audit: (await t.db.kysely.selectFrom('audit_log').select('id').where('target_id', '=', bookingId).execute()).length,
  });
  const auditOf = (bookingId: string) => t.db.kysely.selectFrom('audit_log').selectAll().where('target_id', '=', bookingId).execute();

  it('cancels with a full refund: the buyer has every credit back, the expert nothing', async () => {
    const b = await acceptedFor(t, 10);
    const reason = 'The expert is in hospital';
    const res = await cancel(b.bookingId, { refund: { kind: 'full' }, reason });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.booking.stage).toBe('cancelled');
    expect((await bookingLedger(t, b.bookingId)).map((r) => [r.user_id, r.kind, Number(r.credits)])).toEqual([
      [b.buyer.id, 'hold', -10],
      [b.buyer.id, 'refund', 10],
    ]);
    expect(await balanceOf(t, b.buyer.id)).toBe(10);
    expect(await balanceOf(t, b.expert.id)).toBe(0);
    const [audit] = await auditOf(b.bookingId);
    expect(audit).toMatchObject({ operator_id: support.id, role: 'support', action: 'bookings.cancel', reason });
    expect(JSON.parse(audit?.before_json ?? '{}')).toEqual({ stage: 'accepted', credits: 10, held: 10 });
    expect(JSON.parse(audit?.after_json ?? '{}')).toEqual({ stage: 'cancelled', buyerCredits: 10, expertCredits: 0 });
    const step = res.body.timeline.at(-1);
    expect(step).toMatchObject({ to: 'cancelled', actor: 'operator', actorId: support.id, note: reason });
  });

  it('cancels with a partial refund: exact credits to each side, both told in their language', async () => {
    const b = await acceptedFor(t, 10);
    await t.db.kysely.updateTable('users').set({ language: 'fr' }).where('id', '=', b.expert.id).execute();
    const res = await cancel(b.bookingId, { refund: { kind: 'partial', buyerCredits: 3 }, reason: 'Half of the prep was done' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await netOf(t, b.bookingId, b.buyer.id)).toBe(-7);
    expect(await netOf(t, b.bookingId, b.expert.id)).toBe(7);
    expect((await bookingLedger(t, b.bookingId)).reduce((s, r) => s + Number(r.credits), 0)).toBe(0);
    expect(res.body.net).toEqual({ buyer: -7, expert: 7 });
    expect(await balanceOf(t, b.buyer.id)).toBe(3);
    expect(await balanceOf(t, b.expert.id)).toBe(7);
    // The bell of each side and a mail each, the expert's in French.
    for (const id of [b.buyer.id, b.expert.id]) {
      const bell = await t.db.kysely.selectFrom('notifications').select(['kind', 'link']).where('user_id', '=', id).where('kind', '=', 'booking.cancelled').execute();
      expect(bell).toEqual([{ kind: 'booking.cancelled', link: `/bookings/${b.bookingId}` }]);
    }
    await waitForMail(t, b.buyer.email, /Booking cancelled by support/);
    const fr = await waitForMail(t, b.expert.email, /Réservation annulée par le support/);
    expect(fr.text).toMatch(/3 crédits/);
  });

  it('refuses a partial refund that does not fit, a missing reason and an unknown kind (400), and changes nothing', async () => {
    const b = await acceptedFor(t, 10);
    const before = await snapshot(b.bookingId);
    const tooMuch = await cancel(b.bookingId, { refund: { kind: 'partial', buyerCredits: 10 }, reason: 'Keep it fair' });
    expect(tooMuch).toMatchObject({ status: 400, body: { message: OPS_MONEY_MESSAGES.buyerCredits(10), fields: { refund: OPS_MONEY_MESSAGES.buyerCredits(10) } } });
    const noReason = await cancel(b.bookingId, { refund: { kind: 'full' } });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain(OPERATOR_REASON_REQUIRED_MESSAGE);
    const kind = await cancel(b.bookingId, { refund: { kind: 'half' }, reason: 'Keep it fair' });
    expect(kind.status).toBe(400);
    expect(JSON.stringify(kind.body)).toContain(OPS_MONEY_MESSAGES.refundKind);
    expect(await snapshot(b.bookingId)).toEqual(before);
  });

  it('answers 409 with the stage when the booking was cancelled meanwhile, and writes nothing more', async () => {
    const b = await acceptedFor(t, 8);
    expect((await cancel(b.bookingId, { refund: { kind: 'full' }, reason: 'First hand' })).status).toBe(200);
    const before = await snapshot(b.bookingId);
    const again = await cancel(b.bookingId, { refund: { kind: 'partial', buyerCredits: 2 }, reason: 'Second hand' });
    expect(again).toMatchObject({ status: 409, body: { code: OPS_MONEY_CODES.bookingChanged, message: OPS_MONEY_MESSAGES.notCancellable('cancelled'), fields: { stage: 'cancelled' } } });
    expect(await snapshot(b.bookingId)).toEqual(before);
    // Nor can a settled session be cancelled: it is settled again instead.
    const s = await settledSession(t, 5);
    expect((await cancel(s.bookingId, { refund: { kind: 'full' }, reason: 'Too late for this' })).body).toMatchObject({ fields: { stage: 'completed' } });
  });

  it('settles a completed session as expert_no_show and back: reversals and new entries, exact for both sides', async () => {
    const s = await settledSession(t, 10);
    expect(await balanceOf(t, s.expert.id)).toBe(10);
    t.clock.advance(60_000);
    const first = await resettle(s.bookingId, { outcome: 'expert_no_show', reason: 'The expert never joined: the recording shows it' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await bookingLedger(t, s.bookingId)).map((r) => [r.user_id === s.buyer.id ? 'buyer' : 'expert', r.kind, Number(r.credits)])).toEqual([
      ['buyer', 'hold', -10],
      ['expert', 'release', 10],
      ['expert', 'correction_debit', -10],
      ['buyer', 'correction_credit', 10],
    ]);
    expect(first.body.net).toEqual({ buyer: 0, expert: 0 });
    expect(await balanceOf(t, s.buyer.id)).toBe(10);
    expect(await balanceOf(t, s.expert.id)).toBe(0);

    t.clock.advance(60_000);
    const back = await resettle(s.bookingId, { outcome: 'completed', reason: 'The expert showed the call log after all' });
    expect(back.status).toBe(200);
    expect(back.body.net).toEqual({ buyer: -10, expert: 10 });
    expect((await bookingLedger(t, s.bookingId)).reduce((sum, r) => sum + Number(r.credits), 0)).toBe(0);
    expect(await balanceOf(t, s.buyer.id)).toBe(0);
    expect(await balanceOf(t, s.expert.id)).toBe(10);
    const audit = await auditOf(s.bookingId);
    expect(audit.map((a) => [a.action, a.role, a.operator_id])).toEqual([
      ['refunds.resettle', 'finance', finance.id],
      ['refunds.resettle', 'finance', finance.id],
    ]);
    const bell = await t.db.kysely.selectFrom('notifications').select('kind').where('user_id', '=', s.expert.id).where('kind', '=', 'booking.settled').execute();
    // The settlement's own notice, then the two corrections.
    expect(bell.length).toBeGreaterThanOrEqual(2);
    await waitForMail(t, s.expert.email, /Settlement corrected/);
  });

  it('moves no credits when the new outcome pays the same side (completed → buyer_no_show)', async () => {
    const s = await settledSession(t, 6);
    const res = await resettle(s.bookingId, { outcome: 'buyer_no_show', reason: 'The buyer never joined, says the log' });
    expect(res.status).toBe(200);
    expect((await bookingLedger(t, s.bookingId)).map((r) => r.kind)).toEqual(['hold', 'release']);
    expect(res.body.booking.stage).toBe('buyer_no_show');
  });

  it('answers 409 for the same outcome, a session not settled, and a disputed one; 400 for an unknown outcome; nothing written', async () => {
    const s = await settledSession(t, 7);
    const before = await snapshot(s.bookingId);
    const same = await resettle(s.bookingId, { outcome: 'completed', reason: 'Double check' });
    expect(same).toMatchObject({ status: 409, body: { code: OPS_MONEY_CODES.bookingChanged, message: OPS_MONEY_MESSAGES.sameOutcome('completed') } });
    const unknown = await resettle(s.bookingId, { outcome: 'refunded', reason: 'Double check' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain(OPS_MONEY_MESSAGES.outcome);
    expect(await snapshot(s.bookingId)).toEqual(before);

    const accepted = await acceptedFor(t, 4, 6);
    expect((await resettle(accepted.bookingId, { outcome: 'not_held', reason: 'Not yet held' })).body).toMatchObject({ code: OPS_MONEY_CODES.bookingChanged, fields: { stage: 'accepted' } });

    await openDispute(t, s.bookingId, s.buyer);
    const held = await resettle(s.bookingId, { outcome: 'expert_no_show', reason: 'The dispute says so' });
    expect(held).toMatchObject({ status: 409, body: { code: OPS_MONEY_CODES.disputed, message: OPS_MONEY_MESSAGES.disputeOpen, fields: { disputeStage: 'opened' } } });
    expect((await snapshot(s.bookingId)).ledger).toBe(before.ledger);
  });

  it('lets one of two operators acting at once win: the other gets 409 and the ledger moves once', async () => {
    const b = await acceptedFor(t, 9, 10);
    const otherSupport = await steppedUp(t, ['support']);
    const both = await Promise.all([
      cancel(b.bookingId, { refund: { kind: 'full' }, reason: 'First desk' }),
      cancel(b.bookingId, { refund: { kind: 'partial', buyerCredits: 4 }, reason: 'Second desk' }, otherSupport),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const entries = await bookingLedger(t, b.bookingId);
    expect(entries.filter((r) => r.kind !== 'hold')).toHaveLength(both[0].status === 200 ? 1 : 2);
    expect(entries.reduce((sum, r) => sum + Number(r.credits), 0)).toBe(0);
    expect(await snapshot(b.bookingId)).toMatchObject({ stage: 'cancelled', audit: 1 });

    const s = await settledSession(t, 6);
    const otherFinance = await steppedUp(t, ['finance']);
    t.clock.advance(60_000);
    const twice = await Promise.all([
      resettle(s.bookingId, { outcome: 'expert_no_show', reason: 'First desk' }),
      resettle(s.bookingId, { outcome: 'expert_no_show', reason: 'Second desk' }, otherFinance),
    ]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await bookingLedger(t, s.bookingId)).map((r) => r.kind)).toEqual(['hold', 'release', 'correction_debit', 'correction_credit']);
  });

  it('keeps cancelling to support and settling again to finance', async () => {
    const b = await acceptedFor(t, 5, 8);
    expect((await cancel(b.bookingId, { refund: { kind: 'full' }, reason: 'Not my area' }, finance)).status).toBe(403);
    const s = await settledSession(t, 5);
    expect((await resettle(s.bookingId, { outcome: 'not_held', reason: 'Not my area' }, support)).status).toBe(403);
  });
});

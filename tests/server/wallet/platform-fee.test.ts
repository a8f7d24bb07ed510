import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_FEE_PERCENT } from '#shared/domain/platform-fee';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestExpert } from '../../helpers/experts';
import { HOUR, confirmSession, inject, insertGig } from '../bookings/bookings-fixtures';
import { acceptedBooking, attend, runJobs } from '../sessions/sessions-fixtures';
import { decide, openDispute, operator, settledSession } from '../disputes/disputes-fixtures';
import { acceptedFor, balanceOf, consoleCall, steppedUp } from '../ops-money/money-fixtures';
import { earningsOf } from './earnings-fixtures';

interface Earning {
  feePercent: number;
  fee: number;
  credits: number;
}

/**
 * The platform's fee through the API on both databases, at the default percent: taken from the
 * expert when a session's credits are released (its own ledger entry, its other side in the
 * platform's ledger), never on a refund; the percent kept on each booking, so a change of the
 * setting applies to bookings made after it only; an operator's split, a finance re-settlement and a
 * dispute's split move the fee with the expert's share; the expert is told what they earn.
 */
describe(`the platform fee on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PLATFORM_FEE_PERCENT: String(DEFAULT_PLATFORM_FEE_PERCENT) });
  });
  afterAll(async () => t.close());

  const feeRows = (bookingId: string) =>
    t.db.kysely.selectFrom('wallet_ledger').select(['user_id', 'kind', 'credits']).where('booking_id', '=', bookingId).where('kind', 'in', ['fee', 'fee_return']).orderBy('created_at').orderBy('id').execute();
  const platformOf = async (bookingId: string) => {
    const rows = await t.db.kysely.selectFrom('platform_ledger').select(['credits', 'percent', 'ledger_entry_id']).where('booking_id', '=', bookingId).execute();
    return rows.reduce((sum, r) => sum + Number(r.credits), 0);
  };
  const bookingAs = async (bookingId: string, who: { auth: Record<string, string> }) => {
    const res = await inject(t, 'GET', `/api/bookings/${bookingId}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ booking: { earning: Earning | null; amount: number } }>().booking;
  };

  it('takes 20 % from a completed session, rounded up, and tells only the expert what they earn', async () => {
    const expert = await createTestExpert(t);
    const gigId = await insertGig(t, expert, { credits: { basic: 11 } });
    const { booking, buyer } = await acceptedBooking(t, expert, gigId, 1, 11);
    expect((await bookingAs(booking._id, expert)).earning).toEqual({ feePercent: 20, fee: 3, credits: 8 });
    expect((await bookingAs(booking._id, buyer)).earning).toBeNull();
    const fee = await inject(t, 'GET', '/api/wallet/fee', expert);
    expect(fee.json()).toEqual({ feePercent: 20 });
    expect((await inject(t, 'GET', '/api/wallet/fee', buyer)).statusCode).toBe(403);
    expect(await earningsOf(t, expert)).toMatchObject({ pending: 11, pendingEarning: 8, fees: 0, available: 0 });

    t.clock.advance(2 * HOUR);
    expect((await confirmSession(t, booking._id, buyer)).statusCode).toBe(200);
    expect(await feeRows(booking._id)).toEqual([{ user_id: expert.id, kind: 'fee', credits: -3 }]);
    expect(await platformOf(booking._id)).toBe(3);
    // The buyer paid the package's 11 credits, not one more: the rounding came out of the expert's side.
    expect(await balanceOf(t, buyer.id)).toBe(0);
    expect(await balanceOf(t, expert.id)).toBe(8);
    const earnings = await earningsOf(t, expert);
    expect(earnings).toMatchObject({ released: 11, fees: 3, available: 8, withdrawn: 0, pendingEarning: 0 });
    expect(earnings.releases.map((r) => [r.kind, r.credits]).sort()).toEqual([
      ['fee', -3],
      ['release', 11],
    ]);
  });

  it('takes nothing when the credits go back to the buyer', async () => {
    const s = await settledSession(t, 10, 'refunded');
    expect(await feeRows(s.bookingId)).toEqual([]);
    expect(await platformOf(s.bookingId)).toBe(0);
    expect(await balanceOf(t, s.buyer.id)).toBe(10);
  });

  it('keeps the percent a booking was made at when the setting changes', async () => {
    const expert = await createTestExpert(t);
    const gigId = await insertGig(t, expert, { credits: { basic: 10 } });
    const before = await acceptedBooking(t, expert, gigId, 1, 10);
    t.deps.config.platformFeePercent = 10;
    try {
      const after = await acceptedBooking(t, expert, gigId, 2, 10);
      expect((await bookingAs(before.booking._id, expert)).earning).toEqual({ feePercent: 20, fee: 2, credits: 8 });
      expect((await bookingAs(after.booking._id, expert)).earning).toEqual({ feePercent: 10, fee: 1, credits: 9 });
      t.clock.advance(3 * HOUR);
      expect((await confirmSession(t, before.booking._id, before.buyer)).statusCode).toBe(200);
      expect((await confirmSession(t, after.booking._id, after.buyer)).statusCode).toBe(200);
      expect(await platformOf(before.booking._id)).toBe(2);
      expect(await platformOf(after.booking._id)).toBe(1);
      expect(await earningsOf(t, expert)).toMatchObject({ released: 20, fees: 3, available: 17 });
    } finally {
      t.deps.config.platformFeePercent = DEFAULT_PLATFORM_FEE_PERCENT;
    }
  });

  it('takes the fee on the expert’s part of a cancellation support splits, and none on a full refund', async () => {
    const support = await steppedUp(t, ['support']);
    const split = await acceptedFor(t, 10);
    const res = await consoleCall(t, support, 'opsBookingCancel', `/api/ops/bookings/${split.bookingId}/cancel`, { refund: { kind: 'partial', buyerCredits: 3 }, reason: 'Half of the prep was done' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 20 % of the expert's 7 is 1.4: 2 credits, from the expert's 7; the buyer has exactly their 3 back.
    expect(await feeRows(split.bookingId)).toEqual([{ user_id: split.expert.id, kind: 'fee', credits: -2 }]);
    expect(await balanceOf(t, split.buyer.id)).toBe(3);
    expect(await balanceOf(t, split.expert.id)).toBe(5);
    const full = await acceptedFor(t, 10);
    expect((await consoleCall(t, support, 'opsBookingCancel', `/api/ops/bookings/${full.bookingId}/cancel`, { refund: { kind: 'full' }, reason: 'The expert is ill' })).status).toBe(200);
    expect(await feeRows(full.bookingId)).toEqual([]);
  });

  it('gives the fee back when finance settles a session again for the buyer, and takes it again when settled back', async () => {
    const finance = await steppedUp(t, ['finance']);
    const s = await settledSession(t, 10);
    const resettle = (outcome: string) => consoleCall(t, finance, 'opsBookingResettle', `/api/ops/bookings/${s.bookingId}/resettle`, { outcome, reason: 'The attendance was misread' });
    expect((await resettle('expert_no_show')).status).toBe(200);
    expect(await balanceOf(t, s.expert.id)).toBe(0);
    expect(await balanceOf(t, s.buyer.id)).toBe(10);
    expect(await platformOf(s.bookingId)).toBe(0);
    expect((await earningsOf(t, s.expert)).fees).toBe(0);
    expect((await resettle('completed')).status).toBe(200);
    // Both moves ran at the same instant: the entries compared whatever their order.
    expect((await feeRows(s.bookingId)).map((r) => `${r.user_id === s.expert.id ? 'expert' : 'other'} ${r.kind} ${r.credits}`).sort()).toEqual(['expert fee -2', 'expert fee -2', 'expert fee_return 2']);
    expect(await balanceOf(t, s.expert.id)).toBe(8);
    expect(await balanceOf(t, s.buyer.id)).toBe(0);
    expect(await platformOf(s.bookingId)).toBe(2);
    expect(await earningsOf(t, s.expert)).toMatchObject({ released: 10, fees: 2, available: 8 });
  });

  it('moves the fee with a dispute’s split, and holds only what the expert kept while the dispute is open', async () => {
    const s = await settledSession(t, 20);
    expect((await earningsOf(t, s.expert)).available).toBe(16);
    const d = await openDispute(t, s.bookingId, s.buyer);
    expect((await earningsOf(t, s.expert)).available).toBe(0);
    const support = await operator(t);
    await decide(t, { disputeId: d.id, operatorId: support.id, role: 'support', outcome: { kind: 'split', buyerCredits: 12 } });
    // The expert keeps 8 of the 20: the fee on them is 2 (4 taken, 2 given back); the buyer has 12 back in full.
    expect(await platformOf(s.bookingId)).toBe(2);
    expect(await balanceOf(t, s.buyer.id)).toBe(12);
    expect(await balanceOf(t, s.expert.id)).toBe(6);
    expect(await earningsOf(t, s.expert)).toMatchObject({ released: 8, fees: 2, available: 6 });
  });

  it('takes the fee when the settlement job releases the credits', async () => {
    const expert = await createTestExpert(t);
    const gigId = await insertGig(t, expert, { credits: { basic: 5 } });
    const accepted = await acceptedBooking(t, expert, gigId, 1, 5);
    const { booking, buyer } = accepted;
    // The buyer never came: once the window closes the job settles it as the buyer's no-show, released to the expert.
    await attend(t, accepted, expert.id, 0, 30);
    t.clock.advance(3 * HOUR);
    await runJobs(t);
    const stage = await t.db.kysely.selectFrom('bookings').select('stage').where('id', '=', booking._id).executeTakeFirstOrThrow();
    expect(stage.stage).toBe('buyer_no_show');
    expect(await feeRows(booking._id)).toEqual([{ user_id: expert.id, kind: 'fee', credits: -1 }]);
    expect(await balanceOf(t, buyer.id)).toBe(0);
  });
});

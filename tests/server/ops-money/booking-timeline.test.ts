import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsBookingPage } from '#shared/contract/http/ops-money';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { decide, openDispute, operator, settledSession } from '../disputes/disputes-fixtures';
import { consoleCall, steppedUp } from './money-fixtures';

/** What a step shows, without its times and ids. */
const shape = (page: OpsBookingPage) =>
  page.timeline.map((s) => ({ what: s.what, to: s.to, actor: s.actor, note: s.note, ledger: s.ledger.map((l) => `${l.side} ${l.kind} ${l.credits}`) }));

/**
 * A booking's whole life on the console's page: each change of stage with who made it (buyer,
 * expert, the settlement job, an operator with the reason), the dispute that followed, and the ledger
 * rows each step wrote, which sum to zero.
 */
describe(`a booking's timeline in the console on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('shows every step with its actor and the ledger rows it made', async () => {
    // Nobody came: the settlement job refunds the buyer (expert_no_show).
    const s = await settledSession(t, 10, 'refunded');
    const finance = await steppedUp(t, ['finance'], 'Fiona Finance');
    const viewer = await steppedUp(t, ['viewer']);
    t.clock.advance(60_000);
    const reason = 'The expert sent the recording: the call took place';
    const resettled = await consoleCall(t, finance, 'opsBookingResettle', `/api/ops/bookings/${s.bookingId}/resettle`, { outcome: 'completed', reason });
    expect(resettled.status, JSON.stringify(resettled.body)).toBe(200);

    // Settled again, it may be disputed: the buyer does, and support splits the credits.
    t.clock.advance(60_000);
    const d = await openDispute(t, s.bookingId, s.buyer);
    t.clock.advance(60_000);
    const support = await operator(t, 'support');
    await decide(t, { disputeId: d.id, operatorId: support.id, role: 'support', outcome: { kind: 'split', buyerCredits: 4 } });

    const page = await consoleCall(t, viewer, 'opsBooking', `/api/ops/bookings/${s.bookingId}`);
    expect(page.status).toBe(200);
    expect(shape(page.body)).toEqual([
      { what: 'stage', to: 'requested', actor: 'buyer', note: null, ledger: ['buyer hold -10'] },
      { what: 'stage', to: 'accepted', actor: 'expert', note: null, ledger: [] },
      { what: 'stage', to: 'expert_no_show', actor: 'job', note: null, ledger: ['buyer refund 10'] },
      { what: 'stage', to: 'completed', actor: 'operator', note: reason, ledger: ['buyer correction_debit -10', 'expert correction_credit 10'] },
      { what: 'dispute_opened', to: 'opened', actor: 'buyer', note: null, ledger: [] },
      { what: 'dispute_decided', to: 'split', actor: 'operator', note: 'support', ledger: ['expert dispute_debit -4', 'buyer dispute_credit 4'] },
    ]);
    const steps = page.body.timeline;
    expect(steps.map((x) => x.actorId)).toEqual([s.buyer.id, s.expert.id, null, finance.id, s.buyer.id, support.id]);
    expect(steps[3]?.actorName).toBe('Fiona Finance');
    const all = steps.flatMap((x) => x.ledger);
    expect(all.reduce((sum, l) => sum + l.credits, 0)).toBe(0);
    expect(page.body.net).toEqual({ buyer: -6, expert: 6 });
    expect(page.body).toMatchObject({ booking: { stage: 'completed', credits: 10 }, dispute: { stage: 'decided', outcome: 'split' }, allows: { cancel: false, resettle: false } });
  });

  it('answers 404 for a booking that does not exist', async () => {
    const viewer = await steppedUp(t, ['viewer']);
    expect((await consoleCall(t, viewer, 'opsBooking', '/api/ops/bookings/no-such-booking')).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '#server/modules/ops/roles';
import { DISPUTE_MESSAGES } from '#shared/domain/dispute';
import { SECOND_FACTOR_FRESH_MS, SECOND_FACTOR_REQUIRED_CODE, SECOND_FACTOR_SETUP_REQUIRED_CODE } from '#shared/domain/second-factor';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { signTestSession } from '../../helpers/users';
import { balances, openDispute, postIn, settledSession } from '../disputes/disputes-fixtures';
import { apiOf, codeNow, enrolledUser, nextStep } from '../second-factor/second-factor-fixtures';
import { operatorWith } from './console-fixtures';
import { change } from './operations-fixtures';

const SPLIT = { outcome: { kind: 'split', buyerCredits: 4 }, reason: 'Half the session was lost to the connection' };

/**
 * Support's disputes in the console: the list by nearest deadline, one dispute with its thread, the
 * home's figure, and the decision, which needs a second factor passed within 15 minutes.
 */
describe(`the console's disputes on ${testDbKind()}`, () => {
  let t: TestApp;
  let api: ReturnType<typeof apiOf>;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiOf(t);
  });
  afterAll(async () => t.close());

  const answeredDispute = async (credits: number) => {
    const s = await settledSession(t, credits);
    const d = await openDispute(t, s.bookingId, s.buyer);
    // The thread is in the order written: the answer comes a second later.
    t.clock.advance(1000);
    const res = await postIn(t, d.id, s.expert, 'I was there for the whole hour and can show it.');
    expect(res.statusCode).toBe(201);
    return { ...s, disputeId: d.id };
  };
  const snapshot = async (disputeId: string, buyerId: string, expertId: string) => ({
    dispute: await t.db.kysely.selectFrom('disputes').selectAll().where('id', '=', disputeId).executeTakeFirstOrThrow(),
    buyer: await balances(t, buyerId),
    expert: await balances(t, expertId),
    audit: (await t.db.kysely.selectFrom('audit_log').select('id').where('target_id', '=', disputeId).execute()).length,
  });

  it('refuses a support operator without a fresh second factor and changes nothing; with it the split lands exactly', async () => {
    const s = await answeredDispute(10);
    const { who: support, secret } = await enrolledUser(t);
    await grantRole(t.db, change(support.email, 'support'));
    const url = `/api/ops/disputes/${s.disputeId}/decide`;
    const before = await snapshot(s.disputeId, s.buyer.id, s.expert.id);

    // The enrolment's pass grows old: 15 minutes later the same session is asked again.
    t.clock.advance(SECOND_FACTOR_FRESH_MS + 1000);
    const stale = await api('POST', url, support, SPLIT);
    expect(stale).toMatchObject({ status: 403, body: { code: SECOND_FACTOR_REQUIRED_CODE } });
    // Another session of the account has passed nothing, even with a bad body (403 before 400).
    const other = { ...support, auth: { authorization: `Bearer ${await signTestSession(t, support.id)}` } };
    expect(await api('POST', url, other, { outcome: { kind: 'split' } })).toMatchObject({ status: 403, body: { code: SECOND_FACTOR_REQUIRED_CODE } });
    expect(await snapshot(s.disputeId, s.buyer.id, s.expert.id)).toEqual(before);

    nextStep(t);
    expect((await api('POST', '/api/account/second-factor/verify', other, { code: codeNow(t, secret) })).status).toBe(200);
    const decided = await api('POST', url, other, SPLIT);
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body).toMatchObject({ stage: 'decided', outcome: 'split', buyerCredits: 4, expertCredits: 6, decidedBy: 'support', operatorId: support.id, deadline: null });
    expect(await balances(t, s.buyer.id)).toEqual({ sum: 4, disputeCredit: 4, disputeDebit: 0 });
    expect(await balances(t, s.expert.id)).toEqual({ sum: 6, disputeCredit: 0, disputeDebit: -4 });
    const audit = await t.db.kysely.selectFrom('audit_log').selectAll().where('target_id', '=', s.disputeId).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operator_id: support.id, role: 'support', action: 'disputes.decide', reason: SPLIT.reason });

    // Decided already: 409 with what happened, and nothing more moves.
    const again = await api('POST', url, other, { outcome: { kind: 'refund' }, reason: 'Second thoughts' });
    expect(again).toMatchObject({ status: 409, body: { code: 'DISPUTE_DECIDED', message: DISPUTE_MESSAGES.alreadyDecided } });
    expect(JSON.stringify(again.body)).toContain('split');
    expect(await balances(t, s.buyer.id)).toEqual({ sum: 4, disputeCredit: 4, disputeDebit: 0 });
  });

  it('sends a support operator without any second factor to set one up', async () => {
    const s = await answeredDispute(8);
    const support = await operatorWith(t, ['support']);
    expect(await api('POST', `/api/ops/disputes/${s.disputeId}/decide`, support, SPLIT)).toMatchObject({
      status: 403,
      body: { code: SECOND_FACTOR_SETUP_REQUIRED_CODE },
    });
  });

  it('lists undecided disputes by nearest deadline, shows one with its thread, and counts them on the home', async () => {
    const viewer = await operatorWith(t, ['viewer']);
    const first = await answeredDispute(12);
    const s = await settledSession(t, 9);
    const opened = await openDispute(t, s.bookingId, s.buyer);
    const list = await api('GET', '/api/ops/disputes', viewer);
    expect(list.status).toBe(200);
    const rows = list.body.disputes as Array<{ id: string; stage: string; deadline: string }>;
    const ours = rows.filter((r) => r.id === first.disputeId || r.id === opened.id);
    expect(ours.map((r) => r.id)).toEqual([opened.id, first.disputeId]);
    expect(rows.every((r) => r.stage !== 'decided')).toBe(true);
    expect(rows.map((r) => r.deadline)).toEqual([...rows.map((r) => r.deadline)].sort());

    const one = await api('GET', `/api/ops/disputes/${first.disputeId}`, viewer);
    expect(one.body).toMatchObject({ id: first.disputeId, stage: 'awaiting_decision', credits: 12, buyer: { id: first.buyer.id }, expert: { id: first.expert.id } });
    expect((one.body.posts as Array<{ side: string }>).map((p) => p.side)).toEqual(['buyer', 'expert']);
    expect((await api('GET', '/api/ops/disputes/nope', viewer)).status).toBe(404);

    const home = await api('GET', '/api/ops/home', viewer);
    expect(home.body.disputes).toEqual({ open: rows.length, nearestDeadline: rows[0]?.deadline });
    const trust = await operatorWith(t, ['trust']);
    expect((await api('GET', '/api/ops/home', trust)).body.disputes).toBeNull();
  });
});

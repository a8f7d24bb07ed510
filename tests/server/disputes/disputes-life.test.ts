import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '#server/modules/ops/audit';
import { DISPUTE_ANSWER_MS, DISPUTE_DECISION_MS } from '#shared/domain/dispute';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { waitForMail } from '../bookings/bookings-fixtures';
import { runJobs } from '../sessions/sessions-fixtures';
import { advance, balances, decide, disputeBell, openDispute, operator, postIn, readDispute, settledSession, type DisputeJson } from './disputes-fixtures';

/** A dispute's whole life, each way it can end, with both sides' ledgers to the credit. */
describe(`the life of a dispute on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const answered = async (s: Awaited<ReturnType<typeof settledSession>>) => {
    const d = await openDispute(t, s.bookingId, s.buyer);
    const res = await postIn(t, d.id, s.expert, 'I was there for the whole hour; here is what happened.');
    expect(res.statusCode).toBe(201);
    return res.json<{ dispute: DisputeJson }>().dispute;
  };

  it('opens, is answered and refunded by support: notices at each stage, ledgers exact, one audit row', async () => {
    const s = await settledSession(t, 40);
    expect(await balances(t, s.buyer.id)).toMatchObject({ sum: 0 });
    expect(await balances(t, s.expert.id)).toMatchObject({ sum: 40 });

    const opened = await openDispute(t, s.bookingId, s.buyer);
    expect(opened).toMatchObject({ stage: 'opened', openedBy: 'buyer', deadline: new Date(t.clock.now().getTime() + DISPUTE_ANSWER_MS).toISOString() });
    await waitForMail(t, s.buyer.email, /^Dispute opened/);
    const toExpert = await waitForMail(t, s.expert.email, /^Dispute opened/);
    expect(toExpert.text).toContain('if no answer comes by then, the dispute is decided against you');

    // The opener writing again is no answer: the stage and its deadline stay.
    const again = (await postIn(t, opened.id, s.buyer, 'Adding the time stamps.')).json<{ dispute: DisputeJson }>().dispute;
    expect(again).toMatchObject({ stage: 'opened', deadline: opened.deadline });

    await advance(t, 3_600_000, s.buyer, s.expert);
    const answer = (await postIn(t, opened.id, s.expert, 'I was there for the whole hour.')).json<{ dispute: DisputeJson }>().dispute;
    expect(answer).toMatchObject({ stage: 'awaiting_decision', deadline: new Date(t.clock.now().getTime() + DISPUTE_DECISION_MS).toISOString() });
    expect(answer.posts.map((p) => p.side)).toEqual(['buyer', 'buyer', 'expert']);
    await waitForMail(t, s.buyer.email, /^Dispute answered/);
    await waitForMail(t, s.expert.email, /^Dispute answered/);

    const support = await operator(t);
    const decided = await decide(t, { disputeId: opened.id, operatorId: support.id, role: 'support', outcome: { kind: 'refund' }, ip: '203.0.113.5', requestId: 'req-9' });
    expect(decided).toMatchObject({ stage: 'decided', outcome: 'refund', buyer_credits: 40, decided_by: 'support', operator_id: support.id });
    expect(await balances(t, s.buyer.id)).toEqual({ sum: 40, disputeCredit: 40, disputeDebit: 0 });
    expect(await balances(t, s.expert.id)).toEqual({ sum: 0, disputeCredit: 0, disputeDebit: -40 });
    const decidedMail = await waitForMail(t, s.buyer.email, /^Dispute decided/);
    expect(decidedMail.text).toContain('go back to the buyer');
    await waitForMail(t, s.expert.email, /^Dispute decided/);

    const { entries } = await listAudit(t.db.kysely, { target: { type: 'dispute', id: opened.id } });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ operatorId: support.id, role: 'support', action: 'disputes.decide', ip: '203.0.113.5', requestId: 'req-9' });
    expect(entries[0]?.after).toMatchObject({ outcome: 'refund', buyerCredits: 40, expertCredits: 0 });

    for (const who of [s.buyer, s.expert]) {
      await expect.poll(async () => (await disputeBell(t, who.id)).length).toBe(3);
      const view = (await readDispute(t, s.bookingId, who)).json<{ dispute: DisputeJson; canOpenUntil: string | null }>();
      expect(view).toMatchObject({ dispute: { stage: 'decided', deadline: null, buyerCredits: 40, expertCredits: 0 }, canOpenUntil: null });
    }
  });

  it('splits: the buyer gets the credits named back, the expert keeps the rest', async () => {
    const s = await settledSession(t, 30);
    const d = await answered(s);
    const support = await operator(t);
    await decide(t, { disputeId: d.id, operatorId: support.id, role: 'support', outcome: { kind: 'split', buyerCredits: 12 } });
    expect(await balances(t, s.buyer.id)).toEqual({ sum: 12, disputeCredit: 12, disputeDebit: 0 });
    expect(await balances(t, s.expert.id)).toEqual({ sum: 18, disputeCredit: 0, disputeDebit: -12 });
    const mail = await waitForMail(t, s.expert.email, /^Dispute decided/);
    expect(mail.text).toContain('12 credits');
    expect(mail.text).toContain('18 credits');
  });

  it('releases: nothing moves and the hold is lifted', async () => {
    const s = await settledSession(t, 25);
    const d = await answered(s);
    const support = await operator(t);
    await decide(t, { disputeId: d.id, operatorId: support.id, role: 'support', outcome: { kind: 'release' } });
    expect(await balances(t, s.buyer.id)).toEqual({ sum: 0, disputeCredit: 0, disputeDebit: 0 });
    expect(await balances(t, s.expert.id)).toEqual({ sum: 25, disputeCredit: 0, disputeDebit: 0 });
    const held = await t.db.kysely.selectFrom('disputes').select('stage').where('id', '=', d.id).executeTakeFirstOrThrow();
    expect(held.stage).toBe('decided');
  });

  it('decides an unanswered dispute against the silent side: the buyer who opened is refunded', async () => {
    const s = await settledSession(t, 20);
    await openDispute(t, s.bookingId, s.buyer);
    await advance(t, DISPUTE_ANSWER_MS - 1000, s.buyer, s.expert);
    await runJobs(t);
    expect((await readDispute(t, s.bookingId, s.buyer)).json<{ dispute: DisputeJson }>().dispute.stage).toBe('opened');
    await advance(t, 1000, s.buyer, s.expert);
    await runJobs(t);
    const view = (await readDispute(t, s.bookingId, s.expert)).json<{ dispute: DisputeJson }>().dispute;
    expect(view).toMatchObject({ stage: 'decided', decidedBy: 'answer_lapsed', outcome: 'refund', buyerCredits: 20 });
    expect(await balances(t, s.buyer.id)).toEqual({ sum: 20, disputeCredit: 20, disputeDebit: 0 });
    expect(await balances(t, s.expert.id)).toEqual({ sum: 0, disputeCredit: 0, disputeDebit: -20 });
    const mail = await waitForMail(t, s.expert.email, /^Dispute deadline passed/);
    expect(mail.text).toContain('got no answer by its deadline');
    await expect.poll(async () => (await disputeBell(t, s.expert.id)).map((n) => JSON.parse(n.data_json).title.key)).toEqual([
      'emails:bell.dispute.opened.title',
      'emails:bell.dispute.lapsed.title',
    ]);
  });

  it('decides an unanswered dispute the expert opened on a refunded session: the credits go to the expert', async () => {
    const s = await settledSession(t, 15, 'refunded');
    expect(await balances(t, s.buyer.id)).toMatchObject({ sum: 15 });
    const d = await openDispute(t, s.bookingId, s.expert, 'attendance_wrong');
    expect(d.openedBy).toBe('expert');
    await advance(t, DISPUTE_ANSWER_MS, s.buyer, s.expert);
    await runJobs(t);
    const view = (await readDispute(t, s.bookingId, s.buyer)).json<{ dispute: DisputeJson }>().dispute;
    expect(view).toMatchObject({ stage: 'decided', decidedBy: 'answer_lapsed', outcome: 'release', buyerCredits: 0, expertCredits: 15 });
    expect(await balances(t, s.buyer.id)).toEqual({ sum: 0, disputeCredit: 0, disputeDebit: -15 });
    expect(await balances(t, s.expert.id)).toEqual({ sum: 15, disputeCredit: 15, disputeDebit: 0 });
  });

  it('lets the settlement stand when support does not decide in time', async () => {
    const s = await settledSession(t, 35);
    const d = await answered(s);
    expect(d.deadline).toBe(d.decisionDueAt);
    await advance(t, DISPUTE_DECISION_MS - 1000, s.buyer, s.expert);
    await runJobs(t);
    expect((await readDispute(t, s.bookingId, s.buyer)).json<{ dispute: DisputeJson }>().dispute.stage).toBe('awaiting_decision');
    await advance(t, 1000, s.buyer, s.expert);
    await runJobs(t);
    const view = (await readDispute(t, s.bookingId, s.buyer)).json<{ dispute: DisputeJson }>().dispute;
    expect(view).toMatchObject({ stage: 'decided', decidedBy: 'decision_lapsed', outcome: 'release', expertCredits: 35 });
    expect(await balances(t, s.buyer.id)).toEqual({ sum: 0, disputeCredit: 0, disputeDebit: 0 });
    expect(await balances(t, s.expert.id)).toEqual({ sum: 35, disputeCredit: 0, disputeDebit: 0 });
    const mail = await waitForMail(t, s.buyer.email, /^Dispute deadline passed/);
    expect(mail.text).toContain("the session's settlement stands");
  });

  it('answers 409 with what happened to an action on a dispute already decided, and changes nothing', async () => {
    const s = await settledSession(t, 10);
    const d = await openDispute(t, s.bookingId, s.buyer);
    await advance(t, DISPUTE_ANSWER_MS, s.buyer, s.expert);
    await runJobs(t);
    const late = await postIn(t, d.id, s.expert, 'Sorry, I was away.');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'DISPUTE_DECIDED', fields: { stage: 'decided', outcome: 'refund', decidedBy: 'answer_lapsed', buyerCredits: '10' } });
    const support = await operator(t);
    await expect(decide(t, { disputeId: d.id, operatorId: support.id, role: 'support', outcome: { kind: 'release' } })).rejects.toMatchObject({
      status: 409,
      fields: { outcome: 'refund', decidedBy: 'answer_lapsed' },
    });
    expect(await balances(t, s.expert.id)).toEqual({ sum: 0, disputeCredit: 0, disputeDebit: -10 });
    expect((await listAudit(t.db.kysely, { target: { type: 'dispute', id: d.id } })).entries).toHaveLength(0);
    const posts = await t.db.kysely.selectFrom('dispute_posts').select('id').where('dispute_id', '=', d.id).execute();
    expect(posts).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsReport } from '#shared/contract/http/ops-reports';
import { REPORTS_PER_DAY, REPORT_TEXTS } from '#shared/domain/reports';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { insertGig } from '../bookings/bookings-fixtures';
import { contact, pair, sendOk } from '../messages/messages-fixtures';
import { operatorWith, type Account } from '../ops/console-fixtures';
import { insertReview, report, reportIdOf } from '../ops/reports-fixtures';

/** Reporting content: each kind keeps its copy whatever happens to the original, the limits, the refusals. */
describe(`reporting content on ${testDbKind()}`, () => {
  let t: TestApp;
  let support: Account;
  beforeAll(async () => {
    t = await createTestApp();
    support = await operatorWith(t, ['support']);
  });
  afterAll(async () => t.close());

  /** The report as the console's queue shows it. */
  async function queued(reportId: string): Promise<OpsReport> {
    for (const status of ['open', 'closed']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/ops/reports?status=${status}`, headers: support.auth });
      expect(res.statusCode).toBe(200);
      const hit = res.json<{ reports: OpsReport[] }>().reports.find((r) => r.id === reportId);
      if (hit) return hit;
    }
    throw new Error(`report ${reportId} is not in the queue`);
  }

  it('keeps a message as it was sent, even once the message is deleted', async () => {
    const { buyer, expert } = await pair(t);
    const conv = await contact(t, buyer, expert);
    const message = await sendOk(t, expert, conv.id, 'Pay me on the side and I will give you a discount');
    const res = await report(t, buyer, { kind: 'message', id: message.id, reason: 'off-platform', details: 'Wants to be paid outside' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: REPORT_TEXTS.sent });
    await t.db.kysely.deleteFrom('messages').where('id', '=', message.id).execute();
    const r = await queued(await reportIdOf(t, buyer.id, message.id));
    expect(r).toMatchObject({ kind: 'message', reason: 'off-platform', details: 'Wants to be paid outside', status: 'open', reported: { id: expert.id }, reporter: { id: buyer.id } });
    expect(r.snapshot).toMatchObject({ kind: 'message', message: { text: 'Pay me on the side and I will give you a discount', attachmentName: null } });
  });

  it("keeps a conversation's latest messages in order, and refuses a conversation the reporter is not in", async () => {
    const { buyer, expert } = await pair(t);
    const conv = await contact(t, buyer, expert);
    await sendOk(t, buyer, conv.id, 'Hello, is the session live?');
    await sendOk(t, expert, conv.id, 'Yes. Send the money to my UPI first.');
    const stranger = await createTestUser(t);
    expect((await report(t, stranger, { kind: 'conversation', id: conv.id })).statusCode).toBe(404);
    expect((await report(t, buyer, { kind: 'conversation', id: conv.id })).statusCode).toBe(201);
    await t.db.kysely.updateTable('messages').set({ body: 'edited away' }).where('conversation_id', '=', conv.id).execute();
    const r = await queued(await reportIdOf(t, buyer.id, conv.id));
    expect(r.reported.id).toBe(expert.id);
    expect(r.snapshot).toMatchObject({
      kind: 'conversation',
      messages: [{ text: 'Hello, is the session live?' }, { text: 'Yes. Send the money to my UPI first.' }],
    });
  });

  it("keeps a gig's title, description and price after the expert edits and then deletes it", async () => {
    const { buyer, expert } = await pair(t);
    const gigId = await insertGig(t, expert, { title: 'Guaranteed job offer in a week', credits: { basic: 12 } });
    expect((await report(t, buyer, { kind: 'gig', id: gigId })).statusCode).toBe(201);
    const reportId = await reportIdOf(t, buyer.id, gigId);
    await t.db.kysely.updateTable('gigs').set({ title: 'A harmless title' }).where('id', '=', gigId).execute();
    await t.db.kysely.deleteFrom('gig_packages').where('gig_id', '=', gigId).execute();
    await t.db.kysely.deleteFrom('gigs').where('id', '=', gigId).execute();
    const r = await queued(reportId);
    expect(r.snapshot).toEqual({ kind: 'gig', title: 'Guaranteed job offer in a week', description: 'Live debugging sessions.', credits: 12 });
    expect(r.reported.id).toBe(expert.id);
  });

  it("keeps a review's text and stars, and names its author as the reported user", async () => {
    const { expert } = await pair(t);
    const gigId = await insertGig(t, expert, { title: 'Figma basics' });
    const review = await insertReview(t, { gigId, expertId: expert.expertId }, 1, 'This expert is a fraud, call me at 98765 43210');
    expect((await report(t, expert, { kind: 'review', id: review.id, reason: 'harassment' })).statusCode).toBe(201);
    await t.db.kysely.updateTable('reviews').set({ text: 'Changed', rating: 5 }).where('id', '=', review.id).execute();
    const r = await queued(await reportIdOf(t, expert.id, review.id));
    expect(r.snapshot).toEqual({ kind: 'review', text: 'This expert is a fraud, call me at 98765 43210', rating: 1, gigTitle: 'Figma basics' });
    expect(r.reported.id).toBe(review.buyer.id);
  });

  it("keeps an expert's name and bio by their page's name, after they change it", async () => {
    const { buyer, expert } = await pair(t);
    expect((await report(t, buyer, { kind: 'expert', id: expert.userName })).statusCode).toBe(201);
    await t.db.kysely.updateTable('expert_profiles').set({ display_name: 'New name', description: 'New bio' }).where('id', '=', expert.expertId).execute();
    const r = await queued(await reportIdOf(t, buyer.id, expert.expertId));
    expect(r.snapshot).toMatchObject({ kind: 'expert', userName: expert.userName, displayName: expect.stringMatching(/^Ada T\./) });
    expect(r.snapshot?.kind === 'expert' && r.snapshot.bio).toContain('I help people learn');
  });

  it('refuses reporting your own content, and what does not exist', async () => {
    const { expert } = await pair(t);
    const gigId = await insertGig(t, expert);
    const own = await report(t, expert, { kind: 'gig', id: gigId });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: 'SELF', message: REPORT_TEXTS.ownContent });
    const none = await report(t, expert, { kind: 'review', id: 'no-such-review' });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: REPORT_TEXTS.notFound });
    expect(await t.db.kysely.selectFrom('user_reports').select('id').where('reporter_id', '=', expert.id).execute()).toEqual([]);
  });

  it('refuses bad input with the field, before anything is kept', async () => {
    const buyer = await createTestUser(t);
    for (const body of [{ kind: 'user', id: 'x' }, { kind: 'gig', id: '' }, { kind: 'gig', id: 'x', reason: 'dislike' }, { kind: 'gig', id: 'x', details: 'x'.repeat(1001) }]) {
      expect((await report(t, buyer, body)).statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/reports/content', payload: { kind: 'gig', id: 'x', reason: 'spam' } })).statusCode).toBe(401);
  });

  it('takes one open report per thing from a reporter (409), and at most the daily number (429) until a day passes', async () => {
    const { buyer, expert } = await pair(t);
    const gigs: string[] = [];
    for (let i = 0; i <= REPORTS_PER_DAY; i += 1) gigs.push(await insertGig(t, expert, { title: `Gig number ${i}` }));
    expect((await report(t, buyer, { kind: 'gig', id: gigs[0] ?? '' })).statusCode).toBe(201);
    const again = await report(t, buyer, { kind: 'gig', id: gigs[0] ?? '' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'REPORT_OPEN', message: REPORT_TEXTS.alreadyOpen });
    for (let i = 1; i < REPORTS_PER_DAY; i += 1) {
      t.clock.advance(60_000);
      expect((await report(t, buyer, { kind: 'gig', id: gigs[i] ?? '' })).statusCode).toBe(201);
    }
    const over = await report(t, buyer, { kind: 'gig', id: gigs[REPORTS_PER_DAY] ?? '' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ message: REPORT_TEXTS.perDay });
    t.clock.advance(24 * 3600 * 1000);
    expect((await report(t, buyer, { kind: 'gig', id: gigs[REPORTS_PER_DAY] ?? '' })).statusCode).toBe(201);
  });

  it("still takes the conversation's report the apps send today, into the same queue", async () => {
    const { buyer, expert } = await pair(t);
    const conv = await contact(t, buyer, expert);
    const res = await t.app.inject({ method: 'POST', url: '/api/reports', headers: buyer.auth, payload: { userId: expert.id, conversationId: conv.id, reason: 'spam' } });
    expect(res.statusCode).toBe(201);
    const r = await queued(await reportIdOf(t, buyer.id, conv.id));
    expect(r).toMatchObject({ kind: 'conversation', targetId: conv.id, snapshot: null, status: 'open', reported: { id: expert.id } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { createTestExpert } from '../../helpers/experts';
import { TIME_PASSED_MESSAGE, stageConflictMessage } from '#shared/domain/booking';
import { ONLY_BUYER_MESSAGE, ONLY_EXPERT_MESSAGE, PICK_PROPOSED_TIME_MESSAGE, TOO_EARLY_TO_COMPLETE_MESSAGE } from '#shared/domain/booking-answers';
import {
  HOUR,
  balanceOf,
  bookOk,
  eventsOf,
  inHours,
  inject,
  insertGig,
  ledgerOf,
  topUp,
  waitForMail,
  attendTogether,
} from './bookings-fixtures';

type User = Awaited<ReturnType<typeof createTestUser>>;
type Expert = Awaited<ReturnType<typeof createTestExpert>>;

describe(`booking transitions on ${testDbKind()}`, () => {
  let t: TestApp;
  let expert: Expert;
  let other: User;
  let otherExpert: Expert;
  let gigId: string;
  beforeAll(async () => {
    t = await createTestApp();
    expert = await createTestExpert(t, { displayName: 'Ada Expert' });
    other = await createTestUser(t);
    otherExpert = await createTestExpert(t);
    gigId = await insertGig(t, expert, { credits: { basic: 10, standard: 25, premium: 60 } });
  });
  afterAll(async () => t.close());

  const act = (
    caller: { auth: Record<string, string> } | null,
    id: string,
    action: string,
    payload: object = {},
  ) => inject(t, 'POST', `/api/bookings/${id}/${action}`, caller, payload);

  async function requested(credits = 10) {
    // Half a day on, so no time proposed here overlaps an earlier test's accepted session.
    t.clock.advance(12 * HOUR);
    const buyer = await createTestUser(t, { name: 'Bo Buyer' });
    await topUp(t, buyer, credits);
    const booking = await bookOk(t, buyer, gigId, { times: inHours(t, 2, 5, 9) });
    return { buyer, booking };
  }

  it('accept: only the expert, at one of the proposed times; repeating it changes nothing', async () => {
    const { buyer, booking } = await requested();
    const time = booking.proposedTimes[1] ?? '';
    const asBuyer = await act(buyer, booking._id, 'accept', { scheduledAt: time });
    expect(asBuyer.statusCode).toBe(403);
    expect(asBuyer.json().message).toBe(ONLY_EXPERT_MESSAGE);
    expect((await act(other, booking._id, 'accept', { scheduledAt: time })).statusCode).toBe(404);
    expect((await act(otherExpert, booking._id, 'accept', { scheduledAt: time })).statusCode).toBe(404);
    expect((await act(null, booking._id, 'accept', { scheduledAt: time })).statusCode).toBe(401);
    const notProposed = await act(expert, booking._id, 'accept', { scheduledAt: inHours(t, 3)[0] });
    expect(notProposed.statusCode).toBe(400);
    expect(notProposed.json().message).toBe(PICK_PROPOSED_TIME_MESSAGE);

    const ok = await act(expert, booking._id, 'accept', { scheduledAt: time });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().booking).toMatchObject({
      stage: 'accepted',
      status: 'Pending',
      scheduledAt: time,
      date: time,
      viewerRole: 'expert',
    });
    const repeat = await act(expert, booking._id, 'accept', { scheduledAt: time });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().booking.stage).toBe('accepted');
    const otherTime = await act(expert, booking._id, 'accept', { scheduledAt: booking.proposedTimes[0] });
    expect(otherTime.statusCode).toBe(409);
    expect(otherTime.json().message).toBe(stageConflictMessage('accepted'));
    for (const [who, action] of [
      [expert, 'decline'],
      [buyer, 'cancel'],
    ] as const) {
      const late = await act(who, booking._id, action);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('This booking has already been accepted.');
    }
    expect((await eventsOf(t, booking._id)).map((e) => e.to_stage)).toEqual(['requested', 'accepted']);
    expect(await balanceOf(t, buyer)).toMatchObject({ balance: 0, held: 10 });
    const mail = await waitForMail(t, buyer.email, /Your session is confirmed/);
    expect(mail.text).toContain('Ada Expert accepted your booking');
  });

  it('accept: refuses a proposed time that has passed', async () => {
    const { booking } = await requested();
    t.clock.advance(3 * HOUR);
    const res = await act(expert, booking._id, 'accept', { scheduledAt: booking.proposedTimes[0] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TIME_PASSED_MESSAGE);
    expect(
      (await act(expert, booking._id, 'accept', { scheduledAt: booking.proposedTimes[1] })).statusCode,
    ).toBe(200);
  });

  it('decline: only the expert; refunds in full with the reason; once', async () => {
    const { buyer, booking } = await requested(10);
    expect((await act(buyer, booking._id, 'decline')).statusCode).toBe(403);
    expect((await act(other, booking._id, 'decline')).statusCode).toBe(404);
    expect((await act(null, booking._id, 'decline')).statusCode).toBe(401);
    const res = await act(expert, booking._id, 'decline', { reason: 'Fully booked that week' });
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({
      stage: 'declined',
      status: 'Failed',
      declineReason: 'Fully booked that week',
    });
    expect((await act(expert, booking._id, 'decline')).statusCode).toBe(200);
    expect(
      (await act(expert, booking._id, 'accept', { scheduledAt: booking.proposedTimes[0] })).json().message,
    ).toBe('This booking was declined.');
    expect((await act(buyer, booking._id, 'cancel')).statusCode).toBe(409);
    const ledger = await ledgerOf(t, buyer.id);
    expect(ledger.byKind.refund).toEqual({ n: 1, total: 10 });
    expect(await balanceOf(t, buyer)).toMatchObject({ balance: 10, held: 0 });
    // The wallet's history says why, as a key and its values (the client writes it in the reader's language).
    const history = (await inject(t, 'GET', '/api/wallet', buyer)).json<{ entries: { kind: string; note: unknown }[] }>().entries;
    expect(history).toHaveLength(3);
    expect(history.map((e) => [e.kind, e.note])).toEqual(
      expect.arrayContaining([
        ['refund', { key: 'refund', gig: booking.gigTitle, reason: 'declined' }],
        ['hold', { key: 'held', gig: booking.gigTitle, package: booking.packageTitle }],
        ['topup', { key: 'bought', credits: 10, testMode: true }],
      ]),
    );
    const mail = await waitForMail(t, buyer.email, /declined/);
    expect(mail.text).toContain('Fully booked that week');
    expect(mail.text).toContain('refunded');
  });

  it('cancel: only the buyer, while requested; refunds in full and mails the expert', async () => {
    const { buyer, booking } = await requested(10);
    const asExpert = await act(expert, booking._id, 'cancel');
    expect(asExpert.statusCode).toBe(403);
    expect(asExpert.json().message).toBe(ONLY_BUYER_MESSAGE);
    expect((await act(other, booking._id, 'cancel')).statusCode).toBe(404);
    expect((await act(null, booking._id, 'cancel')).statusCode).toBe(401);
    const res = await act(buyer, booking._id, 'cancel');
    expect(res.json().booking).toMatchObject({ stage: 'cancelled', status: 'Failed' });
    expect((await act(buyer, booking._id, 'cancel')).statusCode).toBe(200);
    expect((await act(expert, booking._id, 'decline')).json().message).toBe('This booking was cancelled.');
    expect((await ledgerOf(t, buyer.id)).byKind.refund).toEqual({ n: 1, total: 10 });
    expect((await balanceOf(t, buyer)).balance).toBe(10);
    const mail = await waitForMail(t, expert.email, /A booking was cancelled/);
    expect(mail.text).toContain('Bo Buyer cancelled');
  });

  it('complete: by the buyer (the expert: 403), after the start time, once both were in the room; releases the credits to the expert once', async () => {
    const { buyer, booking } = await requested(10);
    const time = booking.proposedTimes[0] ?? '';
    expect((await act(buyer, booking._id, 'complete')).json().message).toBe(
      'This booking has not been accepted yet.',
    );
    await act(expert, booking._id, 'accept', { scheduledAt: time });
    const early = await act(buyer, booking._id, 'complete');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(TOO_EARLY_TO_COMPLETE_MESSAGE);
    t.clock.set(new Date(time));
    expect((await act(other, booking._id, 'complete')).statusCode).toBe(404);
    expect((await act(null, booking._id, 'complete')).statusCode).toBe(401);
    expect((await act(expert, booking._id, 'complete')).statusCode).toBe(403);
    t.clock.set(new Date(Date.parse(time) + 15 * 60_000));
    await attendTogether(t, booking._id);
    const before = (await ledgerOf(t, expert.id)).sum;
    const res = await act(buyer, booking._id, 'complete');
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ stage: 'completed', status: 'Completed' });
    expect((await act(buyer, booking._id, 'complete')).statusCode).toBe(200);
    expect((await act(buyer, booking._id, 'cancel')).json().message).toBe(
      'This booking is already completed.',
    );
    const ledger = await ledgerOf(t, expert.id);
    expect(ledger.sum - before).toBe(10);
    expect(await balanceOf(t, buyer)).toMatchObject({ balance: 0, held: 0 });
    expect((await eventsOf(t, booking._id)).map((e) => [e.to_stage, e.actor])).toEqual([
      ['requested', 'buyer'],
      ['accepted', 'expert'],
      ['completed', 'buyer'],
    ]);
    const mail = await waitForMail(t, buyer.email, /How was your session/);
    expect(mail.links).toContain(`http://localhost:5500/bookings/${booking._id}`);
    const earnings = await inject(t, 'GET', '/api/wallet/earnings', expert);
    expect(earnings.json()).toMatchObject({
      released: ledger.byKind.release?.total,
      completedSessions: 1,
      rupeesPerCredit: 10,
    });
    expect((await inject(t, 'GET', '/api/wallet/earnings', buyer)).statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { createTestExpert } from '../../helpers/experts';
import { bookingJobKinds } from '#server/modules/bookings/jobs';
import { BOOKING_JOBS } from '#server/modules/bookings/jobs-schedule';
import { createJobRunner } from '#server/jobs/runner';
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
} from './bookings-fixtures';

describe(`expiry of unanswered requests on ${testDbKind()}`, () => {
  let t: TestApp;
  let expert: Awaited<ReturnType<typeof createTestExpert>>;
  let gigId: string;
  beforeAll(async () => {
    t = await createTestApp();
    expert = await createTestExpert(t);
    gigId = await insertGig(t, expert, { credits: { basic: 10 } });
  });
  afterAll(async () => t.close());

  /** Runs the booking jobs due now (as the runner of a listening server does); answers how many ran. */
  const sweep = () => t.app.jobs.runDue();
  const stageOf = async (caller: { auth: Record<string, string> }, id: string) =>
    (await inject(t, 'GET', `/api/bookings/${id}`, caller)).json().booking.stage as string;

  it('expires a request after 72 hours with a full refund, once, and mails both sides', async () => {
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 10);
    const waiting = await bookOk(t, buyer, gigId, { times: inHours(t, 100) });
    // Another request answered in time is not touched.
    const buyer2 = await createTestUser(t);
    await topUp(t, buyer2, 10);
    const answered = await bookOk(t, buyer2, gigId, { times: inHours(t, 100) });
    await inject(t, 'POST', `/api/bookings/${answered._id}/accept`, expert, {
      scheduledAt: answered.proposedTimes[0],
    });

    t.clock.advance(72 * HOUR - 60_000);
    expect(await sweep()).toBe(0);
    expect(await stageOf(buyer, waiting._id)).toBe('requested');
    t.clock.advance(60_000);
    // Both requests' expiry jobs: one expires, the other finds its booking accepted.
    expect(await sweep()).toBe(2);
    expect(await sweep()).toBe(0);
    const after = (await inject(t, 'GET', `/api/bookings/${waiting._id}`, buyer)).json().booking;
    expect(after).toMatchObject({ stage: 'expired', status: 'Failed' });
    expect(await stageOf(buyer2, answered._id)).toBe('accepted');
    expect((await ledgerOf(t, buyer.id)).byKind.refund).toEqual({ n: 1, total: 10 });
    expect(await balanceOf(t, buyer)).toEqual(expect.objectContaining({ balance: 10, held: 0 }));
    expect((await eventsOf(t, waiting._id)).map((e) => [e.to_stage, e.actor])).toEqual([
      ['requested', 'buyer'],
      ['expired', 'system'],
    ]);
    expect((await waitForMail(t, buyer.email, /request expired/)).text).toContain('refunded');
    await waitForMail(t, expert.email, /A booking request expired/);
  });

  it('refuses to accept or cancel a request past its 72 hours even before the sweep ran, refunding it', async () => {
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 20);
    const a = await bookOk(t, buyer, gigId, { times: inHours(t, 200) });
    const b = await bookOk(t, buyer, gigId, { times: inHours(t, 200) });
    t.clock.advance(72 * HOUR + 1);
    const accept = await inject(t, 'POST', `/api/bookings/${a._id}/accept`, expert, {
      scheduledAt: a.proposedTimes[0],
    });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe('This booking expired.');
    const cancel = await inject(t, 'POST', `/api/bookings/${b._id}/cancel`, buyer);
    expect(cancel.json().message).toBe('This booking expired.');
    expect(await stageOf(buyer, a._id)).toBe('expired');
    expect(await stageOf(buyer, b._id)).toBe('expired');
    // Their expiry jobs still run (with the earlier tests' jobs now due), and find nothing left to do.
    expect(await sweep()).toBeGreaterThanOrEqual(2);
    expect((await ledgerOf(t, buyer.id)).byKind.refund).toEqual({ n: 2, total: 20 });
  });

  it('runs by itself while the server listens', async () => {
    const other = await createTestApp();
    try {
      const e = await createTestExpert(other);
      const gig = await insertGig(other, e, { credits: { basic: 10 } });
      const buyer = await createTestUser(other);
      await topUp(other, buyer, 10);
      const booking = await bookOk(other, buyer, gig, { times: inHours(other, 80) });
      other.clock.advance(73 * HOUR);
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      // The job runner starts with the server: wait for its result (slow on a busy machine).
      const stage = async () =>
        (await other.db.kysely.selectFrom('bookings').select('stage').where('id', '=', booking._id).executeTakeFirstOrThrow()).stage;
      await expect.poll(stage, { timeout: 20_000 }).toBe('expired');
    } finally {
      await other.close();
    }
  });

  it('stops when told, after the job under way', async () => {
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 10);
    const booking = await bookOk(t, buyer, gigId, { times: inHours(t, 100) });
    t.clock.advance(73 * HOUR);
    const real = bookingJobKinds({ deps: t.deps, log: t.app.log });
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const underWay = new Promise<void>((resolve) => (started = resolve));
    const runner = createJobRunner({
      db: t.db.kysely,
      clock: t.clock,
      log: t.app.log,
      pollIntervalMs: 60_000,
      handlers: {
        [BOOKING_JOBS.expire]: async (job) => {
          started();
          await gate;
          await real[BOOKING_JOBS.expire]?.(job);
        },
      },
    });
    runner.start();
    await underWay;
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await stageOf(buyer, booking._id)).toBe('expired');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { signedInLive, type LiveTestClient } from '../../helpers/live-client';
import { testDbKind } from '../../helpers/test-db';
import { inject, mailsTo, waitForMail } from '../bookings/bookings-fixtures';
import { MINUTE, acceptedBooking, listen, openRoom } from '../live/live-fixtures';
import { bookingLedger, jobsOf, runJobs, stageOf } from './sessions-fixtures';

/**
 * A session settles when both have left its room, not at the room's close, once attendance has
 * completed it; the close's job then finds it settled and moves nothing again. Both gone before
 * the together minimum, or both dropped rather than left: the room stays open to them, and the
 * close decides.
 */
describe(`early settlement when both left, on ${testDbKind()}`, () => {
  let t: TestApp;
  let base: string;
  const clients: LiveTestClient[] = [];
  const live = async (token: string) => {
    const client = await signedInLive(base, token);
    clients.push(client);
    return client;
  };
  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await t.close();
  });

  async function bothIn() {
    const b = await acceptedBooking(t);
    openRoom(t, b, 10); // the start
    const [buyer, expert] = await Promise.all([live(b.buyer.token), live(b.expert.token)]);
    buyer.send({ type: 'room.join', bookingId: b.id });
    await buyer.next('room.joined');
    expert.send({ type: 'room.join', bookingId: b.id });
    await expert.next('room.joined');
    return { b, buyer, expert };
  }

  it('together 6 minutes, the expert leaves, then the buyer: completed then, with its record; the close does nothing more', async () => {
    const { b, buyer, expert } = await bothIn();
    t.clock.advance(6 * MINUTE);
    expert.send({ type: 'room.leave', bookingId: b.id });
    await buyer.next('room.peer-left');
    // One of them still in the room: nothing settles.
    expect(await stageOf(t, b.id)).toBe('accepted');

    t.clock.advance(MINUTE);
    buyer.send({ type: 'room.leave', bookingId: b.id });
    await expect.poll(() => stageOf(t, b.id), { timeout: 10_000 }).toBe('completed');
    const seen = (await inject(t, 'GET', `/api/bookings/${b.id}`, b.buyer)).json<{
      booking: { settlement: { rule: string; togetherMs: number; settledAt: string } | null };
    }>().booking;
    expect(seen.settlement).toMatchObject({ rule: 'together', togetherMs: 6 * MINUTE, settledAt: t.clock.now().toISOString() });
    const session = (await inject(t, 'GET', `/api/sessions/${b.id}`, b.expert)).json<{
      session: { stage: string; settlement: { outcome: string } | null };
    }>().session;
    expect(session).toMatchObject({ stage: 'completed', settlement: { outcome: 'completed' } });
    await waitForMail(t, b.buyer.email, /How was your session/);

    t.clock.set(b.window.closesAt);
    await runJobs(t);
    await expect
      .poll(async () => (await jobsOf(t, b.id)).find((j) => j.kind === 'booking.settle')?.status, { timeout: 10_000 })
      .toBe('done');
    expect((await bookingLedger(t, b.id)).map((e) => e.kind)).toEqual(['hold', 'release']);
    expect(mailsTo(t, b.buyer.email).filter((m) => /How was your session/.test(m.subject))).toHaveLength(1);
  });

  it('together 6 minutes, both sockets drop (a network cut, a restarting instance): not settled, they come back', async () => {
    const { b, buyer, expert } = await bothIn();
    t.clock.advance(6 * MINUTE);
    buyer.ws.terminate();
    await expert.next('room.peer-left');
    expert.ws.terminate();
    await expect
      .poll(async () =>
        (await t.db.kysely.selectFrom('session_attendance').select('left_at').where('booking_id', '=', b.id).execute()).every(
          (r) => r.left_at !== null,
        ),
      )
      .toBe(true);
    expect(await stageOf(t, b.id)).toBe('accepted');
    const back = await live(b.buyer.token);
    back.send({ type: 'room.join', bookingId: b.id });
    await back.next('room.joined');
  });

  it('together 2 minutes, both leave: not settled yet; they may come back, and the close decides', async () => {
    const { b, buyer, expert } = await bothIn();
    t.clock.advance(2 * MINUTE);
    buyer.send({ type: 'room.leave', bookingId: b.id });
    await expert.next('room.peer-left');
    expert.send({ type: 'room.leave', bookingId: b.id });
    // The expert's leave is recorded (its stretch closed) before anything could settle.
    await expect
      .poll(async () =>
        (await t.db.kysely.selectFrom('session_attendance').select('left_at').where('booking_id', '=', b.id).execute()).every(
          (r) => r.left_at !== null,
        ),
      )
      .toBe(true);
    expect(await stageOf(t, b.id)).toBe('accepted');

    // The listening app runs its jobs too: whichever runner takes the close's job, it settles once.
    t.clock.set(b.window.closesAt);
    await runJobs(t);
    await expect.poll(() => stageOf(t, b.id), { timeout: 10_000 }).toBe('not_held');
    expect((await bookingLedger(t, b.id)).map((e) => e.kind)).toEqual(['hold', 'refund']);
  });
});

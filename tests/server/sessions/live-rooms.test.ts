import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE, LIVE_ERRORS } from '#shared/contract/live';
import { closeSessionRoom } from '#server/modules/sessions/rooms';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestUser } from '../../helpers/users';
import { openLive, signedInLive, type LiveTestClient } from '../../helpers/live-client';
import { testDbKind } from '../../helpers/test-db';
import { bookOk, inHours, insertGig } from '../bookings/bookings-fixtures';
import { MINUTE, acceptedBooking, attendanceRows, listen, openRoom } from '../live/live-fixtures';

/**
 * The call rooms on the real API and database: who may join and when, presence, signalling
 * to the other side only, one socket per user and room, the window's close, and attendance.
 */
const offer = { description: { type: 'offer' as const, sdp: 'v=0\r\n' } };
const answer = { description: { type: 'answer' as const, sdp: 'v=0\r\n' } };

describe(`live rooms on ${testDbKind()}`, () => {
  let t: TestApp;
  let base: string;
  const clients: LiveTestClient[] = [];
  const live = async (token: string) => {
    const client = await signedInLive(base, token);
    clients.push(client);
    return client;
  };

  /** The booking's buyer and then its expert, each on a socket of their own, in its opened room. */
  const bothInRoom = async (b: Awaited<ReturnType<typeof acceptedBooking>>) => {
    openRoom(t, b);
    const [buyer, expert] = await Promise.all([live(b.buyer.token), live(b.expert.token)]);
    buyer.send({ type: 'room.join', bookingId: b.id });
    await buyer.next('room.joined');
    expert.send({ type: 'room.join', bookingId: b.id });
    await expert.next('room.joined');
    return { buyer, expert };
  };

  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await t.close();
  });

  it('signs in only with a valid, unrevoked session token', async () => {
    const user = await createTestUser(t);
    const ok = await live(user.token);
    expect(ok.received[0]).toEqual({ type: 'ready', userId: user.id });

    const none = await openLive(base);
    none.send({ type: 'ping' });
    expect(await none.closed).toEqual(LIVE_CLOSE.unauthenticated);
    const forged = await openLive(base);
    forged.send({ type: 'auth', token: `${user.token.slice(0, -4)}AAAA` });
    expect(await forged.closed).toEqual(LIVE_CLOSE.unauthenticated);

    await t.db.kysely.updateTable('users').set({ token_version: 1 }).where('id', '=', user.id).execute();
    const revoked = await openLive(base);
    revoked.send({ type: 'auth', token: user.token });
    expect(await revoked.closed).toEqual(LIVE_CLOSE.unauthenticated);
  });

  it('lets only the booking’s two sides in, and only while its window is open', async () => {
    const b = await acceptedBooking(t);
    const stranger = await live((await createTestUser(t)).token);
    const buyer = await live(b.buyer.token);

    t.clock.set(new Date(b.window.opensAt.getTime() - 1000));
    buyer.send({ type: 'room.join', bookingId: b.id });
    expect(await buyer.next('error')).toEqual({ type: 'error', ...LIVE_ERRORS.roomNotOpen, bookingId: b.id });

    openRoom(t, b);
    stranger.send({ type: 'room.join', bookingId: b.id });
    const refused = await stranger.next('error');
    stranger.send({ type: 'room.join', bookingId: 'no-such-booking' });
    // The same answer whether the booking exists or not: nothing about it is revealed.
    expect({ ...refused, bookingId: 'x' }).toEqual({ ...(await stranger.next('error')), bookingId: 'x' });
    expect(refused).toEqual({ type: 'error', ...LIVE_ERRORS.notFound, bookingId: b.id });
    stranger.send({ type: 'signal', bookingId: b.id, data: offer });
    expect(await stranger.next('error')).toEqual({
      type: 'error',
      ...LIVE_ERRORS.notInRoom,
      bookingId: b.id,
    });

    t.clock.set(b.window.closesAt);
    buyer.send({ type: 'room.join', bookingId: b.id });
    expect(await buyer.next('error')).toEqual({ type: 'error', ...LIVE_ERRORS.roomClosed, bookingId: b.id });
    expect(await attendanceRows(t, b.id)).toEqual([]);
  });

  it('keeps a booking that is not accepted closed', async () => {
    const b = await acceptedBooking(t);
    const requested = await bookOk(t, b.buyer, await insertGig(t, b.expert), { times: inHours(t, 2) });
    const buyer = await live(b.buyer.token);
    openRoom(t, b);
    buyer.send({ type: 'room.join', bookingId: requested._id });
    expect(await buyer.next('error')).toMatchObject({
      code: LIVE_ERRORS.roomNotOpen.code,
      bookingId: requested._id,
    });
    // Settled (however it happens): the room is closed for good.
    await t.db.kysely.updateTable('bookings').set({ stage: 'completed' }).where('id', '=', b.id).execute();
    buyer.send({ type: 'room.join', bookingId: b.id });
    expect(await buyer.next('error')).toMatchObject({ code: LIVE_ERRORS.roomClosed.code, bookingId: b.id });
  });

  it('tells each side who is there, relays signals to the other side only, and records attendance', async () => {
    const b = await acceptedBooking(t);
    const other = await acceptedBooking(t);
    openRoom(t, b);
    const [buyer, expert, otherBuyer, otherExpert] = await Promise.all([
      live(b.buyer.token),
      live(b.expert.token),
      live(other.buyer.token),
      live(other.expert.token),
    ]);
    buyer.send({ type: 'room.join', bookingId: b.id });
    expect(await buyer.next('room.joined')).toEqual({
      type: 'room.joined',
      bookingId: b.id,
      role: 'buyer',
      peers: [],
      closesAt: b.window.closesAt.toISOString(),
    });
    expert.send({ type: 'room.join', bookingId: b.id });
    expect((await expert.next('room.joined')).peers).toEqual([{ userId: b.buyer.id, role: 'buyer' }]);
    expect(await buyer.next('room.peer-joined')).toEqual({
      type: 'room.peer-joined',
      bookingId: b.id,
      peer: { userId: b.expert.id, role: 'expert' },
    });
    otherBuyer.send({ type: 'room.join', bookingId: other.id });
    otherExpert.send({ type: 'room.join', bookingId: other.id });
    await otherBuyer.next('room.joined');
    await otherExpert.next('room.joined');

    expert.send({ type: 'signal', bookingId: b.id, data: offer });
    expect(await buyer.next('signal')).toEqual({
      type: 'signal',
      bookingId: b.id,
      from: b.expert.id,
      data: offer,
    });
    buyer.send({ type: 'signal', bookingId: b.id, data: answer });
    expect(await expert.next('signal')).toEqual({
      type: 'signal',
      bookingId: b.id,
      from: b.buyer.id,
      data: answer,
    });
    // The other room's pair signals after; once that arrives, anything misrouted would have too.
    otherBuyer.send({ type: 'signal', bookingId: other.id, data: offer });
    await otherExpert.next('signal');
    expect(buyer.received.filter((m) => m.type === 'signal')).toHaveLength(1);
    expect(expert.received.filter((m) => m.type === 'signal')).toHaveLength(1);
    expect(otherBuyer.received.filter((m) => m.type === 'signal')).toEqual([]);
    expect(otherExpert.received.filter((m) => m.type === 'signal' && m.bookingId !== other.id)).toEqual([]);

    const rows = await attendanceRows(t, b.id);
    expect(rows.map((r) => [r.user_id, r.left_at])).toEqual(
      expect.arrayContaining([
        [b.buyer.id, null],
        [b.expert.id, null],
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('relays a camera turned off or on to the other side, and closes a socket that sends a malformed one', async () => {
    const b = await acceptedBooking(t);
    const { buyer, expert } = await bothInRoom(b);

    for (const camera of [false, true]) {
      buyer.send({ type: 'signal', bookingId: b.id, data: { media: { camera } } });
      expect(await expert.next('signal')).toEqual({ type: 'signal', bookingId: b.id, from: b.buyer.id, data: { media: { camera } } });
    }
    expect(buyer.received.some((m) => m.type === 'signal')).toBe(false);

    buyer.sendRaw(JSON.stringify({ type: 'signal', bookingId: b.id, data: { media: { camera: 'off' } } }));
    expect(await buyer.closed).toEqual(LIVE_CLOSE.badMessage);
  });

  it('records a leave and a dropped socket, and tells the other side', async () => {
    const b = await acceptedBooking(t);
    const { buyer, expert } = await bothInRoom(b);

    t.clock.advance(MINUTE);
    buyer.send({ type: 'room.leave', bookingId: b.id });
    expect(await expert.next('room.peer-left')).toEqual({
      type: 'room.peer-left',
      bookingId: b.id,
      peer: { userId: b.buyer.id, role: 'buyer' },
    });
    const left = (await attendanceRows(t, b.id)).find((r) => r.user_id === b.buyer.id);
    expect(left?.left_at).toBe(t.clock.now().toISOString());

    buyer.send({ type: 'room.join', bookingId: b.id });
    expect((await buyer.next('room.joined')).peers).toEqual([{ userId: b.expert.id, role: 'expert' }]);
    await expert.next('room.peer-joined');
    t.clock.advance(MINUTE);
    buyer.ws.terminate();
    await expert.next('room.peer-left');
    const rows = await attendanceRows(t, b.id);
    expect(rows.filter((r) => r.user_id === b.buyer.id).map((r) => r.left_at !== null)).toEqual([true, true]);
    expect(rows.find((r) => r.user_id === b.expert.id)?.left_at).toBeNull();
  });

  it('replaces the older socket when a user joins again from another one', async () => {
    const b = await acceptedBooking(t);
    openRoom(t, b);
    const [tab1, tab2, expert] = await Promise.all([
      live(b.buyer.token),
      live(b.buyer.token),
      live(b.expert.token),
    ]);
    expert.send({ type: 'room.join', bookingId: b.id });
    await expert.next('room.joined');
    tab1.send({ type: 'room.join', bookingId: b.id });
    await tab1.next('room.joined');
    await expert.next('room.peer-joined');
    tab2.send({ type: 'room.join', bookingId: b.id });
    await tab2.next('room.joined');
    expect(await tab1.next('room.closed')).toEqual({
      type: 'room.closed',
      bookingId: b.id,
      reason: 'replaced',
    });
    await expert.next('room.peer-joined');

    expert.send({ type: 'signal', bookingId: b.id, data: offer });
    await tab2.next('signal');
    tab1.send({ type: 'signal', bookingId: b.id, data: answer });
    expect(await tab1.next('error')).toMatchObject({ code: LIVE_ERRORS.notInRoom.code });
    expect(tab1.received.some((m) => m.type === 'signal')).toBe(false);
    expect(expert.received.some((m) => m.type === 'room.peer-left')).toBe(false);
    await expect
      .poll(async () =>
        (await attendanceRows(t, b.id))
          .filter((r) => r.user_id === b.buyer.id)
          .map((r) => (r.left_at === null ? 'open' : 'closed'))
          .sort(),
      )
      .toEqual(['closed', 'open']);
  });

  it('takes everyone out when the window closes, and when the booking is settled', async () => {
    const b = await acceptedBooking(t);
    t.clock.set(new Date(b.window.closesAt.getTime() - 500));
    const [buyer, expert] = await Promise.all([live(b.buyer.token), live(b.expert.token)]);
    buyer.send({ type: 'room.join', bookingId: b.id });
    expert.send({ type: 'room.join', bookingId: b.id });
    await buyer.next('room.joined');
    await expert.next('room.joined');
    t.clock.set(b.window.closesAt);
    for (const client of [buyer, expert])
      expect(await client.next('room.closed')).toEqual({
        type: 'room.closed',
        bookingId: b.id,
        reason: 'window-closed',
      });
    await expect
      .poll(async () => (await attendanceRows(t, b.id)).map((r) => r.left_at))
      .toEqual([b.window.closesAt.toISOString(), b.window.closesAt.toISOString()]);

    const s = await acceptedBooking(t);
    openRoom(t, s, 15); // 5 minutes after the start
    const [sBuyer, sExpert] = await Promise.all([live(s.buyer.token), live(s.expert.token)]);
    sBuyer.send({ type: 'room.join', bookingId: s.id });
    sExpert.send({ type: 'room.join', bookingId: s.id });
    await sBuyer.next('room.joined');
    await sExpert.next('room.joined');
    // A minute together, then the buyer confirms the session during the call: it ends for both.
    t.clock.advance(60_000);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${s.id}/complete`,
      headers: { authorization: `Bearer ${s.buyer.token}` },
    });
    expect(done.json()).toMatchObject({ booking: { stage: "completed" } });
    for (const client of [sBuyer, sExpert])
      expect(await client.next('room.closed')).toMatchObject({ reason: 'settled' });

    const other = await acceptedBooking(t);
    openRoom(t, other);
    const otherBuyer = await live(other.buyer.token);
    otherBuyer.send({ type: 'room.join', bookingId: other.id });
    await otherBuyer.next('room.joined');
    await closeSessionRoom(t.app.live.bus, other.id, 'settled');
    expect(await otherBuyer.next('room.closed')).toMatchObject({ reason: 'settled' });
  });
});

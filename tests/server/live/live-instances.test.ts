import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { acceptedBooking, attendanceRows, openRoom } from './live-fixtures';
import { startTwoInstances, type TwoInstances } from './two-instances';

/**
 * Two API instances on one database with REDIS_URL: the buyer on one, the expert on the
 * other, as behind a load balancer. Presence, signalling, chat and replacement cross through Redis
 * pub/sub; presence left by an instance that died is ignored.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const offer = { description: { type: 'offer' as const, sdp: 'v=0\r\n' } };
const answer = { description: { type: 'answer' as const, sdp: 'v=0\r\n' } };

describe(`two API instances with Redis on ${testDbKind()}`, () => {
  let instances: TwoInstances;
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let baseB: string;
  let redis: Redis;
  /** Both instances read the same time. */
  const sync = () => b.clock.set(a.clock.now());

  beforeAll(async () => {
    instances = await startTwoInstances();
    ({ a, b, baseA, baseB } = instances);
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await instances?.close();
    await redis?.quit();
  });
  const on = (base: string, token: string) => instances.on(base, token);

  it('connects a buyer on one instance with an expert on the other: presence, signals and chat cross', async () => {
    const booking = await acceptedBooking(a);
    openRoom(a, booking);
    sync();
    const buyer = await on(baseA, booking.buyer.token);
    const expert = await on(baseB, booking.expert.token);
    buyer.send({ type: 'room.join', bookingId: booking.id });
    await buyer.next('room.joined');
    expert.send({ type: 'room.join', bookingId: booking.id });
    expect((await expert.next('room.joined')).peers).toEqual([{ userId: booking.buyer.id, role: 'buyer' }]);
    expect((await buyer.next('room.peer-joined')).peer).toEqual({
      userId: booking.expert.id,
      role: 'expert',
    });

    buyer.send({ type: 'signal', bookingId: booking.id, data: offer });
    expect(await expert.next('signal')).toEqual({
      type: 'signal',
      bookingId: booking.id,
      from: booking.buyer.id,
      data: offer,
    });
    expert.send({ type: 'signal', bookingId: booking.id, data: answer });
    expect((await buyer.next('signal')).data).toEqual(answer);

    const clientId = randomUUID();
    expert.send({ type: 'chat.send', bookingId: booking.id, clientId, text: 'Can you share your screen?' });
    const message = (await buyer.next('chat.message')).message;
    expect(message).toMatchObject({
      senderId: booking.expert.id,
      clientId,
      text: 'Can you share your screen?',
    });
    expect((await expert.next('chat.message')).message).toEqual(message);
    expect(buyer.received.filter((m) => m.type === 'signal')).toHaveLength(1);

    expert.send({ type: 'room.leave', bookingId: booking.id });
    expect((await buyer.next('room.peer-left')).peer).toEqual({ userId: booking.expert.id, role: 'expert' });
    const rows = await attendanceRows(a, booking.id);
    expect(rows.map((r) => [r.user_id, r.left_at === null]).sort()).toEqual(
      [
        [booking.buyer.id, true],
        [booking.expert.id, false],
      ].sort(),
    );
  });

  it('replaces a user’s socket on the other instance, and ignores presence of an instance that died', async () => {
    const booking = await acceptedBooking(a);
    openRoom(a, booking);
    sync();
    const ghost = {
      connectionId: randomUUID(),
      userId: booking.expert.id,
      role: 'expert',
      instanceId: randomUUID(),
    };
    await redis.hset(`qurious-live:room:${booking.id}`, ghost.connectionId, JSON.stringify(ghost));
    const onA = await on(baseA, booking.buyer.token);
    onA.send({ type: 'room.join', bookingId: booking.id });
    expect((await onA.next('room.joined')).peers).toEqual([]);

    const expert = await on(baseA, booking.expert.token);
    expert.send({ type: 'room.join', bookingId: booking.id });
    await expert.next('room.joined');
    const onB = await on(baseB, booking.buyer.token);
    onB.send({ type: 'room.join', bookingId: booking.id });
    expect((await onB.next('room.joined')).peers).toEqual([{ userId: booking.expert.id, role: 'expert' }]);
    expect(await onA.next('room.closed')).toEqual({
      type: 'room.closed',
      bookingId: booking.id,
      reason: 'replaced',
    });
    await expert.next('room.peer-joined', (m) => m.peer.userId === booking.buyer.id);
    expert.send({ type: 'signal', bookingId: booking.id, data: offer });
    await onB.next('signal');
    expect(onA.received.some((m) => m.type === 'signal')).toBe(false);
  });
});

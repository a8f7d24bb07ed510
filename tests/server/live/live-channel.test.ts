import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { LIVE_CLOSE, LIVE_PATH } from '#shared/contract/live';
import type { LiveConnection } from '#server/live/hub';
import { liveChannel, UPGRADE_REQUIRED_MESSAGE } from '#server/live/plugin';
import { bareApi } from '../../helpers/bare-api';
import { liveUrl, openLive, signedInLive } from '../../helpers/live-client';

/**
 * The live channel's own rules, on a bare app with made-up tokens and short limits so
 * the timeouts are quick: sign-in first and in time, contract messages only, size and rate limits,
 * the heartbeat, delivery to every socket of a user, and the shutdown's close code.
 */
const LIMITS = {
  authTimeoutMs: 300,
  heartbeatMs: 250,
  messagesPerWindow: 20,
  windowMs: 60_000,
  maxMessageBytes: 4096,
};
const USERS: Record<string, string> = { 'token-ada': 'user-ada', 'token-bob': 'user-bob' };

describe('live channel', () => {
  let app: FastifyInstance;
  let base: string;
  const gone: LiveConnection[] = [];

  beforeAll(async () => {
    app = await bareApi({ authenticate: async () => null });
    await app.register(liveChannel, {
      authenticate: async (token) => (USERS[token] ? { id: USERS[token], isExpert: false } : null),
      connectsPerMinute: 1000,
      limits: LIMITS,
    });
    app.after(() => {
      app.live.handle('room.join', async (conn, m) => {
        if (m.bookingId === 'boom') throw new Error('handler failed');
        await app.live.sendToUser(conn.userId, { type: 'error', code: 'ECHO', message: m.bookingId });
      });
      app.live.onDisconnect(async (conn) => {
        gone.push(conn);
      });
    });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => app.close());

  it('answers a plain GET with 426 in the API error shape', async () => {
    const res = await fetch(`${base}${LIVE_PATH}`);
    expect(res.status).toBe(426);
    expect(await res.json()).toEqual({ code: 'UPGRADE_REQUIRED', message: UPGRADE_REQUIRED_MESSAGE });
  });

  it('closes a socket that does not sign in in time, or whose first message is not a valid sign-in', async () => {
    const silent = await openLive(base);
    expect(await silent.closed).toEqual(LIVE_CLOSE.authTimeout);

    const early = await openLive(base);
    early.send({ type: 'room.join', bookingId: 'b1' });
    expect(await early.closed).toEqual(LIVE_CLOSE.unauthenticated);

    const forged = await openLive(base);
    forged.send({ type: 'auth', token: 'token-mallory' });
    expect(await forged.closed).toEqual(LIVE_CLOSE.unauthenticated);
    expect(forged.received).toEqual([]);
  });

  it('signs in with the first message, answers pings, and refuses a second sign-in', async () => {
    const ada = await signedInLive(base, 'token-ada');
    expect(ada.received[0]).toEqual({ type: 'ready', userId: 'user-ada' });
    ada.send({ type: 'ping' });
    await ada.next('pong');
    ada.send({ type: 'auth', token: 'token-bob' });
    expect(await ada.closed).toEqual(LIVE_CLOSE.badMessage);
  });

  it.each([
    ['text that is not JSON', '{"type":"ping"'],
    ['an unknown type', JSON.stringify({ type: 'room.destroy', bookingId: 'b1' })],
    ['a field out of bounds', JSON.stringify({ type: 'room.join', bookingId: 'x'.repeat(65) })],
    ['binary data', Buffer.from(JSON.stringify({ type: 'ping' }))],
  ])('closes the socket with 4400 on %s', async (_, data) => {
    const client = await signedInLive(base, 'token-ada');
    client.sendRaw(data);
    expect(await client.closed).toEqual(LIVE_CLOSE.badMessage);
  });

  it('closes with 1009 on a message over the size limit, and with 4429 on a flood', async () => {
    const big = await signedInLive(base, 'token-ada');
    big.sendRaw(JSON.stringify({ type: 'room.join', bookingId: 'b'.repeat(LIMITS.maxMessageBytes) }));
    expect(await big.closed).toEqual(LIVE_CLOSE.tooBig);

    const huge = await signedInLive(base, 'token-ada');
    huge.sendRaw('x'.repeat(LIMITS.maxMessageBytes * 3));
    expect((await huge.closed).code).toBe(LIVE_CLOSE.tooBig.code);

    const flood = await signedInLive(base, 'token-ada');
    for (let i = 0; i <= LIMITS.messagesPerWindow; i++) flood.send({ type: 'ping' });
    expect(await flood.closed).toEqual(LIVE_CLOSE.tooMany);
  });

  it('delivers to every socket of a user and no one else; a failing handler answers INTERNAL', async () => {
    const tab1 = await signedInLive(base, 'token-ada');
    const tab2 = await signedInLive(base, 'token-ada');
    const bob = await signedInLive(base, 'token-bob');
    tab1.send({ type: 'room.join', bookingId: 'hello' });
    await tab1.next('error', (m) => m.code === 'ECHO' && m.message === 'hello');
    await tab2.next('error', (m) => m.code === 'ECHO' && m.message === 'hello');
    bob.send({ type: 'room.join', bookingId: 'bob-only' });
    await bob.next('error', (m) => m.message === 'bob-only');
    expect(bob.received.some((m) => m.type === 'error' && m.message === 'hello')).toBe(false);

    tab1.send({ type: 'room.join', bookingId: 'boom' });
    await tab1.next('error', (m) => m.code === 'INTERNAL');
    tab1.send({ type: 'ping' });
    await tab1.next('pong');
    await Promise.all([tab1.close(), tab2.close(), bob.close()]);
  });

  it('drops a socket that stops answering the heartbeat, and features see it go', async () => {
    const before = gone.length;
    const mute = await openLive(base, { autoPong: false });
    mute.send({ type: 'auth', token: 'token-bob' });
    await mute.next('ready');
    const { code } = await mute.closed;
    expect(code).toBe(1006);
    await expect.poll(() => gone.slice(before).some((c) => c.userId === 'user-bob')).toBe(true);
  });

  it('closes every socket with 1012 when the server shuts down, after the features said goodbye', async () => {
    const before = gone.length;
    const client = await signedInLive(base, 'token-ada');
    const raw = new WebSocket(liveUrl(base));
    await new Promise((done) => raw.once('open', done));
    await app.close();
    expect(await client.closed).toEqual(LIVE_CLOSE.shuttingDown);
    expect(gone.slice(before).map((c) => c.userId)).toEqual(['user-ada']);
    raw.terminate();
  });
});

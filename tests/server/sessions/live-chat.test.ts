import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE, LIVE_ERRORS, LIVE_LIMITS } from '#shared/contract/live';
import { UNKNOWN_MESSAGE_MESSAGE } from '#server/modules/sessions/service';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestUser } from '../../helpers/users';
import { signedInLive, type LiveTestClient } from '../../helpers/live-client';
import { testDbKind } from '../../helpers/test-db';
import { bookOk, inHours, inject, insertGig } from '../bookings/bookings-fixtures';
import { acceptedBooking, listen, openRoom } from '../live/live-fixtures';

/**
 * A booking's chat: sent over the live channel by either side while the booking is
 * accepted and its window has not closed, stored once per client id in the booking's
 * conversation, delivered to every socket of both sides, and read back page by page over HTTP.
 */
describe(`live chat on ${testDbKind()}`, () => {
  let t: TestApp;
  let base: string;
  const clients: LiveTestClient[] = [];
  const live = async (token: string) => {
    const client = await signedInLive(base, token);
    clients.push(client);
    return client;
  };
  const storedMessages = (bookingId: string) =>
    t.db.kysely
      .selectFrom('messages as m')
      .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
      .select(['m.id', 'm.seq', 'm.body', 'm.sender_id'])
      .where('c.booking_id', '=', bookingId)
      .orderBy('m.seq')
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await t.close();
  });

  it('stores a message once per client id and sends it to every socket of both sides, in the lobby too', async () => {
    const b = await acceptedBooking(t);
    const [buyer, buyerTab, expert] = await Promise.all([
      live(b.buyer.token),
      live(b.buyer.token),
      live(b.expert.token),
    ]);
    const clientId = randomUUID();
    buyer.send({ type: 'chat.send', bookingId: b.id, clientId, text: '  Running 5 minutes late, sorry!  ' });
    const got = await expert.next('chat.message');
    expect(got.message).toEqual({
      id: expect.any(String),
      bookingId: b.id,
      senderId: b.buyer.id,
      clientId,
      text: 'Running 5 minutes late, sorry!',
      createdAt: t.clock.now().toISOString(),
    });
    expect((await buyer.next('chat.message')).message).toEqual(got.message);
    expect((await buyerTab.next('chat.message')).message).toEqual(got.message);

    // A resend (the sender did not see its echo) is the same message, stored once.
    buyer.send({ type: 'chat.send', bookingId: b.id, clientId, text: 'Running 5 minutes late, sorry!' });
    expect((await expert.next('chat.message')).message).toEqual(got.message);
    expect(await storedMessages(b.id)).toEqual([
      { id: got.message.id, seq: 1, body: 'Running 5 minutes late, sorry!', sender_id: b.buyer.id },
    ]);

    openRoom(t, b);
    expert.send({ type: 'chat.send', bookingId: b.id, clientId: randomUUID(), text: 'No problem.' });
    expect((await buyer.next('chat.message', (m) => m.message.senderId === b.expert.id)).message.text).toBe(
      'No problem.',
    );
    expect((await storedMessages(b.id)).map((m) => m.seq)).toEqual([1, 2]);
    const members = await t.db.kysely
      .selectFrom('conversation_members as cm')
      .innerJoin('conversations as c', 'c.id', 'cm.conversation_id')
      .select('cm.user_id')
      .where('c.booking_id', '=', b.id)
      .execute();
    expect(members.map((m) => m.user_id).sort()).toEqual([b.buyer.id, b.expert.id].sort());
  });

  it('refuses strangers, bookings not accepted, and a closed window, storing nothing', async () => {
    const b = await acceptedBooking(t);
    const requested = await bookOk(t, b.buyer, await insertGig(t, b.expert), { times: inHours(t, 3) });
    const [stranger, buyer] = await Promise.all([live((await createTestUser(t)).token), live(b.buyer.token)]);
    const send = (client: LiveTestClient, bookingId: string) =>
      client.send({ type: 'chat.send', bookingId, clientId: randomUUID(), text: 'hello' });
    send(stranger, b.id);
    expect(await stranger.next('error')).toEqual({ type: 'error', ...LIVE_ERRORS.notFound, bookingId: b.id });
    send(buyer, requested._id);
    expect(await buyer.next('error')).toEqual({
      type: 'error',
      ...LIVE_ERRORS.roomNotOpen,
      bookingId: requested._id,
    });
    t.clock.set(b.window.closesAt);
    send(buyer, b.id);
    expect(await buyer.next('error')).toEqual({ type: 'error', ...LIVE_ERRORS.roomClosed, bookingId: b.id });
    expect(await storedMessages(b.id)).toEqual([]);
    expect(await storedMessages(requested._id)).toEqual([]);
    // An empty message is not a contract message: the client checks it with the same schema first.
    buyer.send({ type: 'chat.send', bookingId: b.id, clientId: randomUUID(), text: '   ' });
    expect(await buyer.closed).toEqual(LIVE_CLOSE.badMessage);
  });

  it('pages the chat backwards, newest last, for both sides and no one else', async () => {
    const b = await acceptedBooking(t);
    const buyer = await live(b.buyer.token);
    for (let i = 1; i <= 5; i++) {
      buyer.send({ type: 'chat.send', bookingId: b.id, clientId: randomUUID(), text: `message ${i}` });
      await buyer.next('chat.message', (m) => m.message.text === `message ${i}`);
    }
    const page = async (query: string, who: { auth: Record<string, string> } = b.expert) =>
      inject(t, 'GET', `/api/sessions/${b.id}/chat${query}`, who);
    const newest = (await page('?limit=2')).json();
    expect(newest.messages.map((m: { text: string }) => m.text)).toEqual(['message 4', 'message 5']);
    expect(newest.hasMore).toBe(true);
    const older = (await page(`?limit=2&before=${newest.messages[0].id}`)).json();
    expect(older.messages.map((m: { text: string }) => m.text)).toEqual(['message 2', 'message 3']);
    const oldest = (await page(`?limit=2&before=${older.messages[0].id}`, b.buyer)).json();
    expect(oldest).toEqual({
      messages: [expect.objectContaining({ text: 'message 1', senderId: b.buyer.id })],
      hasMore: false,
    });
    expect((await page('')).json().messages).toHaveLength(5);

    const unknown = await page(`?before=${randomUUID()}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: UNKNOWN_MESSAGE_MESSAGE });
    const empty = await acceptedBooking(t);
    expect((await inject(t, 'GET', `/api/sessions/${empty.id}/chat`, empty.buyer)).json()).toEqual({
      messages: [],
      hasMore: false,
    });
  });

  it(`limits each user to ${LIVE_LIMITS.chatPerMinute} messages a minute over all their sockets`, async () => {
    const b = await acceptedBooking(t);
    const [tab1, tab2] = await Promise.all([live(b.buyer.token), live(b.buyer.token)]);
    // Twice the limit and one: whichever minute boundary falls in between, some are refused.
    const total = LIVE_LIMITS.chatPerMinute * 2 + 1;
    for (let i = 0; i < total; i++)
      (i % 2 ? tab1 : tab2).send({
        type: 'chat.send',
        bookingId: b.id,
        clientId: randomUUID(),
        text: `flood ${i}`,
      });
    // Each socket handles its messages in order: its pong comes after every answer to them.
    tab1.send({ type: 'ping' });
    tab2.send({ type: 'ping' });
    await Promise.all([tab1.next('pong'), tab2.next('pong')]);
    const refused = [...tab1.received, ...tab2.received].filter(
      (m) => m.type === 'error' && m.code === LIVE_ERRORS.rateLimited.code,
    ).length;
    expect(refused).toBeGreaterThanOrEqual(1);
    expect((await storedMessages(b.id)).length).toBe(total - refused);
  });

  it('marks the booking conversation read for whoever saw the chat in the room, and only for them', async () => {
    const b = await acceptedBooking(t);
    const [buyer, expert] = await Promise.all([live(b.buyer.token), live(b.expert.token)]);
    buyer.send({ type: 'chat.send', bookingId: b.id, clientId: randomUUID(), text: 'Can you see my screen?' });
    const { message } = await expert.next('chat.message');
    const [stored] = await storedMessages(b.id);
    const readOf = (userId: string) =>
      t.db.kysely
        .selectFrom('conversation_members as m')
        .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
        .select('m.last_read_seq')
        .where('c.booking_id', '=', b.id)
        .where('m.user_id', '=', userId)
        .executeTakeFirstOrThrow();
    expect(Number((await readOf(b.expert.id)).last_read_seq)).toBeLessThan(Number(stored?.seq));

    const url = `/api/sessions/${b.id}/chat/read`;
    const seen = await inject(t, 'POST', url, b.expert, { messageId: message.id });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({ unread: 0, totalUnread: 0 });
    expect(Number((await readOf(b.expert.id)).last_read_seq)).toBe(Number(stored?.seq));

    const unknown = await inject(t, 'POST', url, b.expert, { messageId: randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(UNKNOWN_MESSAGE_MESSAGE);
    const stranger = await createTestUser(t);
    expect((await inject(t, 'POST', url, stranger, { messageId: message.id })).statusCode).toBe(404);
    expect((await inject(t, 'POST', url, null, { messageId: message.id })).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_CONTACT_TEXT } from '#shared/domain/contact-masking';
import type { TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { acceptedBooking, openRoom } from '../live/live-fixtures';
import { call, contact, pair, sendOk, storedEvents } from './messages-fixtures';
import { startTwoInstances, type TwoInstances } from '../live/two-instances';

/**
 * Messages over the live channel with two API instances on one database and REDIS_URL:
 * a message sent through one instance reaches every open client of the recipient on the other;
 * read receipts and "typing…" cross too; the room's chat and the inbox are one thread.
 */
describe(`messages across two API instances with Redis on ${testDbKind()}`, () => {
  let instances: TwoInstances;
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let baseB: string;
  beforeAll(async () => {
    instances = await startTwoInstances();
    ({ a, b, baseA, baseB } = instances);
  });
  afterAll(async () => {
    await instances?.close();
  });
  const on = (base: string, token: string) => instances.on(base, token);

  it('delivers a message sent through one instance to every client of the recipient on the other, masked', async () => {
    const { buyer, expert } = await pair(a);
    const conv = await contact(a, buyer, expert);
    const expertTab1 = await on(baseB, expert.token);
    const expertTab2 = await on(baseA, expert.token);
    const buyerOther = await on(baseB, buyer.token);

    const sent = await sendOk(a, buyer, conv.id, 'Hi! WhatsApp me at 9876543210');
    for (const tab of [expertTab1, expertTab2]) {
      const got = await tab.next('message.new', (m) => m.message.id === sent.id);
      expect(got.message).toMatchObject({ conversationId: conv.id, senderId: buyer.id, hidden: true, text: `Hi! WhatsApp me at ${HIDDEN_CONTACT_TEXT}` });
      expect(got.message.clientId).toBeNull();
    }
    // The sender's other clients get their own view.
    const own = await buyerOther.next('message.new', (m) => m.message.id === sent.id);
    expect(own.message.text).toBe('Hi! WhatsApp me at 9876543210');
    expect(expertTab1.received.filter((m) => m.type === 'message.new' && m.message.id === sent.id)).toHaveLength(1);

    // Typing and the read receipt cross the other way.
    expertTab1.send({ type: 'conversation.typing', conversationId: conv.id });
    expect(await buyerOther.next('conversation.typing')).toEqual({ type: 'conversation.typing', conversationId: conv.id, userId: expert.id });
    const read = await call(b, 'POST', `/api/conversations/${conv.id}/read`, expert, { seq: sent.seq });
    expect(read.json()).toMatchObject({ unread: 0 });
    expect(await buyerOther.next('conversation.read')).toEqual({ type: 'conversation.read', conversationId: conv.id, userId: expert.id, seq: sent.seq });
    // The expert's other tab learns its unread count changed.
    await expertTab2.next('conversation.read', (m) => m.userId === expert.id);
  });

  it('does not relay typing into a conversation one is not in', async () => {
    const { buyer, expert } = await pair(a);
    const conv = await contact(a, buyer, expert);
    const stranger = (await pair(a)).buyer;
    const strangerTab = await on(baseA, stranger.token);
    const buyerTab = await on(baseB, buyer.token);
    strangerTab.send({ type: 'conversation.typing', conversationId: conv.id });
    strangerTab.send({ type: 'ping' });
    await strangerTab.next('pong');
    const sent = await sendOk(a, expert, conv.id, 'marker');
    await buyerTab.next('message.new', (m) => m.message.id === sent.id);
    expect(buyerTab.received.some((m) => m.type === 'conversation.typing')).toBe(false);
  });

  it("is the room's thread: a room chat message reaches the inbox and raises message.stored once; an inbox message reaches the room", async () => {
    const events = storedEvents(a);
    const booking = await acceptedBooking(a);
    openRoom(a, booking);
    b.clock.set(a.clock.now());
    const buyer = await on(baseA, booking.buyer.token);
    const expert = await on(baseB, booking.expert.token);
    buyer.send({ type: 'chat.send', bookingId: booking.id, clientId: crypto.randomUUID(), text: 'Joining in 2 minutes' });
    const inbox = await expert.next('message.new');
    expect(inbox.message.text).toBe('Joining in 2 minutes');
    await expect.poll(() => events.filter((e) => e.messageId === inbox.message.id)).toHaveLength(1);
    expect(events.find((e) => e.messageId === inbox.message.id)?.bookingId).toBe(booking.id);

    const list = (await call(b, 'GET', '/api/conversations', booking.expert)).json<{ conversations: { id: string; kind: string; bookingId: string; unread: number }[] }>();
    const thread = list.conversations.find((c) => c.bookingId === booking.id);
    expect(thread).toMatchObject({ kind: 'booking', id: inbox.message.conversationId, unread: 1 });
    const reply = await sendOk(b, booking.expert, inbox.message.conversationId, 'See you there');
    const chat = await buyer.next('chat.message', (m) => m.message.id === reply.id);
    expect(chat.message).toMatchObject({ bookingId: booking.id, text: 'See you there' });
  });
});

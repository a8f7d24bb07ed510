import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_CONTACT_TEXT } from '#shared/domain/contact-masking';
import { MESSAGE_TEXT_MAX, MESSAGE_TEXTS, MESSAGE_PAGE_MAX } from '#shared/domain/messages';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { jpegOf } from '../../helpers/gigs';
import { acceptBooking, call, contact, history, pair, send, sendOk, storedEvents, unread } from './messages-fixtures';

describe(`messages on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets no one read or write a conversation they are not in; 401 comes before 400', async () => {
    const { buyer, expert } = await pair(t);
    const stranger = await createTestUser(t);
    const conv = await contact(t, buyer, expert);
    await sendOk(t, buyer, conv.id, 'Hello, can you help with Blender rigging?');

    expect((await call(t, 'GET', '/api/conversations', null)).statusCode).toBe(401);
    expect((await call(t, 'POST', `/api/conversations/${conv.id}/messages`, null, { text: '' })).statusCode).toBe(401);
    expect((await call(t, 'GET', `/api/conversations/${conv.id}/messages`, null)).statusCode).toBe(401);
    for (const url of [`/api/conversations/${conv.id}`, `/api/conversations/${conv.id}/messages`]) {
      const res = await call(t, 'GET', url, stranger);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Blender');
    }
    expect((await send(t, stranger, conv.id, { text: 'let me in' })).statusCode).toBe(404);
    expect((await call(t, 'POST', `/api/conversations/${conv.id}/read`, stranger, { seq: 1 })).statusCode).toBe(404);
    const list = (await call(t, 'GET', '/api/conversations', stranger)).json<{ conversations: unknown[] }>();
    expect(list.conversations).toEqual([]);
    expect((await history(t, buyer, conv.id)).messages).toHaveLength(1);
    expect((await history(t, expert, conv.id)).messages[0]?.text).toBe('Hello, can you help with Blender rigging?');
  });

  it('reuses the one direct conversation of a pair, and refuses one with oneself', async () => {
    const { buyer, expert } = await pair(t);
    const first = await contact(t, buyer, expert);
    const again = await contact(t, buyer, expert);
    expect(again.id).toBe(first.id);
    expect(first.other).toMatchObject({ userId: expert.id, expertUserName: expert.userName });
    const self = await call(t, 'POST', '/api/conversations/contact', expert, { expertUserName: expert.userName });
    expect(self.statusCode).toBe(400);
    const nobody = await call(t, 'POST', '/api/conversations/contact', buyer, { expertUserName: 'no_such_expert_2026' });
    expect(nobody.statusCode).toBe(404);
  });

  it('stores XSS-looking text as it was sent and answers it as JSON text; refuses oversized or empty text', async () => {
    const { buyer, expert } = await pair(t);
    const conv = await contact(t, buyer, expert);
    const xss = '<script>alert(1)</script><img src=x onerror="alert(2)"> & "quotes"';
    const sent = await sendOk(t, buyer, conv.id, xss);
    expect(sent.text).toBe(xss);
    const res = await call(t, 'GET', `/api/conversations/${conv.id}/messages`, expert);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json<{ messages: { text: string }[] }>().messages[0]?.text).toBe(xss);

    const long = await send(t, buyer, conv.id, { text: 'a'.repeat(MESSAGE_TEXT_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(`at most ${MESSAGE_TEXT_MAX} characters`);
    expect((await send(t, buyer, conv.id, { text: '   ' })).statusCode).toBe(400);
    expect((await send(t, buyer, conv.id, {})).statusCode).toBe(400);
    expect((await sendOk(t, buyer, conv.id, 'b'.repeat(MESSAGE_TEXT_MAX))).text).toHaveLength(MESSAGE_TEXT_MAX);
    expect((await history(t, buyer, conv.id)).messages).toHaveLength(2);
  });

  it('stores a resend once and raises message.stored once per message, after it is stored', async () => {
    const events = storedEvents(t);
    const { buyer, expert } = await pair(t);
    const conv = await contact(t, buyer, expert);
    const clientId = randomUUID();
    const a = await send(t, buyer, conv.id, { text: 'Is Friday fine?', clientId });
    const b = await send(t, buyer, conv.id, { text: 'Is Friday fine?', clientId });
    expect(a.json<{ message: { id: string } }>().message.id).toBe(b.json<{ message: { id: string } }>().message.id);
    await expect.poll(() => events.filter((e) => e.conversationId === conv.id).length).toBe(1);
    const event = events.find((e) => e.conversationId === conv.id);
    expect(event).toMatchObject({ senderId: buyer.id, recipientIds: [expert.id], bookingId: null, preview: 'Is Friday fine?' });
    const stored = await t.db.kysely.selectFrom('messages').select('id').where('id', '=', event?.messageId ?? '').executeTakeFirst();
    expect(stored).toBeDefined();
  });

  it('pages history backwards', async () => {
    const { buyer, expert } = await pair(t);
    const conv = await contact(t, buyer, expert);
    for (let i = 1; i <= 7; i++) await sendOk(t, i % 2 ? buyer : expert, conv.id, `message ${i}`);
    const last = await history(t, expert, conv.id, '?limit=3');
    expect(last.messages.map((m) => m.text)).toEqual(['message 5', 'message 6', 'message 7']);
    expect(last.hasMore).toBe(true);
    const before = await history(t, expert, conv.id, `?limit=3&before=${last.messages[0]?.seq}`);
    expect(before.messages.map((m) => m.seq)).toEqual([2, 3, 4]);
    const first = await history(t, expert, conv.id, `?limit=3&before=2`);
    expect(first.messages.map((m) => m.text)).toEqual(['message 1']);
    expect(first.hasMore).toBe(false);
    expect((await call(t, 'GET', `/api/conversations/${conv.id}/messages?limit=${MESSAGE_PAGE_MAX + 1}`, buyer)).statusCode).toBe(400);
  });

  it("reads the conversation's bell notification once its member has read up to the last message", async () => {
    const { buyer, expert } = await pair(t);
    const conv = await contact(t, buyer, expert);
    await sendOk(t, buyer, conv.id, 'first');
    await sendOk(t, buyer, conv.id, 'second');
    const bell = async () => (await call(t, 'GET', '/api/notifications', expert)).json<{ notifications: { subjectId?: string; link: string; readAt: string | null }[]; unread: number }>();
    const mine = async () => (await bell()).notifications.filter((n) => n.link === `/messages/${conv.id}`);
    expect((await mine()).map((n) => n.readAt)).toEqual([null]);
    await call(t, 'POST', `/api/conversations/${conv.id}/read`, expert, { seq: 1 });
    expect((await mine()).map((n) => n.readAt)).toEqual([null]);
    await call(t, 'POST', `/api/conversations/${conv.id}/read`, expert, { seq: 2 });
    expect((await mine())[0]?.readAt).toEqual(expect.any(String));
    expect((await bell()).unread).toBe(0);
  });

  it('counts unread exactly under concurrent sends, and read marks never go back', async () => {
    const { buyer, expert } = await pair(t);
    const other = await createTestUser(t);
    const conv = await contact(t, buyer, expert);
    const conv2 = await contact(t, other, expert);
    await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => sendOk(t, buyer, conv.id, `from buyer ${i}`)),
      ...Array.from({ length: 8 }, (_, i) => sendOk(t, other, conv2.id, `from other ${i}`)),
    ]);
    expect(await unread(t, expert)).toBe(20);
    expect(await unread(t, buyer)).toBe(0);
    const seqs = (await history(t, expert, conv.id, '?limit=50')).messages.map((m) => m.seq);
    expect(seqs).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));

    const read = await call(t, 'POST', `/api/conversations/${conv.id}/read`, expert, { seq: 10 });
    expect(read.json()).toEqual({ unread: 2, totalUnread: 10 });
    await call(t, 'POST', `/api/conversations/${conv.id}/read`, expert, { seq: 3 });
    expect(await unread(t, expert)).toBe(10);
    await call(t, 'POST', `/api/conversations/${conv.id}/read`, expert, { seq: 999 });
    expect(await unread(t, expert)).toBe(8);
    const seen = (await call(t, 'GET', `/api/conversations/${conv.id}`, buyer)).json<{ conversation: { otherLastReadSeq: number } }>();
    expect(seen.conversation.otherLastReadSeq).toBe(12);
    const list = (await call(t, 'GET', '/api/conversations', expert)).json<{ conversations: { id: string; unread: number }[]; totalUnread: number }>();
    expect(list.totalUnread).toBe(8);
    expect(list.conversations.map((c) => [c.id, c.unread])).toEqual(expect.arrayContaining([[conv.id, 0], [conv2.id, 8]]));
  });

  it('masks contact details for the recipient before a booking, tells the sender, and not after', async () => {
    const events = storedEvents(t);
    const { buyer, expert } = await pair(t);
    const conv = await contact(t, buyer, expert);
    const before = await sendOk(t, buyer, conv.id, 'Call me on +91 98765 43210 tonight');
    expect(before).toMatchObject({ text: 'Call me on +91 98765 43210 tonight', hidden: true });
    const seenByExpert = (await history(t, expert, conv.id)).messages[0];
    expect(seenByExpert).toMatchObject({ text: `Call me on ${HIDDEN_CONTACT_TEXT} tonight`, hidden: true });
    expect(JSON.stringify(await history(t, expert, conv.id))).not.toContain('98765');
    await expect.poll(() => events.find((e) => e.messageId === before.id)?.preview).toBe(`Call me on ${HIDDEN_CONTACT_TEXT} tonight`);
    const innocent = await sendOk(t, buyer, conv.id, 'Can we do 2026-11-25 at 10:30?');
    expect(innocent.hidden).toBe(false);

    await acceptBooking(t, buyer, expert);
    const after = await sendOk(t, expert, conv.id, 'Sure, mine is 9876543210');
    expect(after.hidden).toBe(false);
    const seenByBuyer = (await history(t, buyer, conv.id)).messages.at(-1);
    expect(seenByBuyer).toMatchObject({ text: 'Sure, mine is 9876543210', hidden: false });
    const c = (await call(t, 'GET', `/api/conversations/${conv.id}`, buyer)).json<{ conversation: { bookedTogether: boolean } }>();
    expect(c.conversation.bookedTogether).toBe(true);
  });

  it('sends an image through the upload pipeline: re-encoded, only the uploader may send it', async () => {
    const { buyer, expert } = await pair(t);
    const conv = await contact(t, buyer, expert);
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await jpegOf(2400, 1200))], { type: 'image/jpeg' }), 'screen.jpg');
    const up = await t.app.inject({ method: 'POST', url: '/api/upload/message-image', payload: form, headers: buyer.auth });
    expect(up.statusCode).toBe(201);
    const { key, imageUrl } = up.json<{ key: string; imageUrl: string }>();
    expect((await send(t, expert, conv.id, { imageKey: key })).statusCode).toBe(400);
    const sent = await send(t, buyer, conv.id, { imageKey: key });
    expect(sent.statusCode).toBe(201);
    expect(sent.json<{ message: { imageUrl: string; text: string } }>().message).toMatchObject({ imageUrl, text: '' });
    const file = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(file.headers['content-type']).toBe('image/jpeg');
    const { default: sharp } = await import('sharp');
    const meta = await sharp(file.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1600);
    expect(meta.exif).toBeUndefined();
  });

  it("opens a booking's thread for its two sides only, the same conversation for both", async () => {
    const { buyer, expert } = await pair(t);
    const stranger = await createTestUser(t);
    const bookingId = await acceptBooking(t, buyer, expert);
    const open = (who: typeof buyer) => call(t, 'POST', `/api/conversations/booking/${bookingId}`, who, {});
    const a = await open(buyer);
    expect(a.statusCode).toBe(200);
    const conv = a.json<{ conversation: { id: string; kind: string; bookingId: string; bookedTogether: boolean } }>().conversation;
    expect(conv).toMatchObject({ kind: 'booking', bookingId, bookedTogether: true });
    expect((await open(expert)).json<{ conversation: { id: string } }>().conversation.id).toBe(conv.id);
    expect((await open(stranger)).statusCode).toBe(404);
    expect((await call(t, 'POST', `/api/conversations/booking/${bookingId}`, null, {})).statusCode).toBe(401);
    await sendOk(t, buyer, conv.id, 'Mail me at bea@example.com with the files');
    expect((await history(t, expert, conv.id)).messages[0]).toMatchObject({ text: 'Mail me at bea@example.com with the files', hidden: false });
  });

  it('a blocked user cannot message or book the blocker; unblocking lets them again; reports are kept', async () => {
    const { buyer, expert } = await pair(t);
    const conv = await contact(t, buyer, expert);
    await sendOk(t, buyer, conv.id, 'Buy my course!');
    expect((await call(t, 'PUT', `/api/blocks/${buyer.id}`, expert, {})).statusCode).toBe(200);

    const refused = await send(t, buyer, conv.id, { text: 'Hello?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'BLOCKED', message: MESSAGE_TEXTS.blockedYou });
    const own = await send(t, expert, conv.id, { text: 'bye' });
    expect(own.json()).toMatchObject({ code: 'BLOCKED', message: MESSAGE_TEXTS.youBlocked });
    expect((await call(t, 'POST', '/api/conversations/contact', buyer, { expertUserName: expert.userName })).statusCode).toBe(403);
    const { insertGig, book, topUp } = await import('../bookings/bookings-fixtures');
    const gigId = await insertGig(t, expert);
    await topUp(t, buyer, 50);
    const booking = await book(t, buyer, gigId);
    expect(booking.statusCode).toBe(403);
    expect(booking.json()).toMatchObject({ code: 'BLOCKED', message: MESSAGE_TEXTS.bookingBlocked });
    const c = (await call(t, 'GET', `/api/conversations/${conv.id}`, buyer)).json<{ conversation: { blocked: string } }>();
    expect(c.conversation.blocked).toBe('them');

    const report = await call(t, 'POST', '/api/reports', expert, { userId: buyer.id, conversationId: conv.id, reason: 'spam', details: 'Pitches a course' });
    expect(report.statusCode).toBe(201);
    const rows = await t.db.kysely.selectFrom('user_reports').selectAll().where('reported_id', '=', buyer.id).execute();
    expect(rows).toMatchObject([{ reporter_id: expert.id, reason: 'spam', conversation_id: conv.id }]);
    expect((await call(t, 'PUT', `/api/blocks/${expert.id}`, expert, {})).statusCode).toBe(400);

    expect((await call(t, 'DELETE', `/api/blocks/${buyer.id}`, expert)).statusCode).toBe(200);
    expect((await send(t, buyer, conv.id, { text: 'Sorry about that.' })).statusCode).toBe(201);
    expect((await book(t, buyer, gigId)).statusCode).toBe(201);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNREAD_MESSAGE_EMAIL_DELAY_MS } from '#shared/domain/notifications';
import { ensureBookingConversation } from '#server/modules/conversations/repo';
import { createNotificationJobRunner, UNREAD_MESSAGE_JOB } from '#server/modules/notifications/unread-mail';
import { unsubscribeToken } from '#server/modules/notifications/unsubscribe-token';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { createTestUser } from '../../helpers/users';
import { testDbKind } from '../../helpers/test-db';
import { bookOk, inHours, inject, insertGig, mailsTo, topUp, waitForMail } from '../bookings/bookings-fixtures';
import { storeBookingMessage } from '../messages/messages-fixtures';

type User = Awaited<ReturnType<typeof createTestUser>>;

/**
 * Notification emails: the unread-message email once per conversation after 15
 * minutes (the injected clock and the durable jobs; no waiting), none once read; the settings
 * switch a kind off; every email carries RFC 8058's one-click unsubscribe, whose signed link
 * works without signing in and refuses a forged token.
 */
describe(`notification emails on ${testDbKind()}`, () => {
  let t: TestApp;
  const runJobs = () => createNotificationJobRunner(t.deps, t.app.log).runDue();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A conversation of two users (a booking's, as the room's chat makes it) and a way to store a message in it. */
  async function conversation() {
    const expert = await createTestExpert(t);
    const gigId = await insertGig(t, expert);
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 100);
    const booking = await bookOk(t, buyer, gigId, { times: inHours(t, 30) });
    const id = await ensureBookingConversation(t.db.kysely, { bookingId: booking._id, memberIds: [buyer.id, expert.id], now: t.clock.now() });
    const send = (from: { id: string }, to: { id: string }, text: string) => storeBookingMessage(t, { conversationId: id, bookingId: booking._id }, from, to, text);
    return { id, expert, buyer, send };
  }
  const unreadMails = (u: User) => mailsTo(t, u.email).filter((m) => /unread message/.test(m.subject));
  const jobOf = (conversationId: string, userId: string) =>
    t.db.kysely.selectFrom('jobs').selectAll().where('kind', '=', UNREAD_MESSAGE_JOB).where('key', '=', `${conversationId}:${userId}`).executeTakeFirst();

  it('emails unread messages once per conversation, 15 minutes after the first, with both unsubscribe headers', async () => {
    const c = await conversation();
    await c.send(c.buyer, c.expert, 'Can we start with the layout?');
    t.clock.advance(5 * 60_000);
    await c.send(c.buyer, c.expert, 'And then the colours.');
    t.clock.advance(UNREAD_MESSAGE_EMAIL_DELAY_MS - 5 * 60_000 - 1000);
    await runJobs();
    expect(unreadMails(c.expert)).toHaveLength(0);
    t.clock.advance(1000);
    await runJobs();
    const mail = await waitForMail(t, c.expert.email, /unread message/);
    expect(unreadMails(c.expert)).toHaveLength(1);
    const sender = await t.db.kysely.selectFrom('users').select('name').where('id', '=', c.buyer.id).executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`You have 2 unread messages from ${sender.name}`);
    expect(mail.text).toContain(`http://localhost:5500/messages/${c.id}`);
    // The message texts stay in the app (a message may be masked for its recipient).
    expect(mail.text).not.toContain('colours');
    const unsubscribe = mail.headers['list-unsubscribe'] ?? '';
    expect(unsubscribe).toMatch(/^<http:\/\/localhost:5500\/api\/notifications\/unsubscribe\?token=[\w.-]+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Nothing more for these messages; the buyer (the sender) gets nothing.
    t.clock.advance(UNREAD_MESSAGE_EMAIL_DELAY_MS);
    await runJobs();
    expect(unreadMails(c.expert)).toHaveLength(1);
    expect(unreadMails(c.buyer)).toHaveLength(0);
    // A later message makes a new email due.
    await c.send(c.buyer, c.expert, 'Still there?');
    t.clock.advance(UNREAD_MESSAGE_EMAIL_DELAY_MS);
    await runJobs();
    await vi.waitFor(() => expect(unreadMails(c.expert)).toHaveLength(2));
  });

  it('sends nothing when the messages were read meanwhile', async () => {
    const c = await conversation();
    const row = await c.send(c.expert, c.buyer, 'Here is the file.');
    await t.db.kysely
      .updateTable('conversation_members')
      .set({ last_read_seq: row.seq })
      .where('conversation_id', '=', c.id)
      .where('user_id', '=', c.buyer.id)
      .execute();
    t.clock.advance(UNREAD_MESSAGE_EMAIL_DELAY_MS);
    expect(await runJobs()).toBeGreaterThanOrEqual(1);
    expect((await jobOf(c.id, c.buyer.id))?.status).toBe('done');
    expect(unreadMails(c.buyer)).toHaveLength(0);
  });

  it('switches a kind of email off in the settings: no mail of that kind, the bell still keeps it', async () => {
    const expert = await createTestExpert(t);
    const settings = await inject(t, 'GET', '/api/notifications/settings', expert);
    expect(settings.json<{ email: Record<string, boolean> }>().email).toMatchObject({ 'booking.requested': true, 'message.new': true });
    const put = await t.app.inject({ method: 'PUT', url: '/api/notifications/settings', headers: expert.auth, payload: { email: { 'booking.requested': false } } });
    expect(put.statusCode).toBe(200);
    expect(put.json<{ email: Record<string, boolean> }>().email).toMatchObject({ 'booking.requested': false, 'booking.cancelled': true });
    const bad = await t.app.inject({ method: 'PUT', url: '/api/notifications/settings', headers: expert.auth, payload: { email: { 'booking.spam': false } } });
    expect(bad.statusCode).toBe(400);

    const gigId = await insertGig(t, expert);
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 100);
    const booking = await bookOk(t, buyer, gigId, { times: inHours(t, 30) });
    const cancel = await inject(t, 'POST', `/api/bookings/${booking._id}/cancel`, buyer, {});
    expect(cancel.statusCode).toBe(200);
    // The cancellation's mail (still on) arrives after the request's would have: the request's was never sent.
    await waitForMail(t, expert.email, /A booking was cancelled/);
    expect(mailsTo(t, expert.email).some((m) => /New booking request/.test(m.subject))).toBe(false);
    const bell = await inject(t, 'GET', '/api/notifications', expert);
    expect(bell.json<{ notifications: { kind: string }[] }>().notifications.map((n) => n.kind).sort()).toEqual(['booking.cancelled', 'booking.requested']);
  });

  it('unsubscribes with one click and no sign-in from the link of a real email; a forged token is refused', async () => {
    const expert = await createTestExpert(t);
    const gigId = await insertGig(t, expert);
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 100);
    await bookOk(t, buyer, gigId, { times: inHours(t, 30) });
    const mail = await waitForMail(t, expert.email, /New booking request/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const url = new URL((mail.headers['list-unsubscribe'] ?? '').replace(/^<|>$/g, ''));
    expect(mail.text).toContain(url.href);
    const path = `${url.pathname}${url.search}`;

    // The link's page asks first (mail scanners follow links); it changes nothing.
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('New booking requests');
    const settings = () => inject(t, 'GET', '/api/notifications/settings', expert).then((r) => r.json<{ email: Record<string, boolean> }>().email);
    expect((await settings())['booking.requested']).toBe(true);

    // A forged token (another user's id under this one's signature, or a made-up signature) changes nothing.
    const [payload, signature] = (url.searchParams.get('token') ?? '').split('.');
    const otherPayload = Buffer.from(JSON.stringify({ u: buyer.id, k: 'booking.requested' })).toString('base64url');
    for (const token of [`${otherPayload}.${signature}`, `${payload}.${'A'.repeat(43)}`, unsubscribeToken('another-secret-of-someone-else-0123456789', expert.id, 'booking.requested'), 'nonsense']) {
      const forged = await t.app.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(forged.statusCode).toBe(400);
    }
    expect((await settings())['booking.requested']).toBe(true);

    // RFC 8058's one-click POST, no token of the session: that kind is off, the others on.
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('You will no longer get emails about: New booking requests.');
    expect(await settings()).toMatchObject({ 'booking.requested': false, 'booking.accepted': true });
  });
});

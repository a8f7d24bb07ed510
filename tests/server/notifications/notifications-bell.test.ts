import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '#shared/contract/http/notifications';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { createTestUser } from '../../helpers/users';
import { signedInLive, type LiveTestClient } from '../../helpers/live-client';
import { testDbKind } from '../../helpers/test-db';
import { bookOk, inHours, inject, insertGig, topUp } from '../bookings/bookings-fixtures';
import { acceptedBooking, listen, openRoom } from '../live/live-fixtures';

/**
 * The bell: a booking transition keeps a notification for the other side and delivers
 * it live to every socket of theirs; only its user may read or mark it; one or all are marked read.
 */
describe(`notifications bell on ${testDbKind()}`, () => {
  let t: TestApp;
  let base: string;
  const clients: LiveTestClient[] = [];
  const live = async (token: string) => {
    const client = await signedInLive(base, token);
    clients.push(client);
    return client;
  };
  const list = async (who: { auth: Record<string, string> }) => {
    const res = await inject(t, 'GET', '/api/notifications', who);
    expect(res.statusCode).toBe(200);
    return res.json<{ notifications: AppNotification[]; next: string | null; unread: number }>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await t.close();
  });

  async function requested() {
    const expert = await createTestExpert(t);
    const gigId = await insertGig(t, expert, { title: 'I will review your Figma file' });
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 100);
    const booking = await bookOk(t, buyer, gigId, { times: inHours(t, 30, 40) });
    return { expert, buyer, booking };
  }

  it('keeps the request for the expert and delivers the acceptance live to every socket of the buyer', async () => {
    const { expert, buyer, booking } = await requested();
    await vi.waitFor(async () => expect((await list(expert)).notifications).toHaveLength(1));
    const [request] = (await list(expert)).notifications;
    expect(request).toMatchObject({ kind: 'booking.requested', title: 'New booking request', link: `/bookings/${booking._id}`, readAt: null });
    expect(request?.body).toContain('I will review your Figma file');

    const [tab1, tab2] = await Promise.all([live(buyer.token), live(buyer.token)]);
    const accept = await inject(t, 'POST', `/api/bookings/${booking._id}/accept`, expert, { scheduledAt: booking.proposedTimes[0] });
    expect(accept.statusCode).toBe(200);
    const [got1, got2] = await Promise.all([tab1.next('notification.new'), tab2.next('notification.new')]);
    expect(got1.notification).toMatchObject({ kind: 'booking.accepted', title: 'Booking accepted', link: `/bookings/${booking._id}` });
    expect(got1.unread).toBe(1);
    expect(got2.notification.id).toBe(got1.notification.id);
    const mine = await list(buyer);
    expect(mine.unread).toBe(1);
    expect(mine.notifications.map((n) => n.id)).toEqual([got1.notification.id]);
    // The expert's list holds only their own.
    expect((await list(expert)).notifications.map((n) => n.kind)).toEqual(['booking.requested']);
  });

  it('raises the jobs\' events too: an expiry and a settlement notify both sides', async () => {
    const { expert, buyer, booking } = await requested();
    await vi.waitFor(async () => expect((await list(expert)).unread).toBe(1));
    t.clock.set(new Date(Date.parse(booking.expiresAt) + 1000));
    await t.app.jobs.runDue();
    for (const who of [buyer, expert])
      expect((await list(who)).notifications[0]).toMatchObject({ kind: 'booking.expired', title: 'Booking request expired' });

    const b = await acceptedBooking(t);
    await vi.waitFor(async () => expect((await list(b.buyer)).unread).toBe(1));
    t.clock.set(new Date(b.window.closesAt.getTime() + 1000));
    await t.app.jobs.runDue();
    expect((await list(b.buyer)).notifications[0]).toMatchObject({ kind: 'booking.settled', link: `/bookings/${b.id}` });
    expect((await list(b.expert)).notifications[0]).toMatchObject({ kind: 'booking.settled' });
  });

  it('lets no one else read or mark a notification: 404 as if it did not exist, and 401 without a token', async () => {
    const { expert, buyer } = await requested();
    await vi.waitFor(async () => expect((await list(expert)).unread).toBe(1));
    const [n] = (await list(expert)).notifications;
    const id = n?.id ?? '';
    expect((await inject(t, 'POST', `/api/notifications/${id}/read`, buyer, {})).statusCode).toBe(404);
    const other = await createTestExpert(t);
    expect((await inject(t, 'POST', `/api/notifications/${id}/read`, other, {})).statusCode).toBe(404);
    expect((await inject(t, 'POST', `/api/notifications/${id}/read`, null, {})).statusCode).toBe(401);
    expect((await inject(t, 'GET', '/api/notifications', null)).statusCode).toBe(401);
    // Still unread for its owner; marking all of someone else's does nothing to it.
    expect((await inject(t, 'POST', '/api/notifications/read-all', buyer, {})).statusCode).toBe(200);
    expect((await list(expert)).unread).toBe(1);
  });

  it('marks one read (told to the other clients) and then all, paging newest first', async () => {
    const expert = await createTestExpert(t);
    const gigId = await insertGig(t, expert);
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 100);
    for (const h of [30, 34, 38]) {
      await bookOk(t, buyer, gigId, { times: inHours(t, h) });
      t.clock.advance(1000);
    }
    await vi.waitFor(async () => expect((await list(expert)).unread).toBe(3));
    const other = await live(expert.token);
    const first = await inject(t, 'GET', '/api/notifications?limit=2', expert);
    const page1 = first.json<{ notifications: AppNotification[]; next: string }>();
    expect(page1.notifications).toHaveLength(2);
    const page2 = (await inject(t, 'GET', `/api/notifications?limit=2&before=${page1.next}`, expert)).json<{
      notifications: AppNotification[];
      next: string | null;
    }>();
    expect(page2.notifications).toHaveLength(1);
    expect(page2.next).toBeNull();
    const all = [...page1.notifications, ...page2.notifications];
    expect(all.map((n) => n.createdAt)).toEqual([...all.map((n) => n.createdAt)].sort().reverse());

    const one = await inject(t, 'POST', `/api/notifications/${all[1]?.id}/read`, expert, {});
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ unread: 2, notification: { id: all[1]?.id, readAt: t.clock.now().toISOString() } });
    expect((await other.next('notification.unread')).unread).toBe(2);
    const again = await inject(t, 'POST', `/api/notifications/${all[1]?.id}/read`, expert, {});
    expect(again.json()).toMatchObject({ unread: 2 });

    const rest = await inject(t, 'POST', '/api/notifications/read-all', expert, {});
    expect(rest.json()).toEqual({ unread: 0 });
    expect((await inject(t, 'GET', '/api/notifications/unread', expert)).json()).toEqual({ unread: 0 });
    expect((await list(expert)).notifications.every((n) => n.readAt !== null)).toBe(true);
  });

  it('notifies the other side of a chat message once per conversation while unread', async () => {
    const b = await acceptedBooking(t);
    openRoom(t, b);
    const [buyer, expert] = await Promise.all([live(b.buyer.token), live(b.expert.token)]);
    buyer.send({ type: 'chat.send', bookingId: b.id, clientId: randomUUID(), text: 'Hello, I am here.' });
    const first = await expert.next('notification.new', (m) => m.notification.kind === 'message.new');
    expect(first.notification.body).toBe('Hello, I am here.');
    expect(first.notification.link).toMatch(/^\/messages\/[\w-]+$/);
    buyer.send({ type: 'chat.send', bookingId: b.id, clientId: randomUUID(), text: 'Second one' });
    const second = await expert.next('notification.new', (m) => m.notification.kind === 'message.new');
    expect(second.notification.id).toBe(first.notification.id);
    expect(second.notification.body).toBe('Second one');
    const mine = (await list(b.expert)).notifications.filter((n) => n.kind === 'message.new');
    expect(mine).toHaveLength(1);
    // The sender is not notified of their own message.
    expect((await list(b.buyer)).notifications.some((n) => n.kind === 'message.new')).toBe(false);
  });
});

import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { bookOk, inject, topUp } from '../bookings/bookings-fixtures';
import { availability, expertWithGig } from './availability-fixtures';

/**
 * The expert's calendar feed: their accepted sessions as iCalendar at a private address,
 * parsed here with ical.js as a calendar app would; a wrong or rotated token gets 404.
 */
describe(`calendar feed on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const feedPath = (url: string) => new URL(url).pathname;
  const fetchFeed = (path: string) => t.app.inject({ method: 'GET', url: path });

  it('lists the accepted sessions, parses as iCalendar, and stops answering on the old address after a rotation', async () => {
    t.clock.set(new Date('2026-03-01T10:00:00Z'));
    const { expert, gigId } = await expertWithGig(t, availability('Europe/London', { weekly: { mon: [{ start: '09:00', end: '17:00' }] } }));
    const buyer = await createTestUser(t, { name: 'Cal Buyer' });
    await topUp(t, buyer, 100);
    const accepted = await bookOk(t, buyer, gigId, { tier: 'standard', times: ['2026-03-02T09:00:00.000Z'], note: 'Bring the file' });
    expect((await inject(t, 'POST', `/api/bookings/${accepted._id}/accept`, expert, { scheduledAt: '2026-03-02T09:00:00.000Z' })).statusCode).toBe(200);
    const waiting = await bookOk(t, buyer, gigId, { times: ['2026-03-02T14:00:00.000Z'] });

    const address = await inject(t, 'GET', '/api/availability/calendar', expert);
    expect(address.statusCode).toBe(200);
    const { url } = address.json<{ url: string }>();
    expect(url).toMatch(/^http:\/\/localhost:5500\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // Asking again gives the same address.
    expect((await inject(t, 'GET', '/api/availability/calendar', expert)).json()).toEqual({ url });

    const res = await fetchFeed(feedPath(url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(res.body) as unknown[]);
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(1);
    const [event] = events;
    // The same UID as the acceptance mail's invitation, so a calendar that has both keeps one event.
    expect(event?.uid).toBe(`${accepted._id}@localhost`);
    expect(event?.location).toBe(`http://localhost:5500/sessions/${accepted._id}`);
    expect(event?.startDate.toJSDate().toISOString()).toBe('2026-03-02T09:00:00.000Z');
    // 1 hour of session and 20 minutes of extra time.
    expect(event?.endDate.toJSDate().toISOString()).toBe('2026-03-02T10:20:00.000Z');
    // Only what a calendar needs: the time, a generic title and the booking's links; never the
    // buyer's name, what was booked or the buyer's note.
    expect(event?.summary).toBe('Qurious session');
    expect(event?.description).toBe(`http://localhost:5500/bookings/${accepted._id}`);
    expect(event?.component.getFirstPropertyValue('url')).toBe(`http://localhost:5500/bookings/${accepted._id}`);
    for (const secret of ['Cal Buyer', 'Bring the file', 'debug your React', 'standard package']) expect(res.body).not.toContain(secret);
    expect(res.body).not.toContain(waiting._id);

    const rotated = await inject(t, 'POST', '/api/availability/calendar/rotate', expert, {});
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json<{ url: string }>().url;
    expect(next).not.toBe(url);
    const old = await fetchFeed(feedPath(url));
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ message: 'Calendar not found.', code: 'NOT_FOUND' });
    expect((await fetchFeed(feedPath(next))).statusCode).toBe(200);
    expect((await inject(t, 'GET', '/api/availability/calendar', expert)).json()).toEqual({ url: next });
  });

  it('refuses a wrong token, a malformed address and a non-expert', async () => {
    for (const path of [
      `/api/calendar/${'A'.repeat(43)}.ics`,
      '/api/calendar/short.ics',
      `/api/calendar/${'A'.repeat(43)}`,
      `/api/calendar/${'A'.repeat(43)}.ics.html`,
    ]) {
      const res = await fetchFeed(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const buyer = await createTestUser(t);
    expect((await inject(t, 'GET', '/api/availability/calendar', buyer)).statusCode).toBe(403);
    expect((await inject(t, 'POST', '/api/availability/calendar/rotate', null, {})).statusCode).toBe(401);
  });

  it('an expert with no sessions gets an empty calendar that still parses', async () => {
    const { expert } = await expertWithGig(t);
    const { url } = (await inject(t, 'GET', '/api/availability/calendar', expert)).json<{ url: string }>();
    const res = await fetchFeed(feedPath(url));
    const calendar = new ICAL.Component(ICAL.parse(res.body) as unknown[]);
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
  });
});

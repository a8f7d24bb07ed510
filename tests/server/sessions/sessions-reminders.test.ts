import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestExpert } from '../../helpers/experts';
import { HOUR, insertGig, mailsTo, waitForMail } from '../bookings/bookings-fixtures';
import { MINUTE, acceptedBooking, jobsOf, openSameDb, runJobs } from './sessions-fixtures';

const GIG_TITLE = 'Untangle your Git history live';

describe(`session reminders and calendar invitation on ${testDbKind()}`, () => {
  let t: TestApp;
  let expert: Awaited<ReturnType<typeof createTestExpert>>;
  let gigId: string;
  beforeAll(async () => {
    t = await createTestApp();
    expert = await createTestExpert(t, { displayName: 'Ada Expert' });
    gigId = await insertGig(t, expert, { credits: { basic: 10 }, title: GIG_TITLE });
  });
  afterAll(async () => t.close());

  const roomOf = (id: string) => `http://localhost:5500/sessions/${id}`;
  /** The mails to `email` with this subject that carry this room's link. */
  const sent = (email: string, subject: RegExp, room: string) =>
    mailsTo(t, email).filter((m) => subject.test(m.subject) && m.links.includes(room));

  it('sends the buyer an .ics invitation with the acceptance: the room link, from the start to the room closing', async () => {
    const b = await acceptedBooking(t, expert, gigId, 48);
    const room = roomOf(b.booking._id);
    const mail = await waitForMail(t, b.buyer.email, /Your session is confirmed/);
    expect(mail.links).toContain(room);
    expect(mail.attachments).toHaveLength(1);
    const [invite] = mail.attachments;
    expect(invite).toMatchObject({ filename: 'session.ics', contentType: 'text/calendar' });
    const calendar = new ICAL.Component(ICAL.parse(invite?.content ?? ''));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const vevent = calendar.getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT in the invitation');
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe(`${b.booking._id}@localhost`);
    expect(event.summary).toBe(`Qurious session: ${GIG_TITLE}`);
    expect(event.startDate.toJSDate().toISOString()).toBe(b.window.startsAt.toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe(b.window.closesAt.toISOString());
    expect(event.location).toBe(room);
    expect(vevent.getFirstPropertyValue('url')).toBe(room);
    expect(event.description).toContain(`Join the call: ${room}`);
  });

  it('reminds both sides 24 hours and 15 minutes before the start, once each, with the room link, under two runners', async () => {
    // An hour after the first test's session: one expert's sessions never overlap.
    const b = await acceptedBooking(t, expert, gigId, 49);
    const room = roomOf(b.booking._id);
    const start = b.window.startsAt.getTime();
    const second = testDbKind() === 'postgres' ? openSameDb(t) : t.db;
    const runners = [
      t.app.jobs.runner(),
      t.app.jobs.runner({ deps: { ...t.deps, db: second } }),
    ];
    const runBoth = () => Promise.all(runners.map((r) => r.runDue()));
    try {
      t.clock.set(new Date(start - 24 * HOUR - 1));
      await runBoth();
      expect(sent(b.buyer.email, /Tomorrow/, room)).toHaveLength(0);

      t.clock.set(new Date(start - 24 * HOUR));
      await runBoth();
      await runBoth();
      expect(sent(b.buyer.email, /^Tomorrow: /, room)).toHaveLength(1);
      expect(sent(expert.email, /^Tomorrow: /, room)).toHaveLength(1);
      expect(sent(b.buyer.email, /Starting soon/, room)).toHaveLength(0);

      t.clock.set(new Date(start - 15 * MINUTE));
      await runBoth();
      await runBoth();
      const [soon] = sent(b.buyer.email, /^Starting soon: /, room);
      expect(sent(b.buyer.email, /^Starting soon: /, room)).toHaveLength(1);
      expect(sent(expert.email, /^Starting soon: /, room)).toHaveLength(1);
      expect(soon?.text).toContain(`Join the call: ${room}`);
      expect(soon?.subject).toBe(`Starting soon: ${GIG_TITLE}`);
    } finally {
      if (second !== t.db) await second.close();
    }
  });

  it('schedules only the reminders still ahead, and drops one that comes late after a downtime', async () => {
    const soon = await acceptedBooking(t, expert, gigId, 2);
    expect((await jobsOf(t, soon.booking._id)).map((j) => j.kind)).toEqual([
      'booking.expire',
      'booking.remind-15m',
      'booking.settle',
    ]);

    const later = await acceptedBooking(t, expert, gigId, 30);
    const room = roomOf(later.booking._id);
    // No instance ran from before the day-before reminder until 10 minutes before the start.
    t.clock.set(new Date(later.window.startsAt.getTime() - 10 * MINUTE));
    await runJobs(t);
    expect(sent(later.buyer.email, /Tomorrow/, room)).toHaveLength(0);
    expect(sent(later.buyer.email, /^Starting soon: /, room)).toHaveLength(1);
    const jobs = await jobsOf(t, later.booking._id);
    expect(jobs.filter((j) => j.kind.startsWith('booking.remind')).map((j) => j.status)).toEqual([
      'done',
      'done',
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_SCHEDULED_YET_MESSAGE } from '#shared/domain/booking-answers';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { createTestExpert } from '../../helpers/experts';
import { HOUR, bookOk, inHours, inject, insertGig, topUp } from './bookings-fixtures';

/** The booking page's "Add to calendar": the acceptance mail's invitation, for either side, once accepted. */
describe(`a session's calendar file on ${testDbKind()}`, () => {
  let t: TestApp;
  let expert: Awaited<ReturnType<typeof createTestExpert>>;
  let gigId: string;
  beforeAll(async () => {
    t = await createTestApp();
    expert = await createTestExpert(t, { displayName: 'Ada Expert' });
    gigId = await insertGig(t, expert, { title: 'Blender lighting live sessions' });
  });
  afterAll(async () => t.close());

  it('is refused before the expert accepts, then is the event at the accepted time for both sides, in each one’s language', async () => {
    t.clock.advance(12 * HOUR);
    const buyer = await createTestUser(t, { name: 'Bo Buyer' });
    await t.db.kysely.updateTable('users').set({ language: 'fr' }).where('id', '=', buyer.id).execute();
    await topUp(t, buyer, 10);
    const booking = await bookOk(t, buyer, gigId, { times: inHours(t, 3, 6) });
    const url = `/api/bookings/${booking._id}/session.ics`;

    const early = await inject(t, 'GET', url, buyer);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(NOT_SCHEDULED_YET_MESSAGE);

    const at = booking.proposedTimes[1] ?? '';
    expect((await inject(t, 'POST', `/api/bookings/${booking._id}/accept`, expert, { scheduledAt: at })).statusCode).toBe(200);

    const forBuyer = await inject(t, 'GET', url, buyer);
    expect(forBuyer.statusCode).toBe(200);
    expect(forBuyer.headers['content-type']).toMatch(/^text\/calendar/);
    expect(forBuyer.headers['content-disposition']).toBe('attachment; filename="session.ics"');
    const start = at.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(forBuyer.body).toContain('BEGIN:VCALENDAR');
    expect(forBuyer.body).toContain(`DTSTART:${start}`);
    expect(forBuyer.body).toMatch(new RegExp(`UID:${booking._id}@`));
    const forExpert = await inject(t, 'GET', url, expert);
    expect(forExpert.statusCode).toBe(200);
    // The same event (one UID) in each reader's words.
    expect(forExpert.body).toMatch(new RegExp(`UID:${booking._id}@`));
    const summary = (ics: string) => /SUMMARY:(.*)/.exec(ics)?.[1] ?? '';
    expect(summary(forBuyer.body)).not.toBe(summary(forExpert.body));
    expect(summary(forExpert.body)).toContain('Blender lighting live sessions');

    const stranger = await createTestUser(t);
    expect((await inject(t, 'GET', url, stranger)).statusCode).toBe(404);
    expect((await inject(t, 'GET', url, null)).statusCode).toBe(401);
  });
});

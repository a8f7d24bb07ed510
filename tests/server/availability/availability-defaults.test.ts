import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { HOUR, book, bookOk, inject, topUp } from '../bookings/bookings-fixtures';
import { expertWithGig } from './availability-fixtures';

const MINUTE = 60_000;

describe(`an expert who never saved availability on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();

  it('cannot be booked a minute ahead, nor outside weekdays 9 to 5 in Kolkata', async () => {
    // Monday 2 March 2026, 10:00 in Kolkata.
    t.clock.set(new Date('2026-03-02T04:30:00Z'));
    const { gigId } = await expertWithGig(t);
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 10);
    const soon = await book(t, buyer, gigId, { times: [at(MINUTE)], timeZone: 'UTC' });
    expect(soon.statusCode, soon.body).toBe(400);
    expect(soon.json()).toMatchObject({ code: 'SLOT_UNAVAILABLE' });
    expect(soon.json().message).toContain("The expert needs at least 2 hours' notice.");
    // 20:30 in Kolkata, and Saturday 10:00.
    for (const time of [at(10 * HOUR + 30 * MINUTE), '2026-03-07T04:30:00.000Z']) {
      const res = await book(t, buyer, gigId, { times: [time], timeZone: 'UTC' });
      expect(res.statusCode, time).toBe(400);
      expect(res.json().message).toContain("That time is outside the expert's available hours.");
    }
    // 12:30 in Kolkata: past the notice, inside the hours.
    const ok = await bookOk(t, buyer, gigId, { times: [at(2 * HOUR + 30 * MINUTE)], timeZone: 'UTC' });
    expect(ok.stage).toBe('requested');
  });

  it('cannot accept a start that the defaults do not allow, whatever the request holds', async () => {
    t.clock.set(new Date('2026-03-02T04:30:00Z'));
    const { expert, gigId } = await expertWithGig(t);
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 10);
    const booking = await bookOk(t, buyer, gigId, { times: [at(2 * HOUR + 30 * MINUTE)], timeZone: 'UTC' });
    // A request made before the defaults applied, proposing a start a minute away.
    const soon = at(MINUTE);
    await t.db.kysely
      .updateTable('bookings')
      .set({ proposed_times_json: JSON.stringify([soon]) })
      .where('id', '=', booking._id)
      .execute();
    const res = await inject(t, 'POST', `/api/bookings/${booking._id}/accept`, expert, { scheduledAt: soon });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SLOT_UNAVAILABLE' });
    expect(res.json().message).toBe('That time is less than your minimum notice (2 hours) away. Pick another time or decline.');
  });
});

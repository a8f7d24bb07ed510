import { sessionWindow, type SessionWindow } from '#shared/domain/session';
import type { TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { createTestUser } from '../../helpers/users';
import { bookOk, inHours, inject, insertGig, topUp } from '../bookings/bookings-fixtures';

/** Shared set-up of the live session suites. */
export const MINUTE = 60_000;

/** Listens on a free loopback port; answers the http:// base address. */
export async function listen(t: Pick<TestApp, 'app'>): Promise<string> {
  return t.app.listen({ host: '127.0.0.1', port: 0 });
}

export type Party = Awaited<ReturnType<typeof createTestUser>>;

/**
 * A booking of a new buyer on a new expert's basic package (30 minutes + 10 extra), accepted for
 * an hour after the clock's now. The clock is left where it was: `openRoom` moves it into the window.
 */
export async function acceptedBooking(t: TestApp) {
  const expert = await createTestExpert(t);
  const gigId = await insertGig(t, expert);
  const buyer = await createTestUser(t);
  await topUp(t, buyer, 100);
  const booking = await bookOk(t, buyer, gigId, { times: inHours(t, 1) });
  const scheduledAt = booking.proposedTimes[0] ?? '';
  const accept = await inject(t, 'POST', `/api/bookings/${booking._id}/accept`, expert, { scheduledAt });
  if (accept.statusCode !== 200) throw new Error(`accept failed: ${accept.body}`);
  const window: SessionWindow = sessionWindow(scheduledAt, '30 Minutes', '10 Minutes');
  return { id: booking._id, buyer, expert, scheduledAt, window };
}

/** Sets the clock `minutesIn` after the room opened (5: inside the window, before the start). */
export function openRoom(t: TestApp, booking: { window: SessionWindow }, minutesIn = 5) {
  t.clock.set(new Date(booking.window.opensAt.getTime() + minutesIn * MINUTE));
}

export async function attendanceRows(t: TestApp, bookingId: string) {
  return t.db.kysely
    .selectFrom('session_attendance')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('joined_at')
    .execute();
}

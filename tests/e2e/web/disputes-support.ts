import { expect, type Page } from '@playwright/test';
import { recordJoin, recordLeave } from '#server/modules/sessions/attendance';
import type { Account } from '../support/accounts';
import type { SeededExpert } from '../support/seed-expert';
import { requestBookingByApi, type BookingsServer } from './bookings-support';

const HOUR = 3600 * 1000;

/**
 * A booking both attended and the buyer confirmed, through the real API (the server's clock moved
 * past its start): a settled session the disputes specs open a dispute on.
 */
export async function settledBooking(page: Page, server: BookingsServer, buyer: Account, expert: SeededExpert, gigId: string): Promise<string> {
  const bookingId = await requestBookingByApi(page.request, server, buyer, gigId, [2]);
  const booking = await server.deps.db.kysely.selectFrom('bookings').select('proposed_times_json').where('id', '=', bookingId).executeTakeFirstOrThrow();
  const [start = ''] = JSON.parse(booking.proposed_times_json) as string[];
  const accept = await page.request.post(`${server.baseURL}/api/bookings/${bookingId}/accept`, {
    headers: { Authorization: `Bearer ${expert.token}` },
    data: { scheduledAt: start },
  });
  expect(accept.status(), await accept.text()).toBe(200);
  server.advance(3 * HOUR);
  const db = server.deps.db.kysely;
  for (const userId of [buyer.user._id, expert.user._id]) {
    const connectionId = `${userId}-room`;
    await recordJoin(db, { bookingId, userId, connectionId, at: new Date(Date.parse(start)) });
    await recordLeave(db, { bookingId, connectionId, at: new Date(Date.parse(start) + 20 * 60_000) });
  }
  const done = await page.request.post(`${server.baseURL}/api/bookings/${bookingId}/complete`, {
    headers: { Authorization: `Bearer ${buyer.token}` },
    data: {},
  });
  expect(done.status(), await done.text()).toBe(200);
  return bookingId;
}

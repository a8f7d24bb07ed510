import { randomUUID } from 'node:crypto';
import { openPostgres, openSqlite, type Db } from '#server/db/database';
import { recordJoin, recordLeave } from '#server/modules/sessions/attendance';
import { sessionWindow, type SessionWindow } from '#shared/domain/session';
import type { TestApp } from '../../helpers/test-app';
import { createTestUser } from '../../helpers/users';
import { bookOk, inHours, inject, topUp, type BookingJson } from '../bookings/bookings-fixtures';

/** Shared set-up of the live session suites: accepted bookings, attendance, jobs. */

export const MINUTE = 60_000;

/**
 * A new buyer's booking of the gig's basic package (30 minutes + 10 extra: the room is open from
 * 10 minutes before the start to 40 minutes after), accepted by the expert, starting this many
 * hours from now.
 */
export async function acceptedBooking(
  t: TestApp,
  expert: { auth: Record<string, string> },
  gigId: string,
  startInHours: number,
  credits = 10,
): Promise<{
  buyer: Awaited<ReturnType<typeof createTestUser>>;
  booking: BookingJson;
  window: SessionWindow;
}> {
  const buyer = await createTestUser(t, { name: 'Bo Buyer' });
  await topUp(t, buyer, credits);
  const booked = await bookOk(t, buyer, gigId, { times: inHours(t, startInHours) });
  const res = await inject(t, 'POST', `/api/bookings/${booked._id}/accept`, expert, {
    scheduledAt: booked.proposedTimes[0],
  });
  if (res.statusCode !== 200) throw new Error(`accept failed: ${res.statusCode} ${res.body}`);
  const booking = res.json<{ booking: BookingJson }>().booking;
  return { buyer, booking, window: sessionWindow(booking.scheduledAt ?? '', '30 Minutes', '10 Minutes') };
}

/** One stretch in the room, as the socket presence records it: joined at `from` minutes after the start, left at `to` (null: never seen leaving). */
export async function attend(
  t: TestApp,
  b: { booking: BookingJson; window: SessionWindow },
  userId: string,
  from: number,
  to: number | null,
) {
  const connectionId = randomUUID();
  const at = (m: number) => new Date(b.window.startsAt.getTime() + m * MINUTE);
  await recordJoin(t.db.kysely, { bookingId: b.booking._id, userId, connectionId, at: at(from) });
  if (to !== null) await recordLeave(t.db.kysely, { bookingId: b.booking._id, connectionId, at: at(to) });
}

/** Runs the booking jobs due now, their mails handed to the SMTP server before it answers. */
export const runJobs = (t: TestApp) => t.app.jobs.runDue();

/** A booking's wallet entries (hold, refund, release), oldest first. */
export async function bookingLedger(t: TestApp, bookingId: string) {
  return t.db.kysely
    .selectFrom('wallet_ledger')
    .select(['user_id', 'kind', 'credits'])
    .where('booking_id', '=', bookingId)
    .orderBy('created_at')
    .orderBy('kind', 'desc')
    .execute();
}

export const stageOf = async (t: TestApp, bookingId: string) =>
  (
    await t.db.kysely
      .selectFrom('bookings')
      .select('stage')
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow()
  ).stage;

export const jobsOf = (t: TestApp, key: string) =>
  t.db.kysely.selectFrom('jobs').selectAll().where('key', '=', key).orderBy('kind').execute();

/**
 * Another connection to the test app's database, as another API instance (or the same one after a
 * restart) would open it: a new pool on PostgreSQL, a new handle on the SQLite file.
 */
export function openSameDb(t: TestApp): Db {
  if (t.dbAt.url) return openPostgres(t.dbAt.url, 10);
  if (t.dbAt.file) return openSqlite(t.dbAt.file);
  throw new Error('the test database has no location');
}

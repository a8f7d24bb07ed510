import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** One participant's stretch in the room, as settlement reads it. */
export interface AttendanceStretch {
  userId: string;
  joinedAt: Date;
  /** Null: still in the room. */
  leftAt: Date | null;
}

/** Records that a connection entered the room (once per connection: a repeated join is ignored). */
export async function recordJoin(
  db: Kysely<Database>,
  input: { bookingId: string; userId: string; connectionId: string; at: Date },
): Promise<void> {
  await db
    .insertInto('session_attendance')
    .values({
      id: randomUUID(),
      booking_id: input.bookingId,
      user_id: input.userId,
      connection_id: input.connectionId,
      joined_at: input.at.toISOString(),
      left_at: null,
    })
    .onConflict((oc) => oc.columns(['booking_id', 'connection_id']).doNothing())
    .execute();
}

/** Records that a connection left the room (or dropped); only its open stretch is closed. */
export async function recordLeave(
  db: Kysely<Database>,
  input: { bookingId: string; connectionId: string; at: Date },
): Promise<void> {
  await db
    .updateTable('session_attendance')
    .set({ left_at: input.at.toISOString() })
    .where('booking_id', '=', input.bookingId)
    .where('connection_id', '=', input.connectionId)
    .where('left_at', 'is', null)
    .execute();
}

/** Every stretch of a booking's room, oldest first. */
export async function attendanceOf(db: Kysely<Database>, bookingId: string): Promise<AttendanceStretch[]> {
  const rows = await db
    .selectFrom('session_attendance')
    .select(['user_id', 'joined_at', 'left_at'])
    .where('booking_id', '=', bookingId)
    .orderBy('joined_at')
    .execute();
  return rows.map((r) => ({
    userId: r.user_id,
    joinedAt: new Date(r.joined_at),
    leftAt: r.left_at ? new Date(r.left_at) : null,
  }));
}

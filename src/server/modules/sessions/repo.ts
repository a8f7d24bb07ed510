import type { Kysely } from 'kysely';
import type { BookingStage } from '#shared/domain/booking';
import { sessionWindow, type SessionWindow } from '#shared/domain/session';
import { prepareQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { SETTLEMENT_SELECT, type SettlementColumns } from './settlement-record';

/** What the room and its chat need of a booking: who its two sides are, its stage and its times. */
export interface SessionBookingRow extends SettlementColumns {
  id: string;
  credits: number;
  stage: BookingStage;
  scheduled_at: string | null;
  session_time: string;
  extra_time: string;
  gig_title: string;
  package_title: string;
  buyer_id: string;
  buyer_name: string;
  buyer_username: string;
  buyer_picture: string | null;
  expert_user_id: string;
  expert_name: string;
  expert_user_name: string;
  expert_picture: string | null;
}

const sessionBooking = prepareQuery<{ id: string }, SessionBookingRow>((db, p) =>
  db
    .selectFrom('bookings as b')
    .innerJoin('expert_profiles as e', 'e.id', 'b.expert_id')
    .innerJoin('users as u', 'u.id', 'b.buyer_id')
    .leftJoin('session_settlements as ss', 'ss.booking_id', 'b.id')
    .select(SETTLEMENT_SELECT)
    .select([
      'b.id',
      'b.credits',
      'b.stage',
      'b.scheduled_at',
      'b.session_time',
      'b.extra_time',
      'b.gig_title',
      'b.package_title',
      'b.buyer_id',
      'u.name as buyer_name',
      'u.username as buyer_username',
      'u.profile_picture as buyer_picture',
      'e.user_id as expert_user_id',
      'e.display_name as expert_name',
      'e.user_name as expert_user_name',
      'e.profile_picture as expert_picture',
    ])
    .where('b.id', '=', p.id),
);

export type SessionRole = 'buyer' | 'expert';

/** The booking and the caller's side of it, or null when it does not exist or is not theirs. */
export async function findSessionBooking(
  db: Kysely<Database>,
  bookingId: string,
  userId: string,
): Promise<{ row: SessionBookingRow; role: SessionRole } | null> {
  const row = await sessionBooking.first(db, { id: bookingId });
  if (!row) return null;
  if (row.buyer_id === userId) return { row, role: 'buyer' };
  if (row.expert_user_id === userId) return { row, role: 'expert' };
  return null;
}

/** The room's window of an accepted booking (null while no start time was accepted). */
export const windowOf = (row: SessionBookingRow): SessionWindow | null =>
  row.scheduled_at ? sessionWindow(row.scheduled_at, row.session_time, row.extra_time) : null;

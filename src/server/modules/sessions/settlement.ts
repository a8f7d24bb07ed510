import type { Kysely } from 'kysely';
import type { AppDeps } from '../context';
import { sessionWindow } from '#shared/domain/session';
import {
  settleByBuyer,
  settleSession,
  settleWhenBothLeft,
  type Settlement,
} from '#shared/domain/session-settlement';
import type { Database } from '../../db/schema';
import type { JobHandler } from '../../jobs/runner';
import { findBooking, type BookingRow } from '../bookings/repo';
import type { TransitionRunner } from '../bookings/transitions';
import { attendanceOf } from './attendance';

const inputOf = async (db: Kysely<Database>, row: BookingRow & { scheduled_at: string }) => ({
  window: sessionWindow(row.scheduled_at, row.session_time, row.extra_time),
  buyerId: row.buyer_id,
  expertId: row.expert_user_id,
  stretches: await attendanceOf(db, row.id),
});

/**
 * The settlement job of one booking: once its room's window has closed, its attendance
 * decides the stage (domain/session-settlement) and the transition moves the credits and keeps the
 * attendance record, in one transaction, once (a conditional move from `accepted`: a second run,
 * an early settlement or a buyer who confirmed it leaves it as it is). Asked too early (a clock
 * ahead of this one), it runs again at the close.
 */
export function settlementJob(deps: AppDeps, runner: TransitionRunner): JobHandler {
  const db = deps.db.kysely;
  return async ({ key: bookingId }) => {
    const row = await findBooking(db, bookingId);
    if (!row || row.stage !== 'accepted' || !row.scheduled_at) return;
    const input = await inputOf(db, { ...row, scheduled_at: row.scheduled_at });
    if (deps.clock.now().getTime() < input.window.closesAt.getTime()) return { runAgainAt: input.window.closesAt };
    await runner.settle(row, settleSession(input));
  };
}

/**
 * Settles a booking as soon as both have left its room, when attendance has already completed it
 * (domain: settleWhenBothLeft); the close's job then finds it settled. Answers whether it settled
 * now (false: someone is still in, they were not together long enough, or it had already moved).
 */
export async function settleIfBothLeft(deps: AppDeps, runner: TransitionRunner, bookingId: string): Promise<boolean> {
  const db = deps.db.kysely;
  const row = await findBooking(db, bookingId);
  if (!row || row.stage !== 'accepted' || !row.scheduled_at) return false;
  const now = deps.clock.now();
  const settlement = settleWhenBothLeft(await inputOf(db, { ...row, scheduled_at: row.scheduled_at }), now);
  return settlement ? runner.settle(row, settlement) : false;
}

/** The buyer's early confirmation, read inside its transaction: null when both were never in the room together. */
export async function buyerSettlement(trx: Kysely<Database>, row: BookingRow, now: Date): Promise<Settlement | null> {
  if (!row.scheduled_at) return null;
  return settleByBuyer(await inputOf(trx, { ...row, scheduled_at: row.scheduled_at }), now);
}

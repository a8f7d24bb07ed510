import { randomUUID } from 'node:crypto';
import type { Updateable } from 'kysely';
import type { AppDeps } from '../context';
import { badRequest, conflict, forbidden } from '../../http/errors';
import {
  ONLY_BUYER_MESSAGE,
  ONLY_EXPERT_MESSAGE,
  PICK_PROPOSED_TIME_MESSAGE,
  TIME_PASSED_MESSAGE,
  TOO_EARLY_TO_COMPLETE_MESSAGE,
  stageConflictMessage,
  type BookingStage,
} from '#shared/domain/booking';
import type { Booking } from '#shared/contract/http/bookings';
import { appendEntry, ensureWallet, type Tx } from '../wallet/ledger';
import type { BookingsTable } from './tables';
import type { BookingMailer } from './mail';
import { findBooking, toBooking, type BookingRow } from './repo';
import type { BookingService } from './service';

type Role = 'buyer' | 'expert' | 'system';

/** One allowed move of the booking state machine and what it does besides changing the stage. */
interface Transition {
  who: Role;
  from: BookingStage;
  to: Exclude<BookingStage, 'requested'>;
  /** When the booking is already in `to`: is it the same request (answered as is) or a different one (conflict)? */
  same?: (row: BookingRow) => boolean;
  /** Refusals that depend on the request (thrown before anything is written). */
  check?: (row: BookingRow, now: Date) => void;
  set?: (row: BookingRow, now: Date) => Updateable<BookingsTable>;
  /** Checked inside the transaction, before the move (the accept: the time still fits the expert's calendar). */
  guard?: (trx: Tx, row: BookingRow) => Promise<void>;
  money: 'refund' | 'release' | null;
}

export const transitions = {
  accept: (scheduledAt: string, guard?: Transition['guard']): Transition => ({
    who: 'expert',
    from: 'requested',
    to: 'accepted',
    same: (row) => row.scheduled_at === scheduledAt,
    check: (row, now) => {
      const proposed = JSON.parse(row.proposed_times_json) as string[];
      if (!proposed.includes(scheduledAt))
        throw badRequest(PICK_PROPOSED_TIME_MESSAGE, { scheduledAt: PICK_PROPOSED_TIME_MESSAGE });
      if (Date.parse(scheduledAt) < now.getTime()) throw conflict(TIME_PASSED_MESSAGE, 'TIME_PASSED');
    },
    set: () => ({ scheduled_at: scheduledAt }),
    guard,
    money: null,
  }),
  decline: (reason: string): Transition => ({
    who: 'expert',
    from: 'requested',
    to: 'declined',
    set: () => ({ decline_reason: reason }),
    money: 'refund',
  }),
  cancel: (): Transition => ({ who: 'buyer', from: 'requested', to: 'cancelled', money: 'refund' }),
  complete: (): Transition => ({
    who: 'expert',
    from: 'accepted',
    to: 'completed',
    check: (row, now) => {
      if (!row.scheduled_at || Date.parse(row.scheduled_at) > now.getTime())
        throw conflict(TOO_EARLY_TO_COMPLETE_MESSAGE, 'TOO_EARLY');
    },
    money: 'release',
  }),
  expire: (): Transition => ({ who: 'system', from: 'requested', to: 'expired', money: 'refund' }),
};

const REFUND_REASON: Partial<Record<BookingStage, string>> = {
  declined: 'declined',
  cancelled: 'cancelled',
  expired: 'expired',
};

/** Writes one transition in one transaction; false when the booking had already left `from`. */
async function apply(
  trx: Tx,
  t: Transition,
  row: BookingRow,
  actorUserId: string | null,
  now: Date,
): Promise<boolean> {
  const iso = now.toISOString();
  await t.guard?.(trx, row);
  const moved = await trx
    .updateTable('bookings')
    .set({ ...t.set?.(row, now), stage: t.to, updated_at: iso })
    .where('id', '=', row.id)
    .where('stage', '=', t.from)
    .$if(t.from === 'requested' && t.to !== 'expired', (q) => q.where('expires_at', '>', iso))
    .$if(t.to === 'expired', (q) => q.where('expires_at', '<=', iso))
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  if (t.money === 'refund') {
    await appendEntry(trx, {
      userId: row.buyer_id,
      kind: 'refund',
      credits: row.credits,
      bookingId: row.id,
      description: `Refund for "${row.gig_title}" (${REFUND_REASON[t.to] ?? t.to})`,
      now,
    });
  } else if (t.money === 'release') {
    await ensureWallet(trx, row.expert_user_id, now);
    await appendEntry(trx, {
      userId: row.expert_user_id,
      kind: 'release',
      credits: row.credits,
      bookingId: row.id,
      description: `Earned from "${row.gig_title}" (${row.package_title})`,
      now,
    });
  }
  await trx
    .insertInto('booking_events')
    .values({
      id: randomUUID(),
      booking_id: row.id,
      from_stage: t.from,
      to_stage: t.to,
      actor: t.who,
      actor_user_id: actorUserId,
      created_at: iso,
    })
    .execute();
  return true;
}

export type TransitionRunner = ReturnType<typeof createTransitionRunner>;

/**
 * Runs transitions: who may (buyer or expert of this booking), from which stage, idempotently
 * (the same request again answers the booking as it is), and safely under races (a conditional
 * UPDATE … WHERE stage = from decides the one winner; the loser re-reads and answers accordingly).
 */
export function createTransitionRunner(deps: AppDeps, mail: BookingMailer, bookings: BookingService) {
  const db = deps.db.kysely;

  /** Expires one request whose 72 hours are up (refund, mails); false when it had already moved. */
  async function expireOne(row: BookingRow): Promise<boolean> {
    const done = await db
      .transaction()
      .execute((trx) => apply(trx, transitions.expire(), row, null, deps.clock.now()));
    if (done) {
      const fresh = await findBooking(db, row.id);
      if (fresh) await mail('expired', fresh);
    }
    return done;
  }

  async function run(t: Transition, bookingId: string, userId: string): Promise<Booking> {
    const now = deps.clock.now();
    const row = await bookings.visibleRow(bookingId, userId);
    const role: Role = row.buyer_id === userId ? 'buyer' : 'expert';
    if (role !== t.who) throw forbidden(t.who === 'expert' ? ONLY_EXPERT_MESSAGE : ONLY_BUYER_MESSAGE);
    const answer = (r: BookingRow): Booking => {
      if (r.stage === t.to && (t.same?.(r) ?? true)) return toBooking(r, userId);
      throw conflict(stageConflictMessage(r.stage), 'STAGE_CONFLICT');
    };
    if (row.stage !== t.from) return answer(row);
    if (t.from === 'requested' && row.expires_at <= now.toISOString()) {
      await expireOne(row);
      throw conflict(stageConflictMessage('expired'), 'STAGE_CONFLICT');
    }
    t.check?.(row, now);
    const applied = await db.transaction().execute((trx) => apply(trx, t, row, userId, now));
    const fresh = await findBooking(db, bookingId);
    if (!fresh) throw conflict(stageConflictMessage(row.stage), 'STAGE_CONFLICT');
    if (!applied) {
      if (fresh.stage === 'requested') {
        await expireOne(fresh);
        throw conflict(stageConflictMessage('expired'), 'STAGE_CONFLICT');
      }
      return answer(fresh);
    }
    await mail(t.to, fresh);
    return toBooking(fresh, userId);
  }

  return { run, expireOne };
}

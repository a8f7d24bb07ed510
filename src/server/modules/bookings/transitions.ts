import { randomUUID } from 'node:crypto';
import type { Updateable } from 'kysely';
import type { AppDeps } from '../context';
import { AppError, badRequest, conflict, forbidden } from '../../http/errors';
import { TIME_PASSED_MESSAGE, creditsOfStage, stageConflictMessage, type BookingStage } from '#shared/domain/booking';
import {
  CANCELLATION_FEE_CHANGED_MESSAGE,
  NOT_TOGETHER_YET_MESSAGE,
  ONLY_BUYER_CANCELS_MESSAGE,
  ONLY_BUYER_CONFIRMS_MESSAGE,
  ONLY_BUYER_MESSAGE,
  ONLY_EXPERT_MESSAGE,
  PICK_PROPOSED_TIME_MESSAGE,
  SESSION_STARTED_MESSAGE,
  TOO_EARLY_TO_COMPLETE_MESSAGE,
} from '#shared/domain/booking-answers';
import { sessionStarted, type CancellationSplit } from '#shared/domain/session-cancellation';
import type { Settlement } from '#shared/domain/session-settlement';
import { REFUND_REASONS, type RefundReason } from '#shared/domain/ledger-notes';
import type { Booking } from '#shared/contract/http/bookings';
import { scheduleJobs, type JobSpec } from '../../jobs/schedule';
import type { Tx } from '../../db/queryable';
import { appendEntry, ensureWallet } from '../wallet/ledger';
import { settleFee } from '../wallet/fees';
import type { BookingsTable } from './tables';
import type { BookingMailer } from './mail';
import { acceptedJobs } from './jobs-schedule';
import { recordSettlement } from '../sessions/settlement-record';
import { findBooking, toBooking, type BookingRow } from './repo';
import { postSessionCancellation, sessionCancellationSplit } from './session-cancel';
import type { BookingService } from './service';

type Role = 'buyer' | 'expert' | 'system';

/**
 * One allowed move of the booking state machine and what it does besides changing the stage (the
 * credits move as the stage says: domain/booking `creditsOfStage`).
 */
interface Transition {
  /** Who may ask for it (the first is named when someone else asks). */
  who: readonly [Role, ...Role[]];
  from: BookingStage;
  to: Exclude<BookingStage, 'requested'>;
  /** When the booking is already in `to`: is it the same request (answered as is) or a different one (conflict)? */
  same?: (row: BookingRow) => boolean;
  /** Refusals that depend on the request (thrown before anything is written). */
  check?: (row: BookingRow, now: Date) => void;
  set?: (row: BookingRow, now: Date) => Updateable<BookingsTable>;
  /** Durable jobs the move makes due, scheduled in its transaction. */
  jobs?: (row: BookingRow, now: Date) => JobSpec[];
  /** Checked inside the transaction, before the move (the accept: the time still fits the expert's calendar). */
  guard?: (trx: Tx, row: BookingRow, now: Date) => Promise<void>;
  /** Who may not ask for it, with the refusal they get (403; instead of the generic one of `who`). */
  refusals?: Partial<Record<Role, { message: string; code: string }>>;
  /** Written in the move's transaction once it happened (a settlement's attendance record). */
  after?: (trx: Tx, row: BookingRow, now: Date) => Promise<void>;
  /** Moves the credits itself, in place of what the stage says (a session cancelled late splits them). */
  credits?: (trx: Tx, row: BookingRow, now: Date) => Promise<void>;
}

export const transitions = {
  accept: (scheduledAt: string, guard?: Transition['guard']): Transition => ({
    who: ['expert'],
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
    jobs: (row, now) => acceptedJobs(row, scheduledAt, now),
    guard,
  }),
  decline: (reason: string): Transition => ({
    who: ['expert'],
    from: 'requested',
    to: 'declined',
    set: () => ({ decline_reason: reason }),
  }),
  cancel: (): Transition => ({ who: ['buyer'], from: 'requested', to: 'cancelled' }),
  /**
   * The buyer cancels an accepted session before its start, having been shown `shownFee`: the split is
   * decided inside the transaction at its time (the 24-hour mark, the buyer's Pro then), refused when its
   * fee is above the one shown; the terms are kept on the booking and the credits split (./session-cancel).
   * Without a fee shown it is a request's cancel that found the session accepted: refused as before.
   */
  cancelSession: (shownFee: number | undefined): Transition => {
    let split: CancellationSplit | null = null;
    return {
      who: ['buyer'],
      refusals: { expert: { message: ONLY_BUYER_CANCELS_MESSAGE, code: 'ONLY_BUYER_CANCELS' } },
      from: 'accepted',
      to: 'cancelled',
      check: (row, now) => {
        if (shownFee === undefined) throw conflict(stageConflictMessage('accepted'), 'STAGE_CONFLICT');
        if (!row.scheduled_at || sessionStarted(row.scheduled_at, now)) throw conflict(SESSION_STARTED_MESSAGE, 'SESSION_STARTED');
      },
      guard: async (trx, row, now) => {
        split = await sessionCancellationSplit(trx, row, now);
        if (split.toExpert > (shownFee ?? 0)) throw conflict(CANCELLATION_FEE_CHANGED_MESSAGE, 'CANCELLATION_FEE_CHANGED');
      },
      set: () => (split ? { cancel_terms: split.terms, cancel_fee: split.toExpert } : {}),
      credits: async (trx, row, now) => {
        if (!split) throw new Error('A session is cancelled only once its split is decided.');
        await postSessionCancellation(trx, row, split, now);
      },
    };
  },
  /**
   * Only the buyer confirms a session early, and only once both were in the room together
   * (`settle` answers the settlement attendance gives, or null when they never were); the expert
   * never can: attendance decides at settlement.
   */
  complete: (settle: (trx: Tx, row: BookingRow, now: Date) => Promise<Settlement | null>): Transition => {
    let settlement: Settlement | null = null;
    return {
      who: ['buyer'],
      refusals: { expert: { message: ONLY_BUYER_CONFIRMS_MESSAGE, code: 'ONLY_BUYER_CONFIRMS' } },
      from: 'accepted',
      to: 'completed',
      check: (row, now) => {
        if (!row.scheduled_at || Date.parse(row.scheduled_at) > now.getTime())
          throw conflict(TOO_EARLY_TO_COMPLETE_MESSAGE, 'TOO_EARLY');
      },
      guard: async (trx, row, now) => {
        settlement = await settle(trx, row, now);
        if (!settlement) throw conflict(NOT_TOGETHER_YET_MESSAGE, 'NOT_TOGETHER_YET');
      },
      after: async (trx, row, now) => {
        if (settlement) await recordSettlement(trx, row.id, settlement, now);
      },
    };
  },
  expire: (): Transition => ({ who: ['system'], from: 'requested', to: 'expired' }),
  /** An active booking of a suspended account, cancelled by the operator who suspended it: the buyer gets every credit back. */
  cancelForSuspension: (from: 'requested' | 'accepted'): Transition => ({ who: ['system'], from, to: 'cancelled' }),
  /** The stage attendance settles the session in (sessions/settlement), its record kept with it. */
  settle: (settlement: Settlement): Transition => ({
    who: ['system'],
    from: 'accepted',
    to: settlement.outcome,
    after: (trx, row, now) => recordSettlement(trx, row.id, settlement, now),
  }),
};

/** Why a refund was made: the stage that refunds it (only those stages refund, creditsOfStage). */
function refundReasonOf(stage: BookingStage): RefundReason {
  const reason = REFUND_REASONS.find((r) => r === stage);
  if (!reason) throw new Error(`The stage ${stage} does not refund.`);
  return reason;
}

/** Writes one transition in one transaction; false when the booking had already left `from`. */
export async function applyTransition(
  trx: Tx,
  t: Transition,
  row: BookingRow,
  actor: { role: Role; userId: string | null },
  now: Date,
): Promise<boolean> {
  const iso = now.toISOString();
  await t.guard?.(trx, row, now);
  const moved = await trx
    .updateTable('bookings')
    .set({ ...t.set?.(row, now), stage: t.to, updated_at: iso })
    .where('id', '=', row.id)
    .where('stage', '=', t.from)
    .$if(t.from === 'requested' && t.to !== 'expired', (q) => q.where('expires_at', '>', iso))
    .$if(t.to === 'expired', (q) => q.where('expires_at', '<=', iso))
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  const credits = creditsOfStage(t.to);
  if (t.credits) {
    await t.credits(trx, row, now);
  } else if (credits === 'refunded') {
    await appendEntry(trx, {
      userId: row.buyer_id,
      kind: 'refund',
      credits: row.credits,
      bookingId: row.id,
      note: { key: 'refund', gig: row.gig_title, reason: refundReasonOf(t.to) },
      now,
    });
  } else if (credits === 'released') {
    await ensureWallet(trx, row.expert_user_id, now);
    await appendEntry(trx, {
      userId: row.expert_user_id,
      kind: 'release',
      credits: row.credits,
      bookingId: row.id,
      note: { key: 'earned', gig: row.gig_title, package: row.package_title },
      now,
    });
    await settleFee(trx, row.id, now);
  }
  await trx
    .insertInto('booking_events')
    .values({
      id: randomUUID(),
      booking_id: row.id,
      from_stage: t.from,
      to_stage: t.to,
      actor: actor.role,
      actor_user_id: actor.userId,
      created_at: iso,
    })
    .execute();
  await scheduleJobs(trx, t.jobs?.(row, now) ?? [], now);
  await t.after?.(trx, row, now);
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

  /** A transition of the system's (money and mails as any); false when the booking had already moved. */
  async function bySystem(t: Transition, row: BookingRow): Promise<boolean> {
    const done = await db
      .transaction()
      .execute((trx) => applyTransition(trx, t, row, { role: 'system', userId: null }, deps.clock.now()));
    if (done) {
      const fresh = await findBooking(db, row.id);
      if (fresh) await mail(t.to, fresh);
    }
    return done;
  }

  /** Expires one request whose time is up (refund, mails); false when it had already moved. */
  const expireOne = (row: BookingRow) => bySystem(transitions.expire(), row);
  /** Settles one accepted booking from its attendance (release or refund, mails to both); false when it had already moved. */
  const settle = (row: BookingRow, settlement: Settlement) => bySystem(transitions.settle(settlement), row);

  /** Runs a transition, or the one `pick` chooses for the booking as it is now (a cancel: of a request or of a session). */
  async function run(pick: Transition | ((row: BookingRow) => Transition), bookingId: string, userId: string): Promise<Booking> {
    const now = deps.clock.now();
    const row = await bookings.visibleRow(bookingId, userId);
    const t = typeof pick === 'function' ? pick(row) : pick;
    const role: Role = row.buyer_id === userId ? 'buyer' : 'expert';
    const refusal = t.refusals?.[role];
    if (refusal) throw new AppError(403, refusal.code, refusal.message);
    if (!t.who.includes(role)) throw forbidden(t.who[0] === 'expert' ? ONLY_EXPERT_MESSAGE : ONLY_BUYER_MESSAGE);
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
    const applied = await db.transaction().execute((trx) => applyTransition(trx, t, row, { role, userId }, now));
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

  return { run, expireOne, settle };
}

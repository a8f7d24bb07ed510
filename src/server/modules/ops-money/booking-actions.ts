import { randomUUID } from 'node:crypto';
import { creditsOfStage, type BookingStage } from '#shared/domain/booking';
import type { OperatorRole } from '#shared/domain/operator-roles';
import {
  OPS_CANCELLABLE_STAGES,
  OPS_MONEY_CODES,
  OPS_MONEY_MESSAGES,
  OPS_SETTLED_STAGES,
  buyerShareOfRefund,
  type OpsCancelBookingBody,
  type OpsResettleBody,
} from '#shared/domain/ops-money';
import type { Tx } from '../../db/queryable';
import { AppError, badRequest, notFound } from '../../http/errors';
import type { AppDeps } from '../context';
import { recordAudit } from '../ops/audit';
import { postCancellation, postResettlement, type BookingParties } from './booking-money';

/** The operator acting, as the route's authorization found them, and where the request came from. */
export interface OperatorCall {
  operatorId: string;
  role: OperatorRole;
  ip: string | null;
  requestId: string | null;
}

/** What the parties are told once an operator's move committed (bell and mail, ./operator-notices). */
export type BookingMoveNotice = (move: { event: 'cancelled' | 'resettled'; bookingId: string; buyerCredits: number; expertCredits: number }) => Promise<void>;

const includes = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** The booking changed under the operator: 409 with the stage it is in now. */
const changed = (message: string, stage: BookingStage, updatedAt: string) =>
  new AppError(409, OPS_MONEY_CODES.bookingChanged, message, { stage, updatedAt });

/** The booking locked for the transaction (a row lock on PostgreSQL; SQLite writes one transaction at a time). */
async function lockBooking(trx: Tx, deps: AppDeps, bookingId: string) {
  const b = await trx
    .selectFrom('bookings as b')
    .innerJoin('expert_profiles as e', 'e.id', 'b.expert_id')
    .selectAll('b')
    .select('e.user_id as expert_user_id')
    .where('b.id', '=', bookingId)
    .$if(deps.db.kind === 'postgres', (q) => q.forUpdate('b'))
    .executeTakeFirst();
  if (!b) throw notFound(OPS_MONEY_MESSAGES.bookingNotFound);
  const parties: BookingParties = {
    bookingId: b.id,
    buyerId: b.buyer_id,
    expertUserId: b.expert_user_id,
    gigTitle: b.gig_title,
    packageTitle: b.package_title,
    credits: Number(b.credits),
  };
  return { b, parties };
}

/** Moves the stage only if it is still the one read (the one winner of a race), with its timeline event. */
async function moveStage(trx: Tx, bookingId: string, from: BookingStage, to: BookingStage, call: OperatorCall, reason: string, iso: string): Promise<boolean> {
  const moved = await trx.updateTable('bookings').set({ stage: to, updated_at: iso }).where('id', '=', bookingId).where('stage', '=', from).executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  await trx
    .insertInto('booking_events')
    .values({ id: randomUUID(), booking_id: bookingId, from_stage: from, to_stage: to, actor: 'operator', actor_user_id: call.operatorId, note: reason, created_at: iso })
    .execute();
  return true;
}

type Locked = Awaited<ReturnType<typeof lockBooking>>;

/** What a move made of the booking's credits, and what its audit row keeps. */
interface MoveResult {
  buyerCredits: number;
  expertCredits: number;
  action: 'bookings.cancel' | 'refunds.resettle';
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * An operator's move of a booking: in one transaction holding the booking's lock, the move itself
 * (stage, timeline event, ledger rows) and its audit row; once committed, both parties are told.
 */
async function operatorMove(
  deps: AppDeps,
  notice: BookingMoveNotice,
  event: 'cancelled' | 'resettled',
  bookingId: string,
  call: OperatorCall,
  reason: string,
  move: (trx: Tx, locked: Locked, now: Date) => Promise<MoveResult>,
): Promise<void> {
  const now = deps.clock.now();
  const done = await deps.db.kysely.transaction().execute(async (trx) => {
    const result = await move(trx, await lockBooking(trx, deps, bookingId), now);
    await recordAudit(trx, {
      operatorId: call.operatorId,
      role: call.role,
      action: result.action,
      target: { type: 'booking', id: bookingId },
      reason,
      before: result.before,
      after: result.after,
      ip: call.ip,
      requestId: call.requestId,
      at: now,
    });
    return result;
  });
  await notice({ event, bookingId, buyerCredits: done.buyerCredits, expertCredits: done.expertCredits });
}

/**
 * Support cancels a booking whose credits are still held (requested or accepted): a full refund, or
 * `buyerCredits` back to the buyer and the rest to the expert; the stage, its timeline event, the
 * ledger rows and one audit row in one transaction, then both parties are told. A booking that left
 * those stages answers 409 with its stage; a partial refund that does not fit answers 400; nothing is written.
 */
export const cancelBooking = (deps: AppDeps, notice: BookingMoveNotice, bookingId: string, body: OpsCancelBookingBody, call: OperatorCall) =>
  operatorMove(deps, notice, 'cancelled', bookingId, call, body.reason, async (trx, { b, parties }, now) => {
    if (!includes(OPS_CANCELLABLE_STAGES, b.stage)) throw changed(OPS_MONEY_MESSAGES.notCancellable(b.stage), b.stage, b.updated_at);
    const buyerCredits = buyerShareOfRefund(body.refund, parties.credits);
    if (buyerCredits === null) {
      const message = OPS_MONEY_MESSAGES.buyerCredits(parties.credits);
      throw badRequest(message, { refund: message });
    }
    if (!(await moveStage(trx, b.id, b.stage, 'cancelled', call, body.reason, now.toISOString())))
      throw changed(OPS_MONEY_MESSAGES.notCancellable(b.stage), b.stage, b.updated_at);
    await postCancellation(trx, deps.db.kind, parties, buyerCredits, now);
    const expertCredits = parties.credits - buyerCredits;
    return {
      buyerCredits,
      expertCredits,
      action: 'bookings.cancel',
      before: { stage: b.stage, credits: parties.credits, held: parties.credits },
      after: { stage: 'cancelled', buyerCredits, expertCredits },
    };
  });

/**
 * Finance settles a settled session again in another settlement stage (completed ↔ expert_no_show,
 * …): the earlier settlement's entries reversed and the new ones posted, the stage, its timeline
 * event and one audit row in one transaction; then both parties are told. 409 when the booking is
 * not settled or already settled so, or a dispute holds or decided it; nothing is written then.
 */
export const resettleBooking = (deps: AppDeps, notice: BookingMoveNotice, bookingId: string, body: OpsResettleBody, call: OperatorCall) =>
  operatorMove(deps, notice, 'resettled', bookingId, call, body.reason, async (trx, { b, parties }, now) => {
    if (!includes(OPS_SETTLED_STAGES, b.stage)) throw changed(OPS_MONEY_MESSAGES.notSettled(b.stage), b.stage, b.updated_at);
    if (b.stage === body.outcome) throw changed(OPS_MONEY_MESSAGES.sameOutcome(b.stage), b.stage, b.updated_at);
    const dispute = await trx.selectFrom('disputes').select(['id', 'stage', 'outcome']).where('booking_id', '=', b.id).executeTakeFirst();
    if (dispute) {
      const message = dispute.stage === 'decided' ? OPS_MONEY_MESSAGES.disputeDecided : OPS_MONEY_MESSAGES.disputeOpen;
      throw new AppError(409, OPS_MONEY_CODES.disputed, message, { disputeId: dispute.id, disputeStage: dispute.stage, outcome: dispute.outcome ?? '' });
    }
    if (!(await moveStage(trx, b.id, b.stage, body.outcome, call, body.reason, now.toISOString())))
      throw changed(OPS_MONEY_MESSAGES.notSettled(b.stage), b.stage, b.updated_at);
    const movedToBuyer = await postResettlement(trx, deps.db.kind, parties, body.outcome, now);
    const buyerCredits = creditsOfStage(body.outcome) === 'refunded' ? parties.credits : 0;
    const expertCredits = parties.credits - buyerCredits;
    return {
      buyerCredits,
      expertCredits,
      action: 'refunds.resettle',
      before: { stage: b.stage, credits: parties.credits },
      after: { stage: body.outcome, buyerCredits, expertCredits, movedToBuyer },
    };
  });

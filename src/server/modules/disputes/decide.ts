import {
  DISPUTE_DECIDED_CODE,
  DISPUTE_MESSAGES,
  buyerShareOf,
  decideDisputeBodySchema,
  lapsedAnswerDecision,
  lapsedDecisionDecision,
  splitFits,
  type DisputeDecider,
  type DisputeDecision,
  type DisputeStage,
} from '#shared/domain/dispute';
import { OPERATOR_PERMISSIONS, type OperatorRole } from '#shared/domain/operator-roles';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors';
import type { Queryable, Tx } from '../../db/queryable';
import type { AppDeps } from '../context';
import { recordAudit } from '../ops/audit';
import { rolesOf } from '../ops/roles';
import type { DisputeContext } from './context';
import { announceDispute } from './mail';
import { moveDisputedCredits, type DisputeParties } from './money';
import { findDispute, lockDispute } from './repo';
import type { DisputesTable } from './tables';

/** The answer to an action on a dispute that was decided meanwhile: 409 with what happened. */
export function alreadyDecided(d: DisputesTable): AppError {
  return new AppError(409, DISPUTE_DECIDED_CODE, DISPUTE_MESSAGES.alreadyDecided, {
    stage: d.stage,
    outcome: d.outcome ?? '',
    buyerCredits: String(d.buyer_credits ?? ''),
    decidedBy: d.decided_by ?? '',
    decidedAt: d.decided_at ?? '',
  });
}

export async function partiesOf(db: Queryable, bookingId: string): Promise<DisputeParties> {
  const b = await db
    .selectFrom('bookings as b')
    .innerJoin('expert_profiles as e', 'e.id', 'b.expert_id')
    .select(['b.id', 'b.buyer_id', 'e.user_id', 'b.gig_title'])
    .where('b.id', '=', bookingId)
    .executeTakeFirstOrThrow();
  return { bookingId: b.id, buyerId: b.buyer_id, expertUserId: b.user_id, gigTitle: b.gig_title };
}

/**
 * Closes a dispute with a decision inside the caller's transaction: a conditional move from the
 * stages given (the one winner of a race; false when it had already moved), then the credits.
 */
async function close(
  trx: Tx,
  deps: AppDeps,
  d: DisputesTable,
  from: readonly DisputeStage[],
  decision: DisputeDecision,
  by: { decider: DisputeDecider; operatorId: string | null },
  now: Date,
): Promise<DisputesTable | null> {
  const buyerCredits = buyerShareOf(decision, d.credits);
  const iso = now.toISOString();
  const moved = await trx
    .updateTable('disputes')
    .set({ stage: 'decided', outcome: decision.kind, buyer_credits: buyerCredits, decided_by: by.decider, operator_id: by.operatorId, decided_at: iso, updated_at: iso })
    .where('id', '=', d.id)
    .where('stage', 'in', [...from])
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return null;
  await moveDisputedCredits(trx, deps.db.kind, d, await partiesOf(trx, d.booking_id), buyerCredits, now);
  return (await findDispute(trx, d.id)) ?? null;
}

export interface DecideDisputeInput {
  disputeId: string;
  operatorId: string;
  /** The role the operator acts as (recorded in the audit row): one they hold that may act on disputes. */
  role: OperatorRole;
  /** release | refund | split (with the credits the buyer gets back), as the console sends it. */
  outcome: unknown;
  /** Why (operatorReasonSchema). */
  reason: unknown;
  ip?: string | null;
  requestId?: string | null;
}

/**
 * Support's decision of an open dispute (stage opened or awaiting_decision): the ledger's entries,
 * the dispute's new stage and one audit row, in one transaction; then both parties are told. Refuses
 * an operator without the role (403) before reading the decision (400); a dispute already decided
 * answers 409 with what it was decided as, and nothing is written.
 */
export async function decideDispute(ctx: DisputeContext, input: DecideDisputeInput): Promise<DisputesTable> {
  const { deps } = ctx;
  const db = deps.db.kysely;
  const held = await rolesOf(db, input.operatorId);
  if (!held.includes(input.role) || OPERATOR_PERMISSIONS[input.role].disputes !== 'act') throw forbidden(DISPUTE_MESSAGES.notSupport);
  const parsed = decideDisputeBodySchema.safeParse({ outcome: input.outcome, reason: input.reason });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.message ?? DISPUTE_MESSAGES.splitRange;
    throw badRequest(message, { [String(issue?.path[0] ?? 'outcome')]: message });
  }
  const { outcome, reason } = parsed.data;
  const now = deps.clock.now();
  const decided = await db.transaction().execute(async (trx) => {
    const d = await lockDispute(trx, deps.db.kind, input.disputeId);
    if (!d) throw notFound(DISPUTE_MESSAGES.notFound);
    if (d.stage === 'decided') throw alreadyDecided(d);
    if (!splitFits(outcome, d.credits)) throw badRequest(DISPUTE_MESSAGES.splitRange, { outcome: DISPUTE_MESSAGES.splitRange });
    const after = await close(trx, deps, d, ['opened', 'awaiting_decision'], outcome, { decider: 'support', operatorId: input.operatorId }, now);
    if (!after) throw alreadyDecided((await findDispute(trx, d.id)) ?? d);
    await recordAudit(trx, {
      operatorId: input.operatorId,
      role: input.role,
      action: 'disputes.decide',
      target: { type: 'dispute', id: d.id },
      reason,
      before: { stage: d.stage, credits: d.credits, settledToBuyer: d.settled_to_buyer === 1 },
      after: { stage: after.stage, outcome: after.outcome, buyerCredits: after.buyer_credits, expertCredits: d.credits - (after.buyer_credits ?? 0) },
      ip: input.ip ?? null,
      requestId: input.requestId ?? null,
      at: now,
    });
    return after;
  });
  await announceDispute(ctx, 'decided', decided.id);
  return decided;
}

/**
 * A deadline that passed (the job at its time): unanswered, the side that did not answer loses;
 * undecided by support, the settlement stands. False when the dispute had moved on meanwhile.
 */
export async function lapseDispute(ctx: DisputeContext, disputeId: string, deadline: 'answer' | 'decision'): Promise<boolean> {
  const { deps } = ctx;
  const now = deps.clock.now();
  const closed = await deps.db.kysely.transaction().execute(async (trx) => {
    const d = await lockDispute(trx, deps.db.kind, disputeId);
    const stage: DisputeStage = deadline === 'answer' ? 'opened' : 'awaiting_decision';
    const due = deadline === 'answer' ? d?.answer_due_at : d?.decision_due_at;
    if (!d || d.stage !== stage || !due || Date.parse(due) > now.getTime()) return null;
    const decision = deadline === 'answer' ? lapsedAnswerDecision(d.opened_by) : lapsedDecisionDecision(d.settled_to_buyer === 1);
    const decider: DisputeDecider = deadline === 'answer' ? 'answer_lapsed' : 'decision_lapsed';
    return close(trx, deps, d, [stage], decision, { decider, operatorId: null }, now);
  });
  if (closed) await announceDispute(ctx, 'lapsed', closed.id);
  return closed !== null;
}

import { z } from 'zod';
import { english } from '#shared/i18n/english';
import { operatorReasonSchema } from './operator-roles';

/**
 * Disputes of a settled session (docs/decisions/disputes.md). Either party may open one within
 * 72 hours of the settlement; the other side answers within 72 hours in the dispute's thread; support
 * then decides within 5 days. While it is open the session's credits stay with the side that holds
 * them and cannot be withdrawn or spent. A deadline that passes resolves the dispute by the rules below.
 */
const HOUR = 3600_000;

/** How long after the settlement a party may open a dispute. */
export const DISPUTE_WINDOW_HOURS = 72;
export const DISPUTE_WINDOW_MS = DISPUTE_WINDOW_HOURS * HOUR;
/** How long the other side has to answer in the thread. */
export const DISPUTE_ANSWER_HOURS = 72;
export const DISPUTE_ANSWER_MS = DISPUTE_ANSWER_HOURS * HOUR;
/** How long support has to decide once the other side answered (shown to both). */
export const DISPUTE_DECISION_DAYS = 5;
export const DISPUTE_DECISION_MS = DISPUTE_DECISION_DAYS * 24 * HOUR;

export const DISPUTE_REASONS = ['not_as_described', 'poor_quality', 'attendance_wrong', 'conduct', 'technical', 'other'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

/** opened: the other side's answer is due; awaiting_decision: support's decision is due; decided: final. */
export const DISPUTE_STAGES = ['opened', 'awaiting_decision', 'decided'] as const;
export type DisputeStage = (typeof DISPUTE_STAGES)[number];

export const DISPUTE_OUTCOMES = ['release', 'refund', 'split'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** Who settled a decided dispute: support, or one of the two lapsed deadlines. */
export const DISPUTE_DECIDERS = ['support', 'answer_lapsed', 'decision_lapsed'] as const;
export type DisputeDecider = (typeof DISPUTE_DECIDERS)[number];

export type DisputeSide = 'buyer' | 'expert';

/** What its parties are told of (bell and email), one notice per stage reached. */
export type DisputeEvent = 'opened' | 'answered' | 'lapsed' | 'decided';

export const DISPUTE_TEXT_MIN = 20;
export const DISPUTE_TEXT_MAX = 2000;
export const DISPUTE_POST_MAX = 2000;

export const DISPUTE_MESSAGES = {
  reason: english('messages:dispute.reason'),
  textShort: english('messages:dispute.textShort', { min: DISPUTE_TEXT_MIN }),
  textLong: english('messages:dispute.textLong', { max: DISPUTE_TEXT_MAX }),
  postEmpty: english('messages:dispute.postEmpty'),
  postLong: english('messages:dispute.postLong', { max: DISPUTE_POST_MAX }),
  notFound: english('messages:dispute.notFound'),
  notSettled: english('messages:dispute.notSettled'),
  windowClosed: english('messages:dispute.windowClosed', { hours: DISPUTE_WINDOW_HOURS }),
  alreadyOpen: english('messages:dispute.alreadyOpen'),
  alreadyDecided: english('messages:dispute.alreadyDecided'),
  // Support's own refusals: the console's texts are English (docs/decisions/operations.md).
  splitRange: 'A split gives the buyer at least 1 credit and fewer than all of them.',
  notSupport: 'Only an operator acting as support decides disputes.',
} as const;

/** The 409 code of an action on a dispute that was decided meanwhile (its details say how). */
export const DISPUTE_DECIDED_CODE = 'DISPUTE_DECIDED';

/** A withdrawal refused because it would take credits an open dispute holds. */
export const heldInDisputeMessage = (held: number, available: number) =>
  english('messages:dispute.heldInDispute', { held, credits: available });

export const openDisputeBodySchema = z.object({
  reason: z.enum(DISPUTE_REASONS, { error: DISPUTE_MESSAGES.reason }),
  text: z
    .string({ error: DISPUTE_MESSAGES.textShort })
    .trim()
    .min(DISPUTE_TEXT_MIN, DISPUTE_MESSAGES.textShort)
    .max(DISPUTE_TEXT_MAX, DISPUTE_MESSAGES.textLong),
});
export type OpenDisputeBody = z.infer<typeof openDisputeBodySchema>;

export const disputePostBodySchema = z.object({
  text: z
    .string({ error: DISPUTE_MESSAGES.postEmpty })
    .trim()
    .min(1, DISPUTE_MESSAGES.postEmpty)
    .max(DISPUTE_POST_MAX, DISPUTE_MESSAGES.postLong),
});

/** Support's decision: everything to the expert, everything back to the buyer, or this many credits back to the buyer. */
export const disputeOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('release') }),
  z.object({ kind: z.literal('refund') }),
  z.object({ kind: z.literal('split'), buyerCredits: z.number().int(DISPUTE_MESSAGES.splitRange).min(1, DISPUTE_MESSAGES.splitRange) }),
]);
export type DisputeDecision = z.infer<typeof disputeOutcomeSchema>;

export const decideDisputeBodySchema = z.object({ outcome: disputeOutcomeSchema, reason: operatorReasonSchema });

/** The session's credits the buyer ends with after a decision (the expert keeps the rest). */
export function buyerShareOf(decision: DisputeDecision, credits: number): number {
  if (decision.kind === 'release') return 0;
  if (decision.kind === 'refund') return credits;
  return decision.buyerCredits;
}

/** A split gives the buyer some but not all of the credits (all or none is a refund or a release). */
export const splitFits = (decision: DisputeDecision, credits: number): boolean =>
  decision.kind !== 'split' || decision.buyerCredits < credits;

/** Whether a booking settled at `settledAt` may still be disputed at `now`. */
export const disputeWindowOpen = (settledAt: string, now: Date): boolean =>
  now.getTime() < Date.parse(settledAt) + DISPUTE_WINDOW_MS;

/**
 * The lapsed answer deadline: the side that did not answer loses. A buyer who opened is refunded in
 * full; an expert who opened is paid in full.
 */
export const lapsedAnswerDecision = (openedBy: DisputeSide): DisputeDecision =>
  openedBy === 'buyer' ? { kind: 'refund' } : { kind: 'release' };

/** The lapsed support deadline: the settlement stands as it was (the credits stay where they are). */
export const lapsedDecisionDecision = (settledToBuyer: boolean): DisputeDecision =>
  settledToBuyer ? { kind: 'refund' } : { kind: 'release' };

import { z } from 'zod';
import { operatorReasonSchema } from './operator-roles';
import type { BookingStage } from './booking';
import type { SettlementOutcome } from './session-settlement';

/**
 * The console's bookings and money: cancelling a booking with a full or partial refund, settling a
 * settled session again, failed payouts and the daily reconciliation of Razorpay's payments. Console
 * copy, in English (the console is for the team); what the parties are told is in the emails' catalogue.
 */

/** A booking an operator may cancel: its credits are still held (nobody was paid yet). */
export const OPS_CANCELLABLE_STAGES = ['requested', 'accepted'] as const satisfies readonly BookingStage[];

/** The stages a session settles in: an operator may settle it again in another one of them. */
export const OPS_SETTLED_STAGES = ['completed', 'buyer_no_show', 'expert_no_show', 'not_held'] as const satisfies readonly SettlementOutcome[];

export const OPS_MONEY_MESSAGES = {
  bookingNotFound: 'There is no booking with this id.',
  refundKind: 'Choose a full or a partial refund.',
  buyerCredits: (credits: number) => `A partial refund gives the buyer between 0 and ${credits - 1} of the booking's ${credits} credits.`,
  buyerCreditsWhole: 'The credits given back are a whole number of at least 0.',
  outcome: `Choose how the session settles: ${OPS_SETTLED_STAGES.join(', ')}.`,
  notCancellable: (stage: BookingStage) => `This booking is ${stage} already: only a requested or accepted booking can be cancelled.`,
  notSettled: (stage: BookingStage) => `This booking is ${stage}: only a settled session can be settled again.`,
  sameOutcome: (stage: BookingStage) => `This session is settled as ${stage} already.`,
  disputeOpen: 'A dispute of this session is open and holds its credits: decide the dispute instead.',
  disputeDecided: 'A dispute of this session was decided: its decision is final and is not settled again here.',
  payoutNotFound: 'There is no payout with this id.',
  payoutNotFailed: (status: string) => `This payout is ${status}: only a failed payout can be retried or returned.`,
  payoutResolved: (outcome: string) => `This failed payout was ${outcome} already.`,
  payoutShort: (available: number, credits: number) =>
    `The wallet has ${available} credits available: the payout of ${credits} cannot be retried. Return it instead.`,
  day: 'Give a day such as 2026-03-01, today or before.',
} as const;

/** The codes of the 409s, so the console tells what happened. */
export const OPS_MONEY_CODES = {
  bookingChanged: 'BOOKING_CHANGED',
  disputed: 'BOOKING_DISPUTED',
  payoutChanged: 'PAYOUT_CHANGED',
  payoutShort: 'PAYOUT_SHORT',
} as const;

const buyerCreditsSchema = z
  .number({ error: OPS_MONEY_MESSAGES.buyerCreditsWhole })
  .int({ error: OPS_MONEY_MESSAGES.buyerCreditsWhole })
  .min(0, { error: OPS_MONEY_MESSAGES.buyerCreditsWhole });

/** A cancellation's refund: all the credits back to the buyer, or `buyerCredits` of them and the rest to the expert. */
export const opsRefundSchema = z.discriminatedUnion(
  'kind',
  [z.object({ kind: z.literal('full') }), z.object({ kind: z.literal('partial'), buyerCredits: buyerCreditsSchema })],
  { error: OPS_MONEY_MESSAGES.refundKind },
);
export type OpsRefund = z.infer<typeof opsRefundSchema>;

export const opsCancelBookingBodySchema = z.object({ refund: opsRefundSchema, reason: operatorReasonSchema });
export type OpsCancelBookingBody = z.infer<typeof opsCancelBookingBodySchema>;

/** The credits the buyer ends with; null when a partial refund does not fit the booking (0 to credits - 1). */
export function buyerShareOfRefund(refund: OpsRefund, credits: number): number | null {
  if (refund.kind === 'full') return credits;
  return refund.buyerCredits < credits ? refund.buyerCredits : null;
}

export const opsResettleBodySchema = z.object({
  outcome: z.enum(OPS_SETTLED_STAGES, { error: OPS_MONEY_MESSAGES.outcome }),
  reason: operatorReasonSchema,
});
export type OpsResettleBody = z.infer<typeof opsResettleBodySchema>;

/** A payout action (retry, return) asks only why. */
export const opsPayoutActionBodySchema = z.object({ reason: operatorReasonSchema });

/** A day as the reconciliation names it (UTC). */
const daySchema = z.iso.date({ error: OPS_MONEY_MESSAGES.day });

/** The finance "run now": which day to reconcile (default: today so far), and why. */
export const opsReconcileBodySchema = z.object({ day: daySchema.optional(), reason: operatorReasonSchema });

export const opsReconciliationQuerySchema = z.object({ runId: z.string().trim().min(1).max(64).optional() });

/** What a reconciliation finds wrong between Razorpay's payment events and the ledger's top-ups. */
export const RECONCILIATION_MISMATCHES = ['captured_without_credits', 'credits_without_capture', 'amount_differs'] as const;
export type ReconciliationMismatchKind = (typeof RECONCILIATION_MISMATCHES)[number];

export const RECONCILIATION_MISMATCH_TEXTS: Record<ReconciliationMismatchKind, string> = {
  captured_without_credits: 'A captured payment with no credits',
  credits_without_capture: 'Credits with no captured payment',
  amount_differs: 'The captured amount differs from the purchase',
};

/** How many runs the reconciliation page lists, newest first. */
export const RECONCILIATION_RUNS_SHOWN = 30;

/** Who moved a booking, as its timeline names them. */
export const BOOKING_ACTORS = ['buyer', 'expert', 'job', 'operator'] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

import { z } from 'zod';
import { english } from '#shared/i18n/english';

/**
 * The credits wallet. Every movement of credits is one entry of an append-only ledger;
 * a wallet's balance is the sum of its entries. Buyers top up through a payment provider; a
 * booking holds its credits (escrow) until they are released to the expert or refunded. An expert
 * takes released credits out with a withdrawal (domain/payouts); a failed one is returned.
 */
export const LEDGER_KINDS = [
  'topup',
  'hold',
  'release',
  'refund',
  'withdrawal',
  'withdrawal_return',
  // A dispute's decision moving a session's credits from one side (debit) to the other (credit).
  'dispute_credit',
  'dispute_debit',
  // Support correcting a settled session's settlement: the earlier entries reversed, the new ones posted.
  'correction_credit',
  'correction_debit',
  // The platform's fee on a session's earnings taken from the expert (domain/platform-fee), and a fee
  // given back when a dispute or a correction shrank the expert's share.
  'fee',
  'fee_return',
  // The credits Pro for buyers gives with each paid period (domain/pro-plans), one entry per invoice.
  'pro_bundle',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The kinds that bring credits bought into a wallet: a top-up, and Pro's bundle paid with its plan. */
export const BOUGHT_KINDS = ['topup', 'pro_bundle'] as const satisfies readonly LedgerKind[];

export const MIN_TOPUP_CREDITS = 1;
export const MAX_TOPUP_CREDITS = 10_000;

export const TOPUP_RANGE_MESSAGE = english('messages:wallet.topupRange', { min: MIN_TOPUP_CREDITS, max: MAX_TOPUP_CREDITS.toLocaleString('en-IN') });
export const TEST_MODE_NOTICE = 'Test mode: no real payment is taken and the credits are added at once.';

/** Kept here for the wallet's callers; it lives with the pricing tiers. */
export { rupeesOf } from './pricing-tiers';

/** "₹1,250" for an amount in rupees, Indian digit grouping. */
export function formatRupees(rupees: number): string {
  return `₹${rupees.toLocaleString('en-IN')}`;
}

export const topupBodySchema = z.object({
  credits: z
    .number({ error: TOPUP_RANGE_MESSAGE })
    .int(TOPUP_RANGE_MESSAGE)
    .min(MIN_TOPUP_CREDITS, TOPUP_RANGE_MESSAGE)
    .max(MAX_TOPUP_CREDITS, TOPUP_RANGE_MESSAGE),
});

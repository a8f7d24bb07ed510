import { z } from 'zod';
import { formatRupees, rupeesOf } from './wallet';
import { english } from '#shared/i18n/english';

/**
 * Withdrawals of an expert's earnings. The expert saves one payout account (a bank
 * account or a UPI id), shown masked ever after; a withdrawal takes credits out of the wallet as a
 * ledger entry and is paid out by the payout provider: requested → paid, or failed (the credits
 * come back, once).
 */
export const MIN_WITHDRAWAL_CREDITS = 100;
export const MAX_WITHDRAWAL_CREDITS = 50_000;

export const PAYOUT_METHODS = ['upi', 'bank'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const PAYOUT_STATUSES = ['requested', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const WITHDRAW_RANGE_MESSAGE = english('messages:payouts.withdrawRange', { min: MIN_WITHDRAWAL_CREDITS, max: MAX_WITHDRAWAL_CREDITS.toLocaleString('en-IN') });
export const UPI_ID_MESSAGE = english('messages:payouts.upiId');
export const ACCOUNT_NUMBER_MESSAGE = english('messages:payouts.accountNumber');
export const IFSC_MESSAGE = english('messages:payouts.ifsc');
export const HOLDER_NAME_MESSAGE = english('messages:payouts.holderName');
/** Credits as a number (each language writes its digits) and what they come to in rupees. */
const creditValues = (credits: number) => ({ credits, rupees: formatRupees(rupeesOf(credits)) });
export const withdrawOverAvailableMessage = (available: number) =>
  available < MIN_WITHDRAWAL_CREDITS
    ? english('messages:payouts.withdrawMinimum', creditValues(MIN_WITHDRAWAL_CREDITS))
    : english('messages:payouts.withdrawUpTo', creditValues(available));

/** NPCI's virtual payment address: a name (letters, digits, . - _) at a handle of letters. */
const UPI_ID = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$/;
/** Indian bank account numbers are 9 to 18 digits. */
const ACCOUNT_NUMBER = /^\d{9,18}$/;
/** RBI's IFSC: 4 letters (the bank), a 0, 6 letters or digits (the branch). */
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

const upiAccountSchema = z.object({
  method: z.literal('upi'),
  upiId: z.string({ error: UPI_ID_MESSAGE }).trim().max(321, UPI_ID_MESSAGE).regex(UPI_ID, UPI_ID_MESSAGE),
});
const bankAccountSchema = z.object({
  method: z.literal('bank'),
  holderName: z
    .string({ error: HOLDER_NAME_MESSAGE })
    .trim()
    .min(2, HOLDER_NAME_MESSAGE)
    .max(100, HOLDER_NAME_MESSAGE),
  accountNumber: z
    .string({ error: ACCOUNT_NUMBER_MESSAGE })
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(ACCOUNT_NUMBER, ACCOUNT_NUMBER_MESSAGE)),
  ifsc: z.string({ error: IFSC_MESSAGE }).trim().toUpperCase().regex(IFSC, IFSC_MESSAGE),
});

/** The payout account form (and the server's check of it): a UPI id, or a bank account with its IFSC. */
export const payoutAccountSchema = z.discriminatedUnion('method', [upiAccountSchema, bankAccountSchema]);
export type PayoutAccountInput = z.input<typeof payoutAccountSchema>;
export type PayoutAccount = z.output<typeof payoutAccountSchema>;

export const withdrawBodySchema = z.object({
  credits: z
    .number({ error: WITHDRAW_RANGE_MESSAGE })
    .int(WITHDRAW_RANGE_MESSAGE)
    .min(MIN_WITHDRAWAL_CREDITS, WITHDRAW_RANGE_MESSAGE)
    .max(MAX_WITHDRAWAL_CREDITS, WITHDRAW_RANGE_MESSAGE),
  /** The form's idempotency key (one per attempt, sent again on a retry): a repeat answers the first withdrawal. */
  requestId: z.uuid().optional(),
});

const DOT = '•';

/** "ri•••@okhdfc": the first two characters of the name and the handle. */
export function maskUpiId(upiId: string): string {
  const at = upiId.lastIndexOf('@');
  return `${upiId.slice(0, Math.min(2, at))}${DOT.repeat(3)}${upiId.slice(at)}`;
}

/** "A/c ••••6789 · HDFC0001234": the last four digits and the branch. */
export const maskAccountNumber = (accountNumber: string, ifsc: string): string =>
  `A/c ${DOT.repeat(4)}${accountNumber.slice(-4)} · ${ifsc}`;

/** How a saved payout account is shown, everywhere: never in full. */
export function maskPayoutAccount(a: PayoutAccount): string {
  return a.method === 'upi' ? maskUpiId(a.upiId) : maskAccountNumber(a.accountNumber, a.ifsc);
}

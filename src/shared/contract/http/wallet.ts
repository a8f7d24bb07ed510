import { z } from 'zod';
import { LEDGER_KINDS, topupBodySchema } from '../../domain/wallet';
import { ledgerNoteSchema } from '../../domain/ledger-notes';
import { defineRoute } from './route';
import { maskedPayoutAccountSchema, withdrawalSchema } from './payouts';
import { providerCheckoutSchema } from './provider-checkout';
import { idFields } from './ids';

/** One ledger entry as the wallet and earnings pages list it. */
export const ledgerEntrySchema = z.object({
  ...idFields,
  kind: z.enum(LEDGER_KINDS),
  /** Signed: positive adds to the balance, negative takes from it. */
  credits: z.number(),
  bookingId: z.string().nullable(),
  /** An entry made before notes: its English text. */
  description: z.string(),
  /** What the entry is about, to be written in the reader's language; null for an entry made before notes. */
  note: ledgerNoteSchema.nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

const paymentProviderInfoSchema = z.object({
  name: z.string(),
  label: z.string(),
  testMode: z.boolean(),
});

export const walletSchema = z.object({
  balance: z.number(),
  /** Credits this user's open bookings hold (not spendable, refunded if the booking fails). */
  held: z.number(),
  rupeesPerCredit: z.number(),
  provider: paymentProviderInfoSchema,
});
export type Wallet = z.infer<typeof walletSchema>;

const walletResponseSchema = z.object({
  wallet: walletSchema,
  entries: z.array(ledgerEntrySchema),
});

const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
const checkoutResponseSchema = z.object({
  paymentId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  credits: z.number(),
  /** Where to send the buyer to pay (a hosted checkout page); null when the payment completed at once. */
  checkoutUrl: z.string().nullable(),
  /** How to open the provider's checkout in the page (Razorpay); null when it completed at once. */
  checkout: providerCheckoutSchema.nullable(),
  wallet: walletSchema,
});

/**
 * The expert's Earnings page: available (released, less the platform's fees, and not withdrawn, at most the balance), pending
 * (held in accepted bookings), withdrawn (requested or paid out), released in all, credits held for
 * open bookings, the balance, the payout account (masked) and the withdrawals.
 */
const earningsSchema = z.object({
  available: z.number(),
  pending: z.number(),
  /** What the pending credits will earn after the platform's fee, each booking at its own percent. */
  pendingEarning: z.number(),
  withdrawn: z.number(),
  /** The platform's fees taken from the released credits (net of fees given back). */
  fees: z.number(),
  balance: z.number(),
  released: z.number(),
  held: z.number(),
  completedSessions: z.number(),
  openBookings: z.number(),
  rupeesPerCredit: z.number(),
  releases: z.array(ledgerEntrySchema),
  payoutAccount: maskedPayoutAccountSchema.nullable(),
  withdrawals: z.array(withdrawalSchema),
});
export type Earnings = z.infer<typeof earningsSchema>;

/** The most a payment provider's webhook delivery may hold (its events are a few KB). */
export const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** What a webhook delivery did: settled the payment, found it settled already, or ignored the event. */
const webhookResponseSchema = z.object({
  received: z.literal(true),
  result: z.enum(['paid', 'failed', 'unchanged', 'ignored']),
});

/**
 * Buy credits: the amount, and the form's idempotency key (one per purchase attempt, sent again on
 * a retry): a repeat answers the first purchase and pays nothing twice.
 */
const checkoutBodySchema = topupBodySchema.extend({ requestId: z.uuid().optional() });

/** A request id sent again with another amount (a client bug): the first purchase stands. */
export const TOPUP_REQUEST_REUSED_MESSAGE =
  'This purchase was already started for another amount. Please start a new purchase.';

/** The credits wallet: balance, history, Buy credits, and the expert's earnings. */
export const walletRoutes = {
  /** Balance, held credits, the payment provider in use, and the latest ledger entries. */
  walletGet: defineRoute({
    method: 'GET',
    path: '/api/wallet',
    auth: 'user',
    response: walletResponseSchema,
  }),
  /**
   * Buy credits: starts a checkout with the payment provider. The built-in test provider completes
   * at once (status paid, no checkoutUrl); a hosted provider answers pending with its checkout URL
   * and credits arrive with its webhook. A repeated `requestId` answers the same payment.
   */
  walletCheckout: defineRoute({
    method: 'POST',
    creates: true,
    // Versioned: it answered 200 before the rule of docs/decisions/api.md (a POST that creates
    // answers 201), and it makes a payment, verified by its id.
    versioned: true,
    path: '/api/wallet/checkout',
    refuses: [404, 409, 502],
    auth: 'verified',
    body: checkoutBodySchema,
    response: checkoutResponseSchema,
  }),
  /** The expert's Earnings page. */
  walletEarnings: defineRoute({
    method: 'GET',
    path: '/api/wallet/earnings',
    refuses: [403],
    auth: 'expert',
    response: earningsSchema,
  }),
  /**
   * The platform's fee percent a booking of this expert's gigs made now would keep (the wizard's
   * pricing step shows what each package earns after it).
   */
  walletFee: defineRoute({
    method: 'GET',
    path: '/api/wallet/fee',
    auth: 'expert',
    response: z.object({ feePercent: z.number().int() }),
  }),
  /**
   * The payment provider's server tells us a payment settled. No session: the signature over the
   * exact bytes of the body (hence `rawBody`) is what authenticates it; a bad one answers 401.
   */
  walletWebhook: defineRoute({
    method: 'POST',
    path: '/api/wallet/webhooks/:provider',
    refuses: [401, 404],
    params: z.object({ provider: z.string().min(1).max(40) }),
    // No body at all reads as an empty one, so it fails on its signature like any other forgery.
    body: z
      .string()
      .max(WEBHOOK_BODY_LIMIT)
      .nullish()
      .transform((raw) => raw ?? ''),
    rawBody: true,
    response: webhookResponseSchema,
  }),
};

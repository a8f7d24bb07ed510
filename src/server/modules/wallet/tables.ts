import type { LedgerKind } from '#shared/domain/wallet';
import type { PayoutMethod, PayoutStatus } from '#shared/domain/payouts';

/** One row per user that has a wallet: the row a debit locks, so two debits cannot overspend. */
export interface WalletsTable {
  user_id: string;
  created_at: string;
}

/** The append-only ledger: a wallet's balance is the sum of its entries' credits. */
export interface WalletLedgerTable {
  id: string;
  user_id: string;
  kind: LedgerKind;
  /** Signed: a top-up, release or refund adds; a hold takes. */
  credits: number;
  /** The booking a hold, release or refund belongs to (one entry of each kind per booking). */
  booking_id: string | null;
  /** The payment a top-up comes from (one top-up per payment). */
  payment_id: string | null;
  /** The payout a withdrawal or its return belongs to (one of each kind per payout). */
  payout_id: string | null;
  /** The Pro invoice a bundle's credits come with (one bundle per invoice). */
  invoice_id: string | null;
  /** The English text of an entry made before notes; empty since. */
  description: string;
  /** What the entry is about, as a key and its values (a LedgerNote as JSON); null before notes. */
  note_json: string | null;
  created_at: string;
}

/** A purchase of credits through a payment provider. */
export interface PaymentsTable {
  id: string;
  user_id: string;
  /** The provider's name ('test' for the built-in test mode). */
  provider: string;
  /** The provider's id of the checkout or order, once known. */
  provider_ref: string | null;
  credits: number;
  /** The price in the currency's minor unit (paise). */
  amount_minor: number;
  currency: string;
  status: 'pending' | 'paid' | 'failed';
  /** The buyer's idempotency key of the purchase (one payment per buyer and key), when sent. */
  request_id: string | null;
  /** The provider's id of the payment that paid it (Razorpay pay_…), once known. */
  provider_payment_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A provider's webhook delivery already applied: a redelivery of the same event id changes nothing. */
export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  payment_id: string;
  received_at: string;
  /** What the event said (paid: captured, failed), its amount in paise and the provider's payment id; null before migration 1010. */
  status: 'paid' | 'failed' | null;
  amount_minor: number | null;
  currency: string | null;
  provider_payment_id: string | null;
}

/** An expert's saved payout account (one per user): the validated account as JSON, and its masked form. */
export interface PayoutAccountsTable {
  user_id: string;
  method: PayoutMethod;
  details_json: string;
  masked: string;
  /** The account's keyed hash (./payout-instrument.ts); null for an account saved before it was kept. */
  instrument_key: string | null;
  created_at: string;
  updated_at: string;
}

/** A withdrawal of credits to a payout account, paid out by the payout provider. */
export interface PayoutsTable {
  id: string;
  user_id: string;
  credits: number;
  /** The amount paid out in the currency's minor unit (paise). */
  amount_minor: number;
  currency: string;
  method: PayoutMethod;
  /** The account at the time of the request. */
  details_json: string;
  masked: string;
  status: PayoutStatus;
  provider: string;
  provider_ref: string | null;
  failure_reason: string | null;
  request_id: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * The platform's account: each row is the other side of one fee entry in an expert's wallet (a fee
 * the platform keeps, positive; a fee given back when the expert's share shrank, negative).
 */
export interface PlatformLedgerTable {
  id: string;
  kind: 'fee' | 'fee_return';
  credits: number;
  booking_id: string;
  /** The expert whose wallet the fee entry is in. */
  user_id: string;
  /** The wallet_ledger entry this row balances (one each). */
  ledger_entry_id: string;
  /** The booking's fee percent the fee was worked out at. */
  percent: number;
  created_at: string;
}

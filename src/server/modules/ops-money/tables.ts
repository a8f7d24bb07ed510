import type { ReconciliationMismatchKind } from '#shared/domain/ops-money';

/** A failed payout finance resolved: retried as a new payout, or left returned to the wallet (one resolution each). */
export interface PayoutResolutionsTable {
  payout_id: string;
  outcome: 'retried' | 'returned';
  /** The new payout a retry made. */
  retry_payout_id: string | null;
  operator_id: string | null;
  created_at: string;
}

/** One reconciliation of a day's Razorpay payment events against the ledger's top-ups. */
export interface ReconciliationRunsTable {
  id: string;
  /** `job:<day>` for the daily job (once per day whatever runs it), `operator:<uuid>` for a "run now". */
  run_key: string;
  /** The UTC day reconciled (YYYY-MM-DD). */
  day: string;
  trigger: 'job' | 'operator';
  operator_id: string | null;
  events_checked: number;
  topups_checked: number;
  mismatches: number;
  created_at: string;
}

/** One thing a run found wrong, with the figures that disagree. */
export interface ReconciliationMismatchesTable {
  id: string;
  run_id: string;
  kind: ReconciliationMismatchKind;
  /** Our payment id (payments.id). */
  payment_id: string;
  provider_payment_id: string | null;
  user_id: string | null;
  /** Paise: what the purchase charged, and what the provider captured. */
  expected_minor: number | null;
  captured_minor: number | null;
  /** The credits the top-up gave (null: none was given). */
  credits: number | null;
  /** When the event came or the credits were given. */
  at: string;
}

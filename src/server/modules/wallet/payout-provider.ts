import type { PayoutAccount } from '#shared/domain/payouts';
import type { Clock } from '../../services/clock';

/** What a payout asks of the provider. Amounts are in the currency's minor unit (paise). */
export interface PayoutRequest {
  /** Our payout id: the provider's idempotency key (Razorpay X-Payout-Idempotency), so asking twice pays once. */
  payoutId: string;
  amountMinor: number;
  currency: 'INR';
  account: PayoutAccount;
  /** When the expert asked for it. */
  requestedAt: Date;
}

/** Where a payout stands at the provider. */
export type PayoutState = { status: 'pending' } | { status: 'paid' } | { status: 'failed'; reason: string };

/**
 * The seam between withdrawals and a payout provider (e.g. RazorpayX: a contact and fund account
 * per payout account, then payouts.create with the idempotency key, its outcome read back or
 * delivered by the payout.processed / payout.reversed webhooks). Withdrawals only ever see this.
 */
export interface PayoutProvider {
  readonly name: string;
  readonly testMode: boolean;
  /** Starts the payout (idempotent per payoutId); answers the provider's reference. */
  createPayout(request: PayoutRequest): Promise<{ providerRef: string }>;
  /** Where the payout stands now. */
  payoutState(providerRef: string, request: PayoutRequest): Promise<PayoutState>;
  /** How long to wait before asking again about a pending payout. */
  readonly pollAfterMs: number;
}

/** In test mode a payout is paid (or fails) this long after it was asked for, on the app's clock. */
export const TEST_PAYOUT_SETTLE_MS = 30_000;
/** Test mode, as RazorpayX's test mode does: these destinations fail (a UPI id named "failure", an account of zeros). */
export const TEST_FAILING_UPI_NAME = 'failure';
export const TEST_FAILURE_REASON = 'The bank declined the transfer (test mode).';

const failsInTestMode = (a: PayoutAccount): boolean =>
  a.method === 'upi'
    ? a.upiId.split('@')[0]?.toLowerCase() === TEST_FAILING_UPI_NAME
    : /^0+$/.test(a.accountNumber);

/**
 * TEST MODE ONLY. Moves no money: a payout is accepted at once and settles TEST_PAYOUT_SETTLE_MS
 * after it was requested (on the injected clock, so tests drive it): failed for the failing test
 * destinations, paid otherwise.
 */
export function testModePayoutProvider(clock: Clock): PayoutProvider {
  return {
    name: 'test',
    testMode: true,
    pollAfterMs: TEST_PAYOUT_SETTLE_MS,
    async createPayout(request) {
      return { providerRef: `test_payout_${request.payoutId}` };
    },
    async payoutState(_ref, request) {
      if (clock.now().getTime() < request.requestedAt.getTime() + TEST_PAYOUT_SETTLE_MS)
        return { status: 'pending' };
      return failsInTestMode(request.account)
        ? { status: 'failed', reason: TEST_FAILURE_REASON }
        : { status: 'paid' };
    },
  };
}

/** The payout provider in use. Only the test mode is built in; a real provider is chosen here by its settings. */
export const createPayoutProvider = (clock: Clock): PayoutProvider => testModePayoutProvider(clock);

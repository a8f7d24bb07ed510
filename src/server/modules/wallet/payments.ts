import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ProviderCheckout } from '#shared/contract/http/payments';

/** What a checkout asks of a payment provider. Amounts are in the currency's minor unit (paise). */
export interface CheckoutRequest {
  paymentId: string;
  userId: string;
  customerEmail: string;
  credits: number;
  amountMinor: number;
  currency: 'INR';
  description: string;
  /** Where a hosted checkout sends the buyer back to. */
  successUrl: string;
  cancelUrl: string;
  /** The provider's order made for this payment before (a retry): reused, never made twice. */
  providerRef: string | null;
}

/**
 * A provider either completes the payment at once (the test mode) or answers a hosted checkout
 * page (Stripe Checkout Session url, Razorpay order + checkout) whose outcome arrives by webhook.
 */
export type CheckoutResult =
  | { status: 'paid'; providerRef: string }
  | { status: 'pending'; providerRef: string; checkoutUrl?: string; checkout?: ProviderCheckout };

/** A verified webhook event: which payment it settles, and how. */
export interface PaymentEvent {
  providerRef: string;
  /** Our payment id when the provider echoes it (Stripe client_reference_id, Razorpay notes/receipt). */
  paymentId: string | null;
  status: 'paid' | 'failed';
  /** The provider's id of the delivery (Razorpay x-razorpay-event-id): one delivery is applied once. */
  eventId?: string | null;
  /** The provider's id of the payment itself (Razorpay pay_…), kept on ours. */
  providerPaymentId?: string | null;
  /** What the provider says it took, in paise (kept with the event for the daily reconciliation). */
  amountMinor?: number | null;
  currency?: string | null;
}

/** What a hosted checkout answers the page after a payment, signed by the provider. */
export interface SignedCheckoutAnswer {
  orderId: string;
  providerPaymentId: string;
  signature: string;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/**
 * The seam between the wallet and a payment provider. Bookings never see it: they only move
 * credits that a settled payment put in the ledger. A real provider implements these three parts
 * (e.g. Stripe: checkout.sessions.create, then `checkout.session.completed` verified with the
 * Stripe-Signature header; Razorpay: orders.create, then `payment.captured` verified with
 * X-Razorpay-Signature) and is chosen in `createPaymentProvider`.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Shown to buyers beside Buy credits. */
  readonly label: string;
  /** True for a provider that takes no real money. */
  readonly testMode: boolean;
  createCheckout(request: CheckoutRequest): Promise<CheckoutResult>;
  /** Verifies the delivery's signature over the raw body (throws when it does not match) and reads the event; null for events it ignores. */
  parseWebhook(rawBody: string, headers: WebhookHeaders): PaymentEvent | null;
  /** Whether a checkout's answer carries the provider's signature of that order and payment. */
  verifyCheckoutAnswer(answer: SignedCheckoutAnswer): boolean;
  /** How to open the checkout of a pending payment's order again (null: this provider has none). */
  checkoutOf(orderId: string, request: Pick<CheckoutRequest, 'amountMinor' | 'description' | 'customerEmail'>): ProviderCheckout | null;
}

export class WebhookSignatureError extends Error {}

export const TEST_SIGNATURE_HEADER = 'x-qurious-test-signature';

export function signTestWebhook(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Compares two hex signatures in constant time. */
function sameSignature(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/**
 * TEST MODE ONLY. The built-in provider takes no money: a checkout is paid at once and the credits
 * are granted immediately. It also accepts webhook deliveries signed with its secret (HMAC-SHA256
 * of the raw body in x-qurious-test-signature), so the webhook path is exercised like a real one.
 */
export function testModeProvider(secret: string): PaymentProvider {
  return {
    name: 'test',
    label: 'Test mode (no real payment)',
    testMode: true,
    async createCheckout(request) {
      return { status: 'paid', providerRef: `test_${request.paymentId}` };
    },
    parseWebhook(rawBody, headers) {
      if (!sameSignature(headers[TEST_SIGNATURE_HEADER], signTestWebhook(secret, rawBody)))
        throw new WebhookSignatureError('bad signature');
      const event = JSON.parse(rawBody) as { type?: unknown; providerRef?: unknown; paymentId?: unknown };
      if (typeof event.providerRef !== 'string') return null;
      const paymentId = typeof event.paymentId === 'string' ? event.paymentId : null;
      if (event.type === 'payment.succeeded')
        return { providerRef: event.providerRef, paymentId, status: 'paid' };
      if (event.type === 'payment.failed')
        return { providerRef: event.providerRef, paymentId, status: 'failed' };
      return null;
    },
    // The test mode pays at once; a checkout answer signed like Razorpay's (order|payment) with its secret is accepted too.
    verifyCheckoutAnswer: (a) => sameSignature(a.signature, signTestWebhook(secret, `${a.orderId}|${a.providerPaymentId}`)),
    checkoutOf: () => null,
  };
}

/** The secret the test provider signs its webhooks with, derived from the server secret. */
export const testWebhookSecret = (serverSecret: string): string =>
  createHmac('sha256', serverSecret).update('qurious-test-payments').digest('hex');

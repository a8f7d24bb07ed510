import type Razorpay from 'razorpay';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import type { SubscriptionCheckout } from '#shared/contract/http/provider-checkout';
import type { SubscriptionCheckoutAnswer } from '#shared/contract/http/subscriptions';
import { lazy } from '#shared/lazy';
import type { ProPlan } from '#shared/domain/pro-plans';
import type { Config, RazorpaySettings } from '../../config';
import { TEST_SIGNATURE_HEADER, WebhookSignatureError, signTestWebhook, testWebhookSecret, type WebhookHeaders } from '../wallet/payments';
import { RAZORPAY_EVENT_ID_HEADER, RAZORPAY_MERCHANT_NAME, RAZORPAY_SIGNATURE_HEADER } from '../wallet/razorpay';
import { useApiUrl } from '../wallet/razorpay-api-url';
import { timingSafeEqual } from 'node:crypto';

/** What starting a subscription asks of the provider. */
export interface SubscriptionRequest {
  subscriptionId: string;
  userId: string;
  /** Prefilled in the checkout. */
  customerEmail: string;
  plan: ProPlan;
  /** The provider's plan id made for ours before (null: make it now). */
  providerPlanId: string | null;
}

export interface StartedSubscription {
  providerRef: string;
  /** The provider's plan used, kept to be reused. */
  providerPlanId: string | null;
  /** The hosted page where the subscriber authorises the payments (null: the test mode, nothing to pay). */
  checkoutUrl: string | null;
  /** The same in Razorpay Checkout, opened in our page (null: the test mode). */
  checkout: SubscriptionCheckout | null;
}

/**
 * The seam between Pro and a subscription provider. The state never comes from these calls: only
 * from the provider's signed webhooks (the test mode raises them itself, signed like real ones).
 */
export interface SubscriptionProvider {
  readonly name: string;
  readonly testMode: boolean;
  start(request: SubscriptionRequest): Promise<StartedSubscription>;
  /** Razorpay Checkout's options on a subscription started before (null: the test mode has none). */
  checkoutOf(providerRef: string, plan: ProPlan, customerEmail: string): SubscriptionCheckout | null;
  /**
   * Whether the checkout's answer is the provider's signature of a payment on this subscription; it
   * tells the page the payment was received and grants nothing.
   */
  verifyCheckoutAnswer(providerRef: string, answer: SubscriptionCheckoutAnswer): boolean;
  /** Stops renewals at the end of the period paid for. */
  cancelAtPeriodEnd(providerRef: string): Promise<void>;
  /** Checks the delivery's signature over the raw body (throws WebhookSignatureError) and answers its event id. */
  verifyWebhook(rawBody: string, headers: WebhookHeaders): string | null;
  /** Signs a body as this provider's webhook (the test mode's own events); null for a real provider. */
  signOwnEvent(rawBody: string): WebhookHeaders | null;
}

export class SubscriptionProviderDown extends Error {}

function sameSignature(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/**
 * TEST MODE ONLY. No money moves: a subscription starts paid, through events this provider signs with
 * its secret and the webhook path checks like any other delivery.
 */
export function testSubscriptionProvider(secret: string): SubscriptionProvider {
  return {
    name: 'test',
    testMode: true,
    start: async (request) => ({
      providerRef: `sub_test_${request.subscriptionId.replaceAll('-', '')}`,
      providerPlanId: null,
      checkoutUrl: null,
      checkout: null,
    }),
    checkoutOf: () => null,
    // As the wallet's test mode: an answer signed with its secret over "payment_id|subscription_id".
    verifyCheckoutAnswer: (providerRef, answer) =>
      answer.providerSubscriptionId === providerRef &&
      sameSignature(answer.signature, signTestWebhook(secret, `${answer.providerPaymentId}|${providerRef}`)),
    cancelAtPeriodEnd: async () => undefined,
    verifyWebhook(rawBody, headers) {
      if (!sameSignature(headers[TEST_SIGNATURE_HEADER], signTestWebhook(secret, rawBody))) throw new WebhookSignatureError('bad signature');
      const eventId = headers[RAZORPAY_EVENT_ID_HEADER];
      return typeof eventId === 'string' && eventId !== '' ? eventId : null;
    },
    signOwnEvent: (rawBody) => ({ [TEST_SIGNATURE_HEADER]: signTestWebhook(secret, rawBody) }),
  };
}

/**
 * Razorpay Subscriptions: a plan per one of ours (plans.create, made once), a subscription on it
 * (subscriptions.create, opened in Razorpay Checkout with its subscription_id, or its short_url, the
 * hosted checkout, where the mandate is given), the checkout's answer checked by the SDK, cancel at the
 * cycle's end; the webhooks verified with the webhook secret.
 */
export function razorpaySubscriptionProvider(settings: RazorpaySettings): SubscriptionProvider {
  const client = lazy(async () => {
    const { default: RazorpaySdk } = await import('razorpay');
    const made: Razorpay = new RazorpaySdk({ key_id: settings.keyId, key_secret: settings.keySecret });
    useApiUrl(made, settings.apiUrl);
    return made;
  });
  const checkoutOf = (providerRef: string, plan: ProPlan, customerEmail: string): SubscriptionCheckout => ({
    provider: 'razorpay',
    keyId: settings.keyId,
    subscriptionId: providerRef,
    name: RAZORPAY_MERCHANT_NAME,
    description: `Qurious Pro (${plan.id})`,
    prefillEmail: customerEmail,
    scriptUrl: settings.checkoutUrl,
  });
  const down = (err: unknown) => {
    const failure = new SubscriptionProviderDown('Razorpay could not be reached');
    failure.cause = err;
    return failure;
  };
  return {
    name: 'razorpay',
    testMode: false,
    async start(request) {
      const sdk = await client();
      try {
        let planId = request.providerPlanId;
        if (!planId) {
          const made = await sdk.plans.create({
            period: request.plan.period,
            interval: request.plan.interval,
            item: { name: `Qurious Pro (${request.plan.id})`, amount: request.plan.priceMinor, currency: 'INR' },
            notes: { planId: request.plan.id },
          });
          planId = made.id;
        }
        const made = await sdk.subscriptions.create({
          plan_id: planId,
          total_count: request.plan.totalCount,
          customer_notify: 1,
          notes: { subscriptionId: request.subscriptionId, userId: request.userId },
        });
        return {
          providerRef: made.id,
          providerPlanId: planId,
          checkoutUrl: made.short_url ?? null,
          checkout: checkoutOf(made.id, request.plan, request.customerEmail),
        };
      } catch (err) {
        throw down(err);
      }
    },
    checkoutOf,
    verifyCheckoutAnswer: (providerRef, answer) =>
      answer.providerSubscriptionId === providerRef &&
      validatePaymentVerification({ subscription_id: providerRef, payment_id: answer.providerPaymentId }, answer.signature, settings.keySecret),
    async cancelAtPeriodEnd(providerRef) {
      const sdk = await client();
      try {
        await sdk.subscriptions.cancel(providerRef, true);
      } catch (err) {
        throw down(err);
      }
    },
    verifyWebhook(rawBody, headers) {
      const signature = headers[RAZORPAY_SIGNATURE_HEADER];
      if (typeof signature !== 'string' || !validateWebhookSignature(rawBody, signature, settings.webhookSecret))
        throw new WebhookSignatureError('bad signature');
      const eventId = headers[RAZORPAY_EVENT_ID_HEADER];
      return typeof eventId === 'string' && eventId !== '' ? eventId : null;
    },
    signOwnEvent: () => null,
  };
}

/** Razorpay when its keys are set, else the built-in test mode, as for credit purchases. */
export function createSubscriptionProvider(config: Pick<Config, 'razorpay'>, serverSecret: string): SubscriptionProvider {
  return config.razorpay ? razorpaySubscriptionProvider(config.razorpay) : testSubscriptionProvider(testWebhookSecret(serverSecret));
}

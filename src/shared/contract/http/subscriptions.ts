import { z } from 'zod';
import { PRO_PLAN_IDS, SUBSCRIPTION_STATUSES } from '../../domain/pro-plans';
import { WEBHOOK_BODY_LIMIT } from './wallet';
import { paymentVerifyBodySchema, payTokenParams } from './payments';
import { subscriptionCheckoutSchema } from './provider-checkout';
import { defineRoute } from './route';

/** A Pro subscription as its owner sees it. */
export const subscriptionSchema = z.object({
  id: z.string(),
  planId: z.enum(PRO_PLAN_IDS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The end of the last period paid for: the benefits last until then (null: nothing paid yet). */
  paidUntil: z.string().nullable(),
  /** Whether the plan's benefits apply now. */
  entitled: z.boolean(),
  /** When its owner asked to cancel it (it stops renewing; the benefits last until paidUntil). */
  cancelRequestedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionInvoiceSchema = z.object({
  id: z.string(),
  planId: z.enum(PRO_PLAN_IDS),
  amountMinor: z.number().int(),
  currency: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  paidAt: z.string(),
});
export type SubscriptionInvoice = z.infer<typeof subscriptionInvoiceSchema>;

const subscriptionStartSchema = z.object({
  subscription: subscriptionSchema,
  /** The provider's hosted checkout to authorise the payments (null: the test mode, already active). */
  checkoutUrl: z.string().nullable(),
  /** Razorpay Checkout's options, to authorise them in the page instead (null: the test mode). */
  checkout: subscriptionCheckoutSchema.nullable(),
  /**
   * Our pay page for this subscription, on a signed link, where the desktop app sends the subscriber
   * (Checkout runs on a web origin, in the system browser) while it waits (null: the test mode).
   */
  payPageUrl: z.string().nullable(),
  testMode: z.boolean(),
});
export type SubscriptionStart = z.infer<typeof subscriptionStartSchema>;

export const subscriptionStartBodySchema = z.object({ planId: z.enum(PRO_PLAN_IDS) }).strict();

/**
 * What Razorpay Checkout hands the page after the first payment of a subscription: razorpay_payment_id,
 * razorpay_subscription_id and razorpay_signature (HMAC-SHA256 of "payment_id|subscription_id" with the key secret).
 */
export const subscriptionCheckoutAnswerSchema = paymentVerifyBodySchema
  .pick({ providerPaymentId: true, signature: true })
  .extend({ providerSubscriptionId: paymentVerifyBodySchema.shape.providerPaymentId })
  .strict();
export type SubscriptionCheckoutAnswer = z.infer<typeof subscriptionCheckoutAnswerSchema>;

/** A subscription as our pay page sees it on its signed link (no session there: no ids, no email, no dates). */
const hostedSubscriptionSchema = z.object({
  planId: z.enum(PRO_PLAN_IDS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** How to authorise it while nothing is paid (`created`); null after, or in the test mode. */
  checkout: subscriptionCheckoutSchema.nullable(),
});
export type HostedSubscription = z.infer<typeof hostedSubscriptionSchema>;

const subscriptionWebhookResponseSchema = z.object({
  received: z.literal(true),
  result: z.enum(['applied', 'duplicate', 'ignored']),
});

/** Qurious Pro: start, read, cancel a subscription; its invoices; the provider's webhooks. */
export const subscriptionRoutes = {
  /** The caller's newest subscription (null: never subscribed). */
  subscriptionMine: defineRoute({
    method: 'GET',
    path: '/api/subscriptions/mine',
    auth: 'user',
    response: z.object({ subscription: subscriptionSchema.nullable() }),
  }),
  /** Starts a subscription to a plan; an expert's plan needs an expert profile (403), a second live one is refused (409). */
  subscriptionStart: defineRoute({
    method: 'POST',
    creates: true,
    // Versioned: it answered 200 before the rule of docs/decisions/api.md (a POST that creates
    // answers 201), and it makes a subscription, cancelled by its id.
    versioned: true,
    path: '/api/subscriptions',
    refuses: [403, 409, 502],
    auth: 'verified',
    body: subscriptionStartBodySchema,
    response: subscriptionStartSchema,
  }),
  /** Stops the caller's subscription from renewing: its benefits last until the end of the period paid for. */
  subscriptionCancel: defineRoute({
    method: 'POST',
    path: '/api/subscriptions/:subscriptionId/cancel',
    refuses: [404, 409, 502],
    auth: 'user',
    params: z.object({ subscriptionId: z.uuid() }),
    response: z.object({ subscription: subscriptionSchema }),
  }),
  /**
   * The checkout's signed answer for the caller's subscription (400 when it does not verify). It says the
   * payment was received, to show while the webhook is on its way; it never moves the state.
   */
  subscriptionCheckoutVerify: defineRoute({
    method: 'POST',
    path: '/api/subscriptions/:subscriptionId/checkout-answer',
    refuses: [404],
    auth: 'user',
    params: z.object({ subscriptionId: z.uuid() }),
    body: subscriptionCheckoutAnswerSchema,
    response: z.object({ subscription: subscriptionSchema, paymentReceived: z.literal(true) }),
  }),
  /** The pay page the desktop app opens in the system browser: the subscription its link names. */
  subscriptionHostedGet: defineRoute({
    method: 'GET',
    path: '/api/subscriptions/hosted/:token',
    refuses: [404],
    params: payTokenParams,
    response: hostedSubscriptionSchema,
  }),
  /** The pay page's signed checkout answer (the link names the subscription; the signature the payment): a message only, as above. */
  subscriptionHostedVerify: defineRoute({
    method: 'POST',
    path: '/api/subscriptions/hosted/:token/checkout-answer',
    refuses: [404],
    params: payTokenParams,
    body: subscriptionCheckoutAnswerSchema,
    response: hostedSubscriptionSchema.extend({ paymentReceived: z.literal(true) }),
  }),
  /** Every period the caller paid for, newest first. */
  subscriptionInvoices: defineRoute({
    method: 'GET',
    path: '/api/subscriptions/invoices',
    auth: 'user',
    response: z.object({ invoices: z.array(subscriptionInvoiceSchema) }),
  }),
  /**
   * The payment provider's server tells us a subscription moved. No session: the signature over the
   * exact bytes of the body is what authenticates it; a bad one answers 401.
   */
  subscriptionWebhook: defineRoute({
    method: 'POST',
    path: '/api/subscriptions/webhooks/:provider',
    refuses: [401, 404],
    params: z.object({ provider: z.string().min(1).max(40) }),
    body: z
      .string()
      .max(WEBHOOK_BODY_LIMIT)
      .nullish()
      .transform((raw) => raw ?? ''),
    rawBody: true,
    response: subscriptionWebhookResponseSchema,
  }),
};

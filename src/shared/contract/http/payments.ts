import { z } from 'zod';
import { defineRoute } from './route';
import { walletSchema } from './wallet';
import { providerCheckoutSchema } from './provider-checkout';

export { providerCheckoutSchema, type ProviderCheckout } from './provider-checkout';

const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;

/** A purchase as the system browser's pay page sees it (no session there: no ids, no email, no wallet). */
const hostedPaymentSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  credits: z.number(),
  /** How to pay it while it is pending; null once settled or for a provider that pays at once. */
  checkout: providerCheckoutSchema.nullable(),
});
export type HostedPayment = z.infer<typeof hostedPaymentSchema>;

/** A purchase as its buyer sees it: where it stands, and the wallet it fills. */
const paymentStateSchema = hostedPaymentSchema.extend({ paymentId: z.string(), wallet: walletSchema });
export type PaymentState = z.infer<typeof paymentStateSchema>;

const providerId = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a payment reference.');

/**
 * What the provider's checkout hands the page after a payment (Razorpay: razorpay_order_id,
 * razorpay_payment_id, razorpay_signature = HMAC-SHA256 of "order_id|payment_id" with the key secret).
 */
export const paymentVerifyBodySchema = z.object({
  orderId: providerId,
  providerPaymentId: providerId,
  signature: z.string().length(64, 'Not a payment signature.').regex(/^[0-9a-f]{64}$/, 'Not a payment signature.'),
});
export type PaymentVerifyBody = z.infer<typeof paymentVerifyBodySchema>;

/** Names one purchase to the system browser's pay page without a session: its id and our HMAC of it. */
export const PAY_TOKEN_PATTERN = /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/;
const PAY_TOKEN_LENGTH = 36 + 1 + 43;
export const payTokenParams = z.object({
  token: z.string().length(PAY_TOKEN_LENGTH, 'Not a payment link.').regex(PAY_TOKEN_PATTERN, 'Not a payment link.'),
});

/** A signature that does not match what the provider would have signed: nothing is credited. */
export const PAYMENT_NOT_VERIFIED_MESSAGE = 'This payment could not be verified. No credits were added.';
export const PAYMENT_NOT_FOUND_MESSAGE = 'Payment not found.';
/** The provider could not be reached to start the purchase: nothing was charged. */
export const PAYMENT_PROVIDER_DOWN_MESSAGE = 'The payment provider could not be reached. Nothing was charged; please try again.';

/** Paying for credits with a hosted provider: verify the checkout's answer, follow a purchase. */
export const paymentRoutes = {
  /** Where the caller's purchase stands (the desktop app polls it while the system browser pays). */
  walletPaymentGet: defineRoute({
    method: 'GET',
    path: '/api/wallet/payments/:paymentId',
    refuses: [404],
    auth: 'user',
    params: z.object({ paymentId: z.uuid() }),
    response: paymentStateSchema,
  }),
  /** The checkout's signed answer for the caller's purchase: credits the wallet once it verifies (400 when it does not). */
  walletPaymentVerify: defineRoute({
    method: 'POST',
    path: '/api/wallet/payments/:paymentId/verify',
    refuses: [404],
    auth: 'user',
    params: z.object({ paymentId: z.uuid() }),
    body: paymentVerifyBodySchema,
    response: paymentStateSchema,
  }),
  /** The pay page the desktop app opens in the system browser: the purchase its link names. */
  walletHostedPaymentGet: defineRoute({
    method: 'GET',
    path: '/api/wallet/hosted-payments/:token',
    refuses: [404],
    params: payTokenParams,
    response: hostedPaymentSchema,
  }),
  /** The pay page's signed checkout answer (the link authenticates the purchase; the signature the payment). */
  walletHostedPaymentVerify: defineRoute({
    method: 'POST',
    path: '/api/wallet/hosted-payments/:token/verify',
    refuses: [404],
    params: payTokenParams,
    body: paymentVerifyBodySchema,
    response: hostedPaymentSchema,
  }),
};

import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { z } from 'zod';
import { lazy } from '#shared/lazy';
import type { RazorpaySettings } from '../../config';
import { PAYMENT_PROVIDER_DOWN_MESSAGE, type ProviderCheckout } from '#shared/contract/http/payments';
import { AppError } from '../../http/errors';
import { useApiUrl } from './razorpay-api-url';
import { WebhookSignatureError, type CheckoutRequest, type PaymentEvent, type PaymentProvider } from './payments';

/** The header Razorpay signs a webhook delivery in (HMAC-SHA256 of the raw body with the webhook secret). */
export const RAZORPAY_SIGNATURE_HEADER = 'x-razorpay-signature';
/** The header naming the delivery's event: a redelivery carries the same id. */
export const RAZORPAY_EVENT_ID_HEADER = 'x-razorpay-event-id';
/** The name Checkout shows above the amount. */
export const RAZORPAY_MERCHANT_NAME = 'Qurious';

/** The parts of a webhook's body we read (Razorpay sends much more; the rest is ignored). */
const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullish(),
  status: z.string(),
  amount: z.number().int().optional(),
  currency: z.string().optional(),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
});
const webhookBody = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    order: z.object({ entity: z.object({ id: z.string(), receipt: z.string().nullish() }) }).optional(),
  }),
});

/** Our payment id, which an order carries as its receipt and in its notes. */
function paymentIdIn(notes: z.infer<typeof paymentEntity>['notes']): string | null {
  if (!notes || Array.isArray(notes)) return null;
  return typeof notes.paymentId === 'string' ? notes.paymentId : null;
}

/** Reads a verified webhook body: which order it settles, and how (null for the events we do not act on). */
export function razorpayEventOf(raw: string, eventId: string | null): PaymentEvent | null {
  const body = webhookBody.parse(JSON.parse(raw));
  const payment = body.payload.payment?.entity;
  const order = body.payload.order?.entity;
  switch (body.event) {
    case 'order.paid':
      if (!order) return null;
      return {
        providerRef: order.id,
        paymentId: order.receipt ?? paymentIdIn(payment?.notes),
        status: 'paid',
        eventId,
        providerPaymentId: payment?.id ?? null,
        amountMinor: payment?.amount ?? null,
        currency: payment?.currency ?? null,
      };
    case 'payment.captured':
    case 'payment.failed':
      if (!payment?.order_id) return null;
      return {
        providerRef: payment.order_id,
        paymentId: paymentIdIn(payment.notes),
        status: body.event === 'payment.captured' ? 'paid' : 'failed',
        eventId,
        providerPaymentId: payment.id,
        amountMinor: payment.amount ?? null,
        currency: payment.currency ?? null,
      };
    default:
      return null;
  }
}

/**
 * Razorpay (rupees). A purchase creates an Order (amount in paise, receipt = our payment id) with
 * the one HTTP call this provider makes; the buyer pays in Razorpay Checkout; the credits come from
 * the checkout's signed answer (verified with the key secret) or from the `payment.captured` /
 * `order.paid` webhook (verified with the webhook secret), whichever arrives first.
 */
export function razorpayProvider(settings: RazorpaySettings): PaymentProvider {
  // The SDK (and its HTTP client) is loaded with the first order, not at start; the signature checks
  // below need only its small utilities.
  const client = lazy(async () => {
    const { default: RazorpaySdk } = await import('razorpay');
    const made = new RazorpaySdk({ key_id: settings.keyId, key_secret: settings.keySecret });
    useApiUrl(made, settings.apiUrl);
    return made;
  });
  const checkoutOf = (
    orderId: string,
    request: Pick<CheckoutRequest, 'amountMinor' | 'description' | 'customerEmail'>,
  ): ProviderCheckout => ({
    provider: 'razorpay',
    keyId: settings.keyId,
    orderId,
    amountMinor: request.amountMinor,
    currency: 'INR',
    name: RAZORPAY_MERCHANT_NAME,
    description: request.description,
    prefillEmail: request.customerEmail,
    scriptUrl: settings.checkoutUrl,
  });
  return {
    name: 'razorpay',
    label: settings.keyId.startsWith('rzp_live_') ? 'Pay with Razorpay' : 'Razorpay test mode',
    testMode: false,
    async createCheckout(request) {
      let orderId = request.providerRef;
      if (!orderId) {
        const sdk = await client();
        try {
          const order = await sdk.orders.create({
            amount: request.amountMinor,
            currency: request.currency,
            receipt: request.paymentId,
            notes: { paymentId: request.paymentId, userId: request.userId },
          });
          orderId = order.id;
        } catch (err) {
          // The payment stays pending without an order: buying again with the same request id makes it.
          const down = new AppError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', PAYMENT_PROVIDER_DOWN_MESSAGE);
          down.cause = err;
          throw down;
        }
      }
      return { status: 'pending', providerRef: orderId, checkout: checkoutOf(orderId, request) };
    },
    parseWebhook(rawBody, headers) {
      const signature = headers[RAZORPAY_SIGNATURE_HEADER];
      if (typeof signature !== 'string' || !validateWebhookSignature(rawBody, signature, settings.webhookSecret))
        throw new WebhookSignatureError('bad signature');
      const eventId = headers[RAZORPAY_EVENT_ID_HEADER];
      return razorpayEventOf(rawBody, typeof eventId === 'string' && eventId !== '' ? eventId : null);
    },
    verifyCheckoutAnswer: (a) =>
      validatePaymentVerification({ order_id: a.orderId, payment_id: a.providerPaymentId }, a.signature, settings.keySecret),
    checkoutOf,
  };
}

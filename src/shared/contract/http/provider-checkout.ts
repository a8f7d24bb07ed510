import { z } from 'zod';

/**
 * What the client needs to open a hosted provider's checkout in the page (Razorpay Checkout: its
 * script, our key id and the order the server created). The key id is public by design; the key
 * secret never leaves the server.
 */
export const providerCheckoutSchema = z.object({
  provider: z.literal('razorpay'),
  keyId: z.string(),
  orderId: z.string(),
  amountMinor: z.number(),
  currency: z.literal('INR'),
  name: z.string(),
  description: z.string(),
  prefillEmail: z.string(),
  /** checkout.js, loaded only when a purchase opens it. */
  scriptUrl: z.string(),
});
export type ProviderCheckout = z.infer<typeof providerCheckoutSchema>;

/**
 * What the client needs to open Razorpay Checkout on a subscription (its `subscription_id` instead of an
 * order): the subscriber gives the mandate and pays the first period in the page. Its answer is shown
 * as "payment received", never taken as the subscription's state, which comes only from the webhooks.
 */
export const subscriptionCheckoutSchema = providerCheckoutSchema
  .pick({ provider: true, keyId: true, name: true, description: true, prefillEmail: true, scriptUrl: true })
  .extend({ subscriptionId: z.string() });
export type SubscriptionCheckout = z.infer<typeof subscriptionCheckoutSchema>;

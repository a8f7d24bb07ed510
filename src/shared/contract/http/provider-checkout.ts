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

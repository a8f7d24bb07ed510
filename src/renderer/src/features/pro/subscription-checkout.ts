import { call } from '#api/client';
import { platform } from '#platform/target';
import type { SubscriptionCheckout } from '#shared/contract/http/provider-checkout';
import type { SubscriptionCheckoutAnswer, SubscriptionStart } from '#shared/contract/http/subscriptions';

/**
 * How a start's checkout ended for the page: the subscriber paid in Razorpay Checkout (`received`: its
 * signed answer verified by the server), closed it unpaid, is paying on our pay page in the system
 * browser (the desktop app), or had nothing to pay (the test mode).
 */
export type SubscriptionCheckoutOutcome = { kind: 'paid'; received: boolean } | { kind: 'closed' } | { kind: 'elsewhere' } | { kind: 'nothing-to-pay' };

/** What the billing page is told by the checkout that led there (router state). */
export interface BillingArrival {
  paymentReceived: boolean;
}

/** Thrown when Razorpay Checkout could not be loaded: nothing was paid, the start may be tried again. */
export class CheckoutUnavailable extends Error {}

/** Runs Razorpay Checkout on the subscription (checkout.js loaded now, by the wallet's loader); null when closed unpaid. */
export async function checkoutAnswer(checkout: SubscriptionCheckout): Promise<SubscriptionCheckoutAnswer | null> {
  const { subscribeWithRazorpay } = await import('#features/wallet/razorpay-checkout');
  try {
    return await subscribeWithRazorpay(checkout);
  } catch (err) {
    throw new CheckoutUnavailable('checkout unavailable', { cause: err });
  }
}

/**
 * Authorises a started subscription. In a page Razorpay Checkout opens on it; its signed answer is sent
 * to the server only to say the payment was received. The desktop app, whose window cannot run
 * Checkout, opens our pay page in the system browser while it waits on the billing page, as a credit
 * purchase does.
 */
export async function authoriseSubscription(started: SubscriptionStart): Promise<SubscriptionCheckoutOutcome> {
  if (started.checkout && platform.paymentCheckout === 'in-page') {
    const answer = await checkoutAnswer(started.checkout);
    if (!answer) return { kind: 'closed' };
    // The state comes from the webhook either way: an answer that does not verify only hides the message.
    const received = await call('subscriptionCheckoutVerify', { params: { subscriptionId: started.subscription.id }, body: answer }).then(
      () => true,
      () => false,
    );
    return { kind: 'paid', received };
  }
  if (started.payPageUrl) {
    window.open(started.payPageUrl, '_blank', 'noopener');
    return { kind: 'elsewhere' };
  }
  return { kind: 'nothing-to-pay' };
}

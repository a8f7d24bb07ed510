import { call } from '#api/client';
import { platform } from '#platform/target';
import type { SubscriptionStart } from '#shared/contract/http/subscriptions';

/**
 * How a start's checkout ended for the page: the subscriber paid in Razorpay Checkout (`received`: its
 * signed answer verified by the server), closed it unpaid, is paying in the system browser (the desktop
 * app), or had nothing to pay (the test mode).
 */
export type SubscriptionCheckoutOutcome = { kind: 'paid'; received: boolean } | { kind: 'closed' } | { kind: 'elsewhere' } | { kind: 'nothing-to-pay' };

/** What the billing page is told by the checkout that led there (router state). */
export interface BillingArrival {
  paymentReceived: boolean;
}

/** Thrown when Razorpay Checkout could not be loaded: nothing was paid, the start may be tried again. */
export class CheckoutUnavailable extends Error {}

/**
 * Authorises a started subscription. In a page Razorpay Checkout opens on it (checkout.js, loaded now by
 * the wallet's loader); its signed answer is sent to the server only to say the payment was received.
 * The desktop app, whose window cannot run Checkout, opens Razorpay's hosted checkout in the system
 * browser while the app waits on the billing page.
 */
export async function authoriseSubscription(started: SubscriptionStart): Promise<SubscriptionCheckoutOutcome> {
  if (started.checkout && platform.paymentCheckout === 'in-page') {
    const { subscribeWithRazorpay } = await import('#features/wallet/razorpay-checkout');
    let answer;
    try {
      answer = await subscribeWithRazorpay(started.checkout);
    } catch (err) {
      throw new CheckoutUnavailable('checkout unavailable', { cause: err });
    }
    if (!answer) return { kind: 'closed' };
    // The state comes from the webhook either way: an answer that does not verify only hides the message.
    const received = await call('subscriptionCheckoutVerify', { params: { subscriptionId: started.subscription.id }, body: answer }).then(
      () => true,
      () => false,
    );
    return { kind: 'paid', received };
  }
  if (started.checkoutUrl) {
    window.open(started.checkoutUrl, '_blank', 'noopener');
    return { kind: 'elsewhere' };
  }
  return { kind: 'nothing-to-pay' };
}

import type { PaymentVerifyBody, ProviderCheckout } from '#shared/contract/http/payments';
import type { SubscriptionCheckout } from '#shared/contract/http/provider-checkout';
import type { SubscriptionCheckoutAnswer } from '#shared/contract/http/subscriptions';

/**
 * What Razorpay Checkout hands its handler after a payment (signed by Razorpay with our key secret):
 * an order's id, or for a subscription's first payment the subscription's.
 */
interface RazorpayAnswer {
  razorpay_payment_id: string;
  razorpay_order_id?: string;
  razorpay_subscription_id?: string;
  razorpay_signature: string;
}

/**
 * The options of Razorpay Checkout we use (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/;
 * for a subscription `subscription_id` instead of an order and its amount:
 * https://razorpay.com/docs/payments/subscriptions/integration-guide/).
 */
interface RazorpayOptions {
  key: string;
  amount?: number;
  currency?: string;
  name: string;
  description: string;
  order_id?: string;
  subscription_id?: string;
  prefill: { email?: string };
  handler: (answer: RazorpayAnswer) => void;
  modal: { ondismiss: () => void };
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => { open(): void };
  }
}

let loading: { url: string; promise: Promise<void> } | null = null;

/** Loads checkout.js once, only when a purchase opens it (never on the wallet page's load). */
function loadScript(url: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  if (loading?.url === url) return loading.promise;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('checkout script failed to load'));
    };
    document.head.append(script);
  });
  loading = { url, promise };
  return promise;
}

/** Opens Razorpay Checkout with these options; answers its handler's answer, or null when it was closed unpaid. */
async function openCheckout(
  scriptUrl: string,
  options: Omit<RazorpayOptions, 'handler' | 'modal'>,
): Promise<RazorpayAnswer | null> {
  await loadScript(scriptUrl);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('checkout script did not define Razorpay');
  return new Promise((resolve) => {
    new Razorpay({ ...options, handler: resolve, modal: { ondismiss: () => resolve(null) } }).open();
  });
}

const prefillOf = (email: string) => (email ? { email } : {});

/**
 * Opens Razorpay Checkout for the order the server created; answers the checkout's signed answer
 * for the server to verify, or null when the buyer closed it without paying.
 */
export async function payWithRazorpay(checkout: ProviderCheckout): Promise<PaymentVerifyBody | null> {
  const a = await openCheckout(checkout.scriptUrl, {
    key: checkout.keyId,
    amount: checkout.amountMinor,
    currency: checkout.currency,
    name: checkout.name,
    description: checkout.description,
    order_id: checkout.orderId,
    prefill: prefillOf(checkout.prefillEmail),
  });
  return a && { orderId: a.razorpay_order_id ?? '', providerPaymentId: a.razorpay_payment_id, signature: a.razorpay_signature };
}

/**
 * Opens Razorpay Checkout on the subscription the server started (the mandate and the first payment);
 * answers its signed answer, or null when the subscriber closed it without paying.
 */
export async function subscribeWithRazorpay(checkout: SubscriptionCheckout): Promise<SubscriptionCheckoutAnswer | null> {
  const a = await openCheckout(checkout.scriptUrl, {
    key: checkout.keyId,
    name: checkout.name,
    description: checkout.description,
    subscription_id: checkout.subscriptionId,
    prefill: prefillOf(checkout.prefillEmail),
  });
  return (
    a && {
      providerPaymentId: a.razorpay_payment_id,
      providerSubscriptionId: a.razorpay_subscription_id ?? '',
      signature: a.razorpay_signature,
    }
  );
}

import type { PaymentVerifyBody, ProviderCheckout } from '#shared/contract/http/payments';

/** What Razorpay Checkout hands its handler after a payment (signed by Razorpay with our key secret). */
interface RazorpayAnswer {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** The options of Razorpay Checkout we use (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/). */
interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
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

/**
 * Opens Razorpay Checkout for the order the server created; answers the checkout's signed answer
 * for the server to verify, or null when the buyer closed it without paying.
 */
export async function payWithRazorpay(checkout: ProviderCheckout): Promise<PaymentVerifyBody | null> {
  await loadScript(checkout.scriptUrl);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('checkout script did not define Razorpay');
  return new Promise((resolve) => {
    new Razorpay({
      key: checkout.keyId,
      amount: checkout.amountMinor,
      currency: checkout.currency,
      name: checkout.name,
      description: checkout.description,
      order_id: checkout.orderId,
      prefill: checkout.prefillEmail ? { email: checkout.prefillEmail } : {},
      handler: (a) =>
        resolve({ orderId: a.razorpay_order_id, providerPaymentId: a.razorpay_payment_id, signature: a.razorpay_signature }),
      modal: { ondismiss: () => resolve(null) },
    }).open();
  });
}

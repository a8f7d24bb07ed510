import { useEffect, useState } from 'react';
import type { ProviderCheckout, PaymentState } from '#shared/contract/http/payments';
import { call } from '#api/client';
import { platform } from '#platform/target';
import { useTranslation } from 'react-i18next';

const POLL_MS = 2000;

/** What Buy credits answered for a purchase still to be paid. */
export interface PendingCheckout {
  paymentId: string;
  checkout: ProviderCheckout | null;
  checkoutUrl: string | null;
}

/** How a hosted checkout ended for the page: paid (the wallet is filled), closed unpaid, or paying elsewhere. */
export type CheckoutOutcome = 'paid' | 'closed' | 'elsewhere';

/**
 * Pays a pending purchase with the hosted provider. In the browser Razorpay Checkout opens in the
 * page (its script loaded only now) and the server verifies its signed answer; the desktop app
 * opens our pay page in the system browser and asks the server every two seconds until the payment
 * is in (the same hand-back as phone verification).
 */
export function useProviderCheckout(onPaid: (state: PaymentState) => void) {
  const { t } = useTranslation(['wallet']);
  const [waiting, setWaiting] = useState<{ paymentId: string; url: string } | null>(null);
  const [failedOnce, setFailedOnce] = useState(false);

  useEffect(() => {
    if (!waiting) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      timer = setTimeout(() => {
        call('walletPaymentGet', { params: { paymentId: waiting.paymentId } })
          .then((state) => {
            if (stopped) return;
            if (state.status === 'paid') {
              setWaiting(null);
              onPaid(state);
              return;
            }
            // A failed attempt may be retried on the same order in the browser: keep waiting.
            if (state.status === 'failed') setFailedOnce(true);
            poll();
          })
          .catch(() => {
            if (!stopped) poll();
          });
      }, POLL_MS);
    };
    poll();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [waiting, onPaid]);

  async function pay(pending: PendingCheckout): Promise<CheckoutOutcome> {
    if (pending.checkout && platform.paymentCheckout === 'in-page') {
      const { payWithRazorpay } = await import('./razorpay-checkout');
      let answer;
      try {
        answer = await payWithRazorpay(pending.checkout);
      } catch {
        throw new Error(t('wallet:checkoutFailed'));
      }
      if (!answer) return 'closed';
      onPaid(await call('walletPaymentVerify', { params: { paymentId: pending.paymentId }, body: answer }));
      return 'paid';
    }
    if (!pending.checkoutUrl) return 'closed';
    if (platform.paymentCheckout === 'hosted-page') {
      window.open(pending.checkoutUrl, '_blank', 'noopener');
      setFailedOnce(false);
      setWaiting({ paymentId: pending.paymentId, url: pending.checkoutUrl });
    } else {
      window.location.assign(pending.checkoutUrl);
    }
    return 'elsewhere';
  }

  return { pay, waiting, failedOnce };
}

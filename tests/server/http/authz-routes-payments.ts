import type { RouteName } from '#shared/contract/http';
import { signTestWebhook, testWebhookSecret } from '#server/modules/wallet/payments';
import { payTokenOf } from '#server/modules/wallet/pay-token';
import type { Actor, World } from './authz-world';
import type { Expectations, RouteCase, Send } from './authz-routes';

/** The purchase routes' cases of the authorization matrix; see authz-routes.ts. */
const each = (status: number): Record<Actor, number> => ({ anonymous: status, buyer: status, otherExpert: status, owner: status });
/** The buyer's own purchase: anyone else gets 404, as if it did not exist. */
const ownedByBuyer = (valid: number): Expectations => ({
  valid: { anonymous: 401, buyer: 404, otherExpert: 404, owner: valid },
  invalid: { anonymous: 401, buyer: 400, otherExpert: 400, owner: 400 },
});
/** The pay page's link is the authentication: whoever holds it sees that purchase, no more. */
const byLink: Expectations = { valid: each(200), invalid: each(400) };

/** The checkout's answer for a pending test-mode payment, signed as the provider signs it (order|payment). */
function signedAnswer(w: World, orderId: string): Send {
  const providerPaymentId = 'pay_matrix';
  const signature = signTestWebhook(testWebhookSecret(w.t.deps.jwtSecret), `${orderId}|${providerPaymentId}`);
  return { payload: { orderId, providerPaymentId, signature } };
}
const forged = (orderId: string): Send => ({ payload: { orderId, providerPaymentId: 'pay_matrix', signature: 'f00' } });

export const PAYMENT_ROUTE_CASES: Record<
  Extract<RouteName, 'walletPaymentGet' | 'walletPaymentVerify' | 'walletHostedPaymentGet' | 'walletHostedPaymentVerify'>,
  RouteCase
> = {
  walletPaymentGet: {
    owner: 'buyer',
    owned: true,
    expect: ownedByBuyer(200),
    probe: async (w) => {
      const payment = await w.pendingPayment();
      return { url: `/api/wallet/payments/${payment.id}`, invalidUrl: '/api/wallet/payments/not-a-payment' };
    },
  },
  walletPaymentVerify: {
    owner: 'buyer',
    owned: true,
    expect: ownedByBuyer(200),
    probe: async (w) => {
      const payment = await w.pendingPayment();
      return {
        url: `/api/wallet/payments/${payment.id}/verify`,
        valid: () => signedAnswer(w, payment.ref),
        invalid: () => forged(payment.ref),
      };
    },
  },
  walletHostedPaymentGet: {
    owner: 'buyer',
    expect: byLink,
    probe: async (w) => {
      const payment = await w.pendingPayment();
      return {
        url: `/api/wallet/hosted-payments/${payTokenOf(w.t.deps.jwtSecret, payment.id)}`,
        invalidUrl: '/api/wallet/hosted-payments/not-a-link',
      };
    },
  },
  // Every holder of the link may send the signed answer: the first settles, the repeats change nothing.
  walletHostedPaymentVerify: {
    owner: 'buyer',
    expect: byLink,
    probe: async (w) => {
      const payment = await w.pendingPayment();
      return {
        url: `/api/wallet/hosted-payments/${payTokenOf(w.t.deps.jwtSecret, payment.id)}/verify`,
        valid: () => signedAnswer(w, payment.ref),
        invalid: () => forged(payment.ref),
      };
    },
  },
};

import type { RouteName } from '#shared/contract/http';
import { TEST_SIGNATURE_HEADER, signTestWebhook, testWebhookSecret } from '#server/modules/wallet/payments';
import { proPayTokenOf } from '#server/modules/subscriptions/pay-link';
import { json, LONG_ID, ownedByUser, publicRoute, signedIn, UNKNOWN_QUERY, type RouteCase, type Send } from './authz-kit';
import { inject } from '../bookings/bookings-fixtures';
import type { Caller, World } from './authz-world';

type SubscriptionRoute = Extract<RouteName, `subscription${string}`>;

/** Ends every subscription of the caller's, straight in the database, so starting one is valid again. */
async function noSubscription(w: World, caller: Caller | null): Promise<void> {
  const user = [w.ownerBuyer, w.buyer, w.otherExpert, w.ownerExpert].find((u) => u === caller);
  if (user) await w.t.db.kysely.deleteFrom('subscriptions').where('user_id', '=', user.id).execute();
}

/** A live test-mode subscription of ownerBuyer's; its id is a secret. */
async function ownSubscription(w: World): Promise<string> {
  await noSubscription(w, w.ownerBuyer);
  const res = await inject(w.t, 'POST', '/api/subscriptions', w.ownerBuyer, { planId: 'buyer-monthly' });
  if (res.statusCode !== 201) throw new Error(`subscription failed: ${res.body}`);
  return w.secret(res.json<{ subscription: { id: string } }>().subscription.id);
}

/** The checkout's answer for a subscription as the test mode signs it ("payment_id|subscription_id" with its secret), and a forged one. */
async function checkoutAnswers(w: World, subscriptionId: string): Promise<{ valid: Send; invalid: Send }> {
  const row = await w.t.db.kysely.selectFrom('subscriptions').select('provider_ref').where('id', '=', subscriptionId).executeTakeFirstOrThrow();
  const ref = row.provider_ref ?? '';
  const signature = signTestWebhook(testWebhookSecret(w.t.deps.jwtSecret), `pay_matrix|${ref}`);
  return {
    valid: json({ providerPaymentId: 'pay_matrix', providerSubscriptionId: ref, signature }),
    invalid: json({ providerPaymentId: 'pay_matrix', providerSubscriptionId: ref, signature: 'f00' }),
  };
}

/** Qurious Pro's cases of the authorization matrix; see authz-routes.ts. */
export const SUBSCRIPTION_ROUTE_CASES: Record<SubscriptionRoute, RouteCase> = {
  subscriptionMine: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async () => ({ url: '/api/subscriptions/mine', invalidUrl: `/api/subscriptions/mine${UNKNOWN_QUERY}` }),
  },
  subscriptionStart: {
    owner: 'buyer',
    expect: signedIn(201),
    probe: async (w) => ({
      url: '/api/subscriptions',
      valid: async (caller) => {
        await noSubscription(w, caller);
        return json({ planId: 'buyer-monthly' });
      },
      invalid: () => json({ planId: 'gold-forever' }),
    }),
  },
  subscriptionCancel: {
    owner: 'buyer',
    owned: true,
    expect: ownedByUser(200),
    probe: async (w) => ({
      url: `/api/subscriptions/${await ownSubscription(w)}/cancel`,
      invalidUrl: `/api/subscriptions/${LONG_ID}/cancel`,
      valid: () => json({}),
      invalid: () => json({}),
    }),
  },
  subscriptionCheckoutVerify: {
    owner: 'buyer',
    owned: true,
    expect: ownedByUser(200),
    probe: async (w) => {
      const id = await ownSubscription(w);
      const answers = await checkoutAnswers(w, id);
      return { url: `/api/subscriptions/${id}/checkout-answer`, valid: () => answers.valid, invalid: () => answers.invalid };
    },
  },
  // The pay page's signed link is the authentication: whoever holds it sees that subscription's plan and state, no more.
  subscriptionHostedGet: {
    owner: 'buyer',
    expect: publicRoute(200),
    probe: async (w) => {
      const id = await ownSubscription(w);
      return { url: `/api/subscriptions/hosted/${proPayTokenOf(w.t.deps.jwtSecret, id)}`, invalidUrl: '/api/subscriptions/hosted/not-a-link' };
    },
  },
  subscriptionHostedVerify: {
    owner: 'buyer',
    expect: publicRoute(200),
    probe: async (w) => {
      const id = await ownSubscription(w);
      const answers = await checkoutAnswers(w, id);
      return {
        url: `/api/subscriptions/hosted/${proPayTokenOf(w.t.deps.jwtSecret, id)}/checkout-answer`,
        valid: () => answers.valid,
        invalid: () => answers.invalid,
      };
    },
  },
  subscriptionInvoices: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async () => ({ url: '/api/subscriptions/invoices', invalidUrl: `/api/subscriptions/invoices${UNKNOWN_QUERY}` }),
  },
  // No session: the signature is the authentication; a forged delivery is refused whoever sends it.
  subscriptionWebhook: {
    owner: 'buyer',
    expect: publicRoute(200, 401),
    probe: async (w) => {
      const raw = JSON.stringify({
        event: 'subscription.activated',
        created_at: Math.floor(w.t.clock.now().getTime() / 1000),
        payload: { subscription: { entity: { id: 'sub_matrixunknown', current_start: null, current_end: null } } },
      });
      const signed = (secret: string): Send => ({
        payload: raw,
        headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signTestWebhook(secret, raw) },
      });
      return {
        url: '/api/subscriptions/webhooks/test',
        valid: () => signed(testWebhookSecret(w.t.deps.jwtSecret)),
        invalid: () => signed('not-the-provider-secret'),
      };
    },
  },
};

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionCheckout } from '#shared/contract/http/provider-checkout';
import type { Subscription } from '#shared/contract/http/subscriptions';
import { signTestWebhook, testWebhookSecret } from '#server/modules/wallet/payments';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { signSubscriptionCheckoutAnswer, startFakeRazorpay, type FakeRazorpay } from '../../helpers/fake-razorpay';
import { payTokenOf } from '#server/modules/wallet/pay-token';
import { inject } from '../bookings/bookings-fixtures';
import { mine } from './subscription-fixtures';

type Started = { subscription: Subscription; checkoutUrl: string | null; checkout: SubscriptionCheckout | null; payPageUrl: string | null; testMode: boolean };
type Answer = { providerPaymentId: string; providerSubscriptionId: string; signature: string };
type Caller = { auth: Record<string, string> };

/**
 * Razorpay Checkout on a subscription, on both databases: the start answers its options
 * (`subscription_id`), and the checkout's signed answer, checked through the real SDK's validator, says
 * the payment was received without moving the state, which waits for the webhook.
 */
describe(`Pro's checkout answer with Razorpay on ${testDbKind()}`, () => {
  let t: TestApp;
  let fake: FakeRazorpay;
  beforeAll(async () => {
    fake = await startFakeRazorpay();
    t = await createTestApp({ ...fake.env });
    // The webhooks stay with the fake: only the checkout's answer reaches our server here.
    fake.holdWebhooks();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const start = async (who: Caller): Promise<Started> => {
    const res = await inject(t, 'POST', '/api/subscriptions', who, { planId: 'buyer-monthly' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Started>();
  };
  /** Pays the first period in the fake's checkout.js, as the page does, and answers what its handler gets. */
  const payInCheckout = async (checkout: SubscriptionCheckout): Promise<Answer> => {
    const res = await fetch(`${fake.url}/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: checkout.keyId, subscription_id: checkout.subscriptionId }),
    });
    const a = (await res.json()) as { razorpay_payment_id: string; razorpay_subscription_id: string; razorpay_signature: string };
    return { providerPaymentId: a.razorpay_payment_id, providerSubscriptionId: a.razorpay_subscription_id, signature: a.razorpay_signature };
  };
  const verify = (who: Caller, subscriptionId: string, answer: Answer) =>
    inject(t, 'POST', `/api/subscriptions/${subscriptionId}/checkout-answer`, who, answer);

  it('answers Razorpay Checkout’s options for the subscription, with its subscription_id and the user’s email', async () => {
    const buyer = await createTestUser(t);
    const started = await start(buyer);
    const ref = [...fake.subscriptions.keys()].at(-1);
    expect(started.checkout).toEqual({
      provider: 'razorpay',
      keyId: fake.env.RAZORPAY_KEY_ID,
      subscriptionId: ref,
      name: 'Qurious',
      description: 'Qurious Pro (buyer-monthly)',
      prefillEmail: buyer.email,
      scriptUrl: fake.env.RAZORPAY_CHECKOUT_URL,
    });
    // The hosted page stays in the answer for a client that cannot run the checkout in its page.
    expect(started.checkoutUrl).toBe(`${fake.url}/subscriptions/${ref}/checkout`);
  });

  it('takes the checkout’s signed answer as "payment received" and changes nothing: the state waits for the webhook', async () => {
    const buyer = await createTestUser(t);
    const started = await start(buyer);
    if (!started.checkout) throw new Error('no checkout');
    const answer = await payInCheckout(started.checkout);
    const res = await verify(buyer, started.subscription.id, answer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ paymentReceived: true, subscription: { id: started.subscription.id, status: 'created', paidUntil: null, entitled: false } });
    expect(await mine(t, buyer)).toMatchObject({ status: 'created', entitled: false });
    const invoices = await inject(t, 'GET', '/api/subscriptions/invoices', buyer);
    expect(invoices.json()).toEqual({ invoices: [] });
    // Sent twice (a double click, a retry), it is still only a message.
    expect((await verify(buyer, started.subscription.id, answer)).statusCode).toBe(200);
  });

  it('refuses a forged signature, another subscription’s answer (400) and another user’s subscription (404)', async () => {
    const buyer = await createTestUser(t);
    const started = await start(buyer);
    const other = await createTestUser(t);
    const theirs = await start(other);
    if (!started.checkout || !theirs.checkout) throw new Error('no checkout');
    const answer = await payInCheckout(started.checkout);
    const forged = { ...answer, signature: signSubscriptionCheckoutAnswer(answer.providerSubscriptionId, answer.providerPaymentId, 'not-the-key-secret') };
    const bad = await verify(buyer, started.subscription.id, forged);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BAD_SIGNATURE', message: 'This payment could not be verified.' });
    // A genuine answer of the other user's subscription, sent for the caller's own.
    const theirAnswer = await payInCheckout(theirs.checkout);
    expect((await verify(buyer, started.subscription.id, theirAnswer)).statusCode).toBe(400);
    // The caller's own answer, for a subscription that is not theirs: not found, as if it did not exist.
    expect((await verify(buyer, theirs.subscription.id, theirAnswer)).statusCode).toBe(404);
    expect((await verify(other, theirs.subscription.id, theirAnswer)).statusCode).toBe(200);
  });

  it('refuses a malformed answer (400) and a caller without a session (401)', async () => {
    const buyer = await createTestUser(t);
    const started = await start(buyer);
    const res = await verify(buyer, started.subscription.id, { providerPaymentId: 'pay_1', providerSubscriptionId: 'sub 1', signature: 'nope' });
    expect(res.statusCode).toBe(400);
    expect((await verify({ auth: {} }, started.subscription.id, { providerPaymentId: 'pay_1', providerSubscriptionId: 'sub_1', signature: 'a'.repeat(64) })).statusCode).toBe(401);
  });

  it('opens the subscription on our pay page’s signed link without a session, for the desktop app’s system browser', async () => {
    const buyer = await createTestUser(t);
    const started = await start(buyer);
    if (!started.checkout || !started.payPageUrl) throw new Error('no checkout');
    const link = new URL(started.payPageUrl);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.deps.config.publicUrl}/pro/pay`);
    const token = link.searchParams.get('token') ?? '';
    const hosted = await t.app.inject({ method: 'GET', url: `/api/subscriptions/hosted/${token}` });
    expect(hosted.statusCode, hosted.body).toBe(200);
    // No session there: the checkout is not prefilled with the account's email, and no id is answered.
    expect(hosted.json()).toEqual({ planId: 'buyer-monthly', status: 'created', checkout: { ...started.checkout, prefillEmail: '' } });
    const answer = await payInCheckout(started.checkout);
    const url = `/api/subscriptions/hosted/${token}/checkout-answer`;
    const forged = { ...answer, signature: signSubscriptionCheckoutAnswer(answer.providerSubscriptionId, answer.providerPaymentId, 'not-the-key-secret') };
    expect((await t.app.inject({ method: 'POST', url, payload: forged })).statusCode).toBe(400);
    const received = await t.app.inject({ method: 'POST', url, payload: answer });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ paymentReceived: true, status: 'created' });
    expect(await mine(t, buyer)).toMatchObject({ status: 'created', entitled: false });
    // Once a webhook moved it there is nothing left to authorise on the page.
    await t.db.kysely.updateTable('subscriptions').set({ status: 'active' }).where('id', '=', started.subscription.id).execute();
    expect((await t.app.inject({ method: 'GET', url: `/api/subscriptions/hosted/${token}` })).json()).toEqual({ planId: 'buyer-monthly', status: 'active', checkout: null });
    // A link made for a credit purchase, or altered, names nothing.
    const walletToken = payTokenOf(t.deps.jwtSecret, started.subscription.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/subscriptions/hosted/${walletToken}` })).statusCode).toBe(404);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await t.app.inject({ method: 'GET', url: `/api/subscriptions/hosted/${altered}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/subscriptions/hosted/${altered}/checkout-answer`, payload: answer })).statusCode).toBe(404);
  });

  it('in the test mode opens no checkout, and takes only an answer signed with its own secret', async () => {
    const testMode = await createTestApp();
    try {
      const buyer = await createTestUser(testMode);
      const res = await inject(testMode, 'POST', '/api/subscriptions', buyer, { planId: 'buyer-monthly' });
      const started = res.json<Started>();
      expect(started).toMatchObject({ testMode: true, checkoutUrl: null, checkout: null, payPageUrl: null, subscription: { status: 'active' } });
      const ref = (await testMode.db.kysely.selectFrom('subscriptions').select('provider_ref').where('id', '=', started.subscription.id).executeTakeFirstOrThrow()).provider_ref ?? '';
      const url = `/api/subscriptions/${started.subscription.id}/checkout-answer`;
      const signature = signTestWebhook(testWebhookSecret(testMode.deps.jwtSecret), `pay_test1|${ref}`);
      const answer = { providerPaymentId: 'pay_test1', providerSubscriptionId: ref, signature };
      expect((await inject(testMode, 'POST', url, buyer, { ...answer, signature: 'a'.repeat(64) })).statusCode).toBe(400);
      expect((await inject(testMode, 'POST', url, buyer, answer)).statusCode).toBe(200);
    } finally {
      await testMode.close();
    }
  });
});

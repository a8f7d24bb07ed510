import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { RAZORPAY_EVENT_ID_HEADER, RAZORPAY_SIGNATURE_HEADER } from '#server/modules/wallet/razorpay';
import { PAYMENT_NOT_VERIFIED_MESSAGE, PAYMENT_PROVIDER_DOWN_MESSAGE } from '#shared/contract/http/payments';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';

type TestUser = Awaited<ReturnType<typeof createTestUser>>;
import {
  RAZORPAY_TEST_KEYS,
  signCheckoutAnswer,
  signWebhook,
  startFakeRazorpay,
  type FakeRazorpay,
} from '../../helpers/fake-razorpay';
import { balanceOf, inject, ledgerOf } from '../bookings/bookings-fixtures';

type Checkout = {
  paymentId: string;
  status: string;
  checkoutUrl: string | null;
  checkout: { provider: string; keyId: string; orderId: string; amountMinor: number; currency: string; scriptUrl: string } | null;
};

/**
 * Buying credits with Razorpay. Our server talks to a local fake of Razorpay's Orders API
 * (the one HTTP call); the checkout's answers and the webhooks are signed here with the test keys,
 * as Razorpay signs them, and checked by the SDK's validators on our side.
 */
describe(`Razorpay purchases on ${testDbKind()}`, () => {
  let t: TestApp;
  let fake: FakeRazorpay;
  beforeAll(async () => {
    fake = await startFakeRazorpay();
    t = await createTestApp(fake.env);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function buy(u: TestUser, credits: number, requestId?: string): Promise<Checkout> {
    const res = await inject(t, 'POST', '/api/wallet/checkout', u, { credits, ...(requestId ? { requestId } : {}) });
    expect(res.statusCode).toBe(201);
    return res.json<Checkout>();
  }
  const orderOf = (c: Checkout) => c.checkout?.orderId ?? '';
  const verify = (u: TestUser | null, paymentId: string, body: object) =>
    inject(t, 'POST', `/api/wallet/payments/${paymentId}/verify`, u, body);
  const answerFor = (orderId: string, providerPaymentId = `pay_${randomUUID().slice(0, 8)}`) => ({
    orderId,
    providerPaymentId,
    signature: signCheckoutAnswer(orderId, providerPaymentId),
  });
  const deliver = (body: object, opts: { eventId?: string; secret?: string } = {}) => {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/wallet/webhooks/razorpay',
      headers: {
        'content-type': 'application/json',
        [RAZORPAY_SIGNATURE_HEADER]: signWebhook(raw, opts.secret),
        ...(opts.eventId ? { [RAZORPAY_EVENT_ID_HEADER]: opts.eventId } : {}),
      },
      payload: raw,
    });
  };
  const paymentEvent = (event: 'payment.captured' | 'payment.failed', c: Checkout, payId: string) => ({
    entity: 'event',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: payId,
          entity: 'payment',
          amount: c.checkout?.amountMinor,
          currency: 'INR',
          status: event === 'payment.captured' ? 'captured' : 'failed',
          order_id: orderOf(c),
          notes: { paymentId: c.paymentId },
        },
      },
    },
  });
  const orderPaid = (c: Checkout, payId: string) => ({
    entity: 'event',
    event: 'order.paid',
    contains: ['payment', 'order'],
    payload: {
      payment: { entity: { id: payId, status: 'captured', order_id: orderOf(c), notes: [] } },
      order: { entity: { id: orderOf(c), receipt: c.paymentId, status: 'paid' } },
    },
  });
  const topups = async (u: TestUser) => (await ledgerOf(t, u.id)).byKind.topup ?? { n: 0, total: 0 };
  const statusOf = async (paymentId: string) =>
    (await t.db.kysely.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow()).status;

  it('creates a Razorpay order for the purchase (amount in paise, INR, receipt = our payment id) and credits nothing yet', async () => {
    const u = await createTestUser(t);
    const before = fake.orders.length;
    const c = await buy(u, 25);
    expect(c).toMatchObject({ status: 'pending', checkout: { provider: 'razorpay', keyId: RAZORPAY_TEST_KEYS.keyId, amountMinor: 25_000, currency: 'INR' } });
    expect(c.checkout?.orderId).toMatch(/^order_/);
    expect(c.checkout?.scriptUrl).toBe(`${fake.url}/v1/checkout.js`);
    expect(c.checkoutUrl).toMatch(/^http:\/\/localhost:5500\/wallet\/pay\?token=[0-9a-f-]{36}\.[\w-]{43}$/);
    const received = fake.orders.slice(before);
    expect(received).toHaveLength(1);
    expect(received[0]?.problems).toEqual([]);
    expect(received[0]?.body).toMatchObject({ amount: 25_000, currency: 'INR', receipt: c.paymentId, notes: { paymentId: c.paymentId, userId: u.id } });
    const row = await t.db.kysely.selectFrom('payments').selectAll().where('id', '=', c.paymentId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ provider: 'razorpay', provider_ref: orderOf(c), status: 'pending', amount_minor: 25_000 });
    expect(await topups(u)).toEqual({ n: 0, total: 0 });
    const wallet = await inject(t, 'GET', '/api/wallet', u);
    expect(wallet.json()).toMatchObject({ wallet: { balance: 0, provider: { name: 'razorpay', testMode: false } } });
  });

  it('reuses the order when the same purchase is retried, and answers 502 without charging when Razorpay is down', async () => {
    const u = await createTestUser(t);
    const requestId = randomUUID();
    const before = fake.orders.length;
    const first = await buy(u, 12, requestId);
    const again = await buy(u, 12, requestId);
    expect(again.paymentId).toBe(first.paymentId);
    expect(orderOf(again)).toBe(orderOf(first));
    expect(fake.orders.length - before).toBe(1);

    // Another purchase: its own request id (one made from the first by changing its last character would be
    // the same id whenever that character already was the replacement: one run in sixteen).
    const other = randomUUID();
    fake.failNextOrders(1);
    const down = await inject(t, 'POST', '/api/wallet/checkout', u, { credits: 7, requestId: other });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ message: PAYMENT_PROVIDER_DOWN_MESSAGE, code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    const retried = await buy(u, 7, other);
    expect(retried.status).toBe('pending');
    expect(orderOf(retried)).toMatch(/^order_/);
  });

  it('credits the wallet once from a verified checkout answer; a repeat changes nothing', async () => {
    const u = await createTestUser(t);
    const c = await buy(u, 40);
    const answer = answerFor(orderOf(c));
    const res = await verify(u, c.paymentId, answer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ paymentId: c.paymentId, status: 'paid', credits: 40, checkout: null, wallet: { balance: 40 } });
    const repeat = await Promise.all([verify(u, c.paymentId, answer), verify(u, c.paymentId, answerFor(orderOf(c)))]);
    expect(repeat.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await topups(u)).toEqual({ n: 1, total: 40 });
    const row = await t.db.kysely.selectFrom('payments').selectAll().where('id', '=', c.paymentId).executeTakeFirstOrThrow();
    expect(row.provider_payment_id).toBe(answer.providerPaymentId);
    const got = await inject(t, 'GET', `/api/wallet/payments/${c.paymentId}`, u);
    expect(got.json()).toMatchObject({ status: 'paid', wallet: { balance: 40 } });
  });

  it('refuses a tampered answer with 400 {message, code} and changes nothing; another buyer gets 404', async () => {
    const u = await createTestUser(t);
    const other = await createTestUser(t);
    const c = await buy(u, 30);
    const d = await buy(u, 10);
    const good = answerFor(orderOf(c));
    const tampered = [
      { ...good, signature: signCheckoutAnswer(orderOf(c), good.providerPaymentId, 'not-the-key-secret') },
      { ...good, providerPaymentId: 'pay_other' },
      // A genuine answer for the 10-credit order sent for the 30-credit payment.
      answerFor(orderOf(d)),
      { ...answerFor(orderOf(d)), orderId: orderOf(c) },
    ];
    for (const body of tampered) {
      const res = await verify(u, c.paymentId, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: PAYMENT_NOT_VERIFIED_MESSAGE, code: 'BAD_SIGNATURE' });
    }
    const stranger = await verify(other, c.paymentId, good);
    expect(stranger.statusCode).toBe(404);
    expect((await inject(t, 'GET', `/api/wallet/payments/${c.paymentId}`, other)).statusCode).toBe(404);
    expect((await verify(null, c.paymentId, good)).statusCode).toBe(401);
    expect(await statusOf(c.paymentId)).toBe('pending');
    expect(await statusOf(d.paymentId)).toBe('pending');
    expect((await balanceOf(t, u)).balance).toBe(0);
  });

  it('credits once from a webhook delivered twice, and ignores a repeat of its event id or a second event for the order', async () => {
    const u = await createTestUser(t);
    const c = await buy(u, 15);
    const captured = paymentEvent('payment.captured', c, 'pay_hook1');
    const first = await deliver(captured, { eventId: 'evt_1' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, result: 'paid' });
    const twice = await deliver(captured, { eventId: 'evt_1' });
    expect(twice.json()).toEqual({ received: true, result: 'unchanged' });
    expect((await deliver(orderPaid(c, 'pay_hook1'), { eventId: 'evt_2' })).json()).toEqual({ received: true, result: 'unchanged' });
    // The checkout's answer arriving after the webhook changes nothing either.
    expect((await verify(u, c.paymentId, answerFor(orderOf(c), 'pay_hook1'))).statusCode).toBe(200);
    expect(await topups(u)).toEqual({ n: 1, total: 15 });
    const events = await t.db.kysely
      .selectFrom('payment_events')
      .select(['event_id', 'status', 'amount_minor', 'provider_payment_id'])
      .where('payment_id', '=', c.paymentId)
      .orderBy('event_id')
      .execute();
    // Each keeps what it said, for the daily reconciliation (order.paid carries no amount of its own here).
    expect(events.map((e) => [e.event_id, e.status, e.amount_minor === null ? null : Number(e.amount_minor), e.provider_payment_id])).toEqual([
      ['evt_1', 'paid', c.checkout?.amountMinor, 'pay_hook1'],
      ['evt_2', 'paid', null, 'pay_hook1'],
    ]);
  });

  it('ends right whatever the order of delivery: failed then captured is paid, captured then failed stays paid', async () => {
    const u = await createTestUser(t);
    const a = await buy(u, 11);
    expect((await deliver(paymentEvent('payment.failed', a, 'pay_a1'), { eventId: 'evt_a1' })).json()).toMatchObject({ result: 'failed' });
    expect(await statusOf(a.paymentId)).toBe('failed');
    expect((await deliver(paymentEvent('payment.captured', a, 'pay_a2'), { eventId: 'evt_a2' })).json()).toMatchObject({ result: 'paid' });
    const b = await buy(u, 13);
    expect((await deliver(orderPaid(b, 'pay_b2'), { eventId: 'evt_b2' })).json()).toMatchObject({ result: 'paid' });
    expect((await deliver(paymentEvent('payment.failed', b, 'pay_b1'), { eventId: 'evt_b1' })).json()).toMatchObject({ result: 'unchanged' });
    expect(await statusOf(a.paymentId)).toBe('paid');
    expect(await statusOf(b.paymentId)).toBe('paid');
    expect(await topups(u)).toEqual({ n: 2, total: 24 });
  });

  it('applies a webhook and the checkout answer arriving together once', async () => {
    const u = await createTestUser(t);
    const c = await buy(u, 9);
    const results = await Promise.all([
      deliver(paymentEvent('payment.captured', c, 'pay_race'), { eventId: 'evt_race' }),
      verify(u, c.paymentId, answerFor(orderOf(c), 'pay_race')),
      deliver(orderPaid(c, 'pay_race'), { eventId: 'evt_race2' }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await topups(u)).toEqual({ n: 1, total: 9 });
  });

  it('refuses a webhook signed with another secret, or not signed, and changes nothing', async () => {
    const u = await createTestUser(t);
    const c = await buy(u, 8);
    const forged = await deliver(paymentEvent('payment.captured', c, 'pay_x'), { secret: 'not-the-webhook-secret', eventId: 'evt_forged' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ message: 'The webhook signature does not match.', code: 'BAD_SIGNATURE' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/webhooks/razorpay',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(paymentEvent('payment.captured', c, 'pay_x')),
    });
    expect(unsigned.statusCode).toBe(401);
    // The test mode's webhook is not served beside Razorpay's.
    expect((await deliver({ event: 'refund.created', payload: {} })).json()).toEqual({ received: true, result: 'ignored' });
    expect((await t.app.inject({ method: 'POST', url: '/api/wallet/webhooks/test', payload: '{}' })).statusCode).toBe(404);
    expect(await statusOf(c.paymentId)).toBe('pending');
    const seen = await t.db.kysely.selectFrom('payment_events').select('event_id').where('event_id', '=', 'evt_forged').execute();
    expect(seen).toEqual([]);
  });

  it('lets the pay page (system browser, no session) open and verify the purchase its link names, and nothing else', async () => {
    const u = await createTestUser(t);
    const c = await buy(u, 20);
    const token = new URL(c.checkoutUrl ?? '').searchParams.get('token') ?? '';
    const page = await t.app.inject({ method: 'GET', url: `/api/wallet/hosted-payments/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      status: 'pending',
      credits: 20,
      checkout: expect.objectContaining({ orderId: orderOf(c), keyId: RAZORPAY_TEST_KEYS.keyId, prefillEmail: '' }),
    });
    const forgedToken = `${c.paymentId}.${'A'.repeat(43)}`;
    expect((await t.app.inject({ method: 'GET', url: `/api/wallet/hosted-payments/${forgedToken}` })).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/wallet/hosted-payments/${token}/verify`,
      payload: { ...answerFor(orderOf(c)), signature: 'a'.repeat(64) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BAD_SIGNATURE' });
    const ok = await t.app.inject({ method: 'POST', url: `/api/wallet/hosted-payments/${token}/verify`, payload: answerFor(orderOf(c)) });
    expect(ok.json()).toEqual({ status: 'paid', credits: 20, checkout: null });
    const polled = await inject(t, 'GET', `/api/wallet/payments/${c.paymentId}`, u);
    expect(polled.json()).toMatchObject({ status: 'paid', wallet: { balance: 20 } });
  });

  it('needs all three keys together', () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: RAZORPAY_TEST_KEYS.keyId })).toThrow(/go together/);
    expect(() => loadConfig({ ...fake.env, RAZORPAY_KEY_ID: 'sk_live_nope' })).toThrow(/RAZORPAY_KEY_ID/);
    expect(loadConfig({}).razorpay).toBeNull();
  });
});

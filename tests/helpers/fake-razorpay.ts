import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { subscriptionEventBody } from '#server/modules/subscriptions/events';
import { periodEnd } from '#server/modules/subscriptions/service';
import { RAZORPAY_EVENT_ID_HEADER, RAZORPAY_SIGNATURE_HEADER } from '#server/modules/wallet/razorpay';
import { STATUS_AFTER, type SubscriptionEventName } from '#shared/domain/pro-plans';

/** The keys the tests give our server and the fake alike (shaped like Razorpay's test keys). */
export const RAZORPAY_TEST_KEYS = {
  keyId: 'rzp_test_QuriousLocal01',
  keySecret: 'local-key-secret-0123456789',
  webhookSecret: 'local-webhook-secret-0123456789',
};

/** Razorpay's signature of a checkout answer: HMAC-SHA256 of "order_id|payment_id" with the key secret, checked by the SDK's own validator. */
export function signCheckoutAnswer(orderId: string, paymentId: string, keySecret = RAZORPAY_TEST_KEYS.keySecret): string {
  const signature = createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
  if (!validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, keySecret))
    throw new Error('the SDK does not accept this checkout signature');
  return signature;
}

/**
 * Razorpay's signature of a subscription's checkout answer: HMAC-SHA256 of "payment_id|subscription_id" with
 * the key secret, checked by the SDK's own validator.
 */
export function signSubscriptionCheckoutAnswer(subscriptionId: string, paymentId: string, keySecret = RAZORPAY_TEST_KEYS.keySecret): string {
  const signature = createHmac('sha256', keySecret).update(`${paymentId}|${subscriptionId}`).digest('hex');
  if (!validatePaymentVerification({ subscription_id: subscriptionId, payment_id: paymentId }, signature, keySecret))
    throw new Error('the SDK does not accept this subscription checkout signature');
  return signature;
}

/** Razorpay's signature of a webhook delivery: HMAC-SHA256 of the raw body with the webhook secret, checked by the SDK's validator. */
export function signWebhook(rawBody: string, secret = RAZORPAY_TEST_KEYS.webhookSecret): string {
  const signature = createHmac('sha256', secret).update(rawBody).digest('hex');
  if (!validateWebhookSignature(rawBody, signature, secret)) throw new Error('the SDK does not accept this webhook signature');
  return signature;
}

/** One Orders API call the fake received, and what was wrong with it (empty when it was right). */
export interface ReceivedOrder {
  authorization: string | undefined;
  body: { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: unknown };
  problems: string[];
}

/** One Plans or Subscriptions API call the fake received, and what was wrong with it (empty when it was right). */
export interface ReceivedCall {
  method: string;
  url: string;
  body: Record<string, unknown>;
  problems: string[];
}

/** A subscription the fake made, as Razorpay keeps it. */
export interface FakeSubscription {
  id: string;
  plan_id: string;
  status: string;
  total_count: number;
  notes: unknown;
  /** Set when it was cancelled with cancel_at_cycle_end. */
  cancelAtCycleEnd: boolean;
  /** The period paid for, once the hosted checkout authorised the payments. */
  currentStart: Date | null;
  currentEnd: Date | null;
}

/** One webhook the fake sent to our server, and our server's answer. */
export interface SentWebhook {
  event: SubscriptionEventName;
  subscriptionId: string;
  status: number;
  answer: string;
}

/**
 * A fake checkout.js: `new Razorpay(options).open()` asks the fake server to pay the order, or the first
 * period of the subscription (`subscription_id`), and calls the handler with its signed answer, or the
 * modal's `ondismiss` when the fake was told the buyer closes this checkout.
 */
const checkoutScript = (origin: string) => `window.Razorpay = function (options) {
  this.open = function () {
    fetch(${JSON.stringify(`${origin}/checkout/pay`)}, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: options.key, order_id: options.order_id, subscription_id: options.subscription_id, amount: options.amount, currency: options.currency }),
    })
      .then(function (res) { return res.json(); })
      .then(function (answer) {
        if (answer.dismissed) { if (options.modal && options.modal.ondismiss) options.modal.ondismiss(); }
        else options.handler(answer);
      });
  };
};
`;

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });

const answer = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
  res.end(JSON.stringify(body));
};

/** An HTML page of the fake's own (the hosted checkout), with its title as the heading. */
const page = (res: ServerResponse, title: string, body: string) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`);
};

/**
 * A local stand-in for Razorpay: its Orders API (checks the basic auth of our key id and secret,
 * the amount in paise, INR and the receipt, and answers an order as Razorpay does), and for the
 * browser a checkout.js whose payment (an order's, or a subscription's first period with its
 * `subscription_id`) the fake server signs with the key secret (never the page); its Plans and
 * Subscriptions APIs as the SDK calls them, and the subscription's hosted checkout (its short_url). Both
 * checkouts of a subscription send the webhooks Razorpay sends to the address given with
 * `deliverWebhooksTo`, signed with the webhook secret (the server suites sign their own).
 */
export async function startFakeRazorpay(keys = RAZORPAY_TEST_KEYS) {
  const orders: ReceivedOrder[] = [];
  const calls: ReceivedCall[] = [];
  const plans = new Map<string, { period: string; interval: number; amount: number }>();
  const subscriptions = new Map<string, FakeSubscription>();
  let failNextSubscriptions = 0;
  let webhookUrl: string | null = null;
  const webhooks: SentWebhook[] = [];
  const known = new Map<string, { amount: number; currency: string }>();
  let failNext = 0;
  let dismissNext = 0;
  let holding = false;
  const held: FakeSubscription[] = [];
  const checkouts: { orderId: string | null; subscriptionId: string | null }[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  const server = createServer((req, res) => {
    void (async () => {
      const url = req.url ?? '';
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': 'content-type',
          'access-control-allow-methods': 'POST',
        });
        res.end();
        return;
      }
      if (req.method === 'GET' && url === '/v1/checkout.js') {
        res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
        res.end(checkoutScript(origin()));
        return;
      }
      const text = await readBody(req);
      if (req.method === 'POST' && url === '/v1/orders') {
        const body = JSON.parse(text) as ReceivedOrder['body'];
        const problems: string[] = [];
        if (req.headers.authorization !== expectedAuth) problems.push('authorization');
        if (!Number.isInteger(body.amount) || Number(body.amount) <= 0) problems.push('amount');
        if (body.currency !== 'INR') problems.push('currency');
        if (typeof body.receipt !== 'string' || body.receipt.length > 40) problems.push('receipt');
        orders.push({ authorization: req.headers.authorization, body, problems });
        if (failNext > 0) {
          failNext -= 1;
          answer(res, 500, { error: { code: 'SERVER_ERROR', description: 'The server is down' } });
          return;
        }
        if (problems.includes('authorization')) {
          answer(res, 401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
          return;
        }
        if (problems.length > 0) {
          answer(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description: problems.join(', ') } });
          return;
        }
        const id = `order_${randomBytes(7).toString('hex')}`;
        known.set(id, { amount: Number(body.amount), currency: 'INR' });
        answer(res, 200, {
          id,
          entity: 'order',
          amount: body.amount,
          amount_paid: 0,
          amount_due: body.amount,
          currency: 'INR',
          receipt: body.receipt,
          status: 'created',
          attempts: 0,
          notes: body.notes ?? [],
          created_at: Math.floor(Date.now() / 1000),
        });
        return;
      }
      const hosted = /^\/subscriptions\/(sub_[A-Za-z0-9]+)\/(checkout|authorise)$/.exec(url);
      const hostedSub = hosted ? subscriptions.get(hosted[1] ?? '') : undefined;
      if (hosted && hostedSub && req.method === 'GET' && hosted[2] === 'checkout') {
        page(res, 'Authorise your subscription', hostedCheckout(hostedSub));
        return;
      }
      if (hosted && hostedSub && req.method === 'POST' && hosted[2] === 'authorise') {
        const delivered = await authorise(hostedSub);
        page(res, delivered ? 'Subscription authorised' : 'The merchant did not accept the payment', '<p>You may close this page.</p>');
        return;
      }
      const subscriptionAnswer = handleSubscriptions(req.method ?? '', url, text, req.headers.authorization);
      if (subscriptionAnswer) {
        answer(res, subscriptionAnswer.status, subscriptionAnswer.body);
        return;
      }
      if (req.method === 'POST' && url === '/checkout/pay') {
        const body = JSON.parse(text) as { key?: string; order_id?: string; subscription_id?: string; amount?: number; currency?: string };
        checkouts.push({ orderId: body.order_id ?? null, subscriptionId: body.subscription_id ?? null });
        if (dismissNext > 0) {
          dismissNext -= 1;
          answer(res, 200, { dismissed: true });
          return;
        }
        if (body.subscription_id !== undefined) {
          const sub = subscriptions.get(body.subscription_id);
          if (!sub || body.key !== keys.keyId || sub.status !== 'created') {
            answer(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'Checkout options do not match the subscription' } });
            return;
          }
          const paymentId = `pay_${randomBytes(7).toString('hex')}`;
          // Razorpay's webhooks reach the merchant on their own time, after or before the handler runs.
          if (holding) {
            markAuthorised(sub);
            held.push(sub);
          } else await authorise(sub);
          answer(res, 200, {
            razorpay_payment_id: paymentId,
            razorpay_subscription_id: sub.id,
            razorpay_signature: signSubscriptionCheckoutAnswer(sub.id, paymentId, keys.keySecret),
          });
          return;
        }
        const order = body.order_id ? known.get(body.order_id) : undefined;
        if (!order || body.key !== keys.keyId || body.amount !== order.amount || body.currency !== order.currency) {
          answer(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'Checkout options do not match the order' } });
          return;
        }
        const paymentId = `pay_${randomBytes(7).toString('hex')}`;
        answer(res, 200, {
          razorpay_payment_id: paymentId,
          razorpay_order_id: body.order_id,
          razorpay_signature: signCheckoutAnswer(body.order_id ?? '', paymentId, keys.keySecret),
        });
        return;
      }
      answer(res, 404, { error: { code: 'NOT_FOUND', description: 'No such route' } });
    })().catch((err: unknown) => answer(res, 500, { error: { code: 'FAKE', description: String(err) } }));
  });
  /** Razorpay's Plans and Subscriptions APIs (create a plan; create, fetch and cancel a subscription), or null for another route. */
  function handleSubscriptions(method: string, url: string, text: string, authorization: string | undefined): { status: number; body: unknown } | null {
    const isPlans = method === 'POST' && url === '/v1/plans';
    const isCreate = method === 'POST' && url === '/v1/subscriptions';
    const cancelMatch = method === 'POST' ? /^\/v1\/subscriptions\/(sub_[A-Za-z0-9]+)\/cancel$/.exec(url) : null;
    const fetchMatch = method === 'GET' ? /^\/v1\/subscriptions\/(sub_[A-Za-z0-9]+)$/.exec(url) : null;
    if (!isPlans && !isCreate && !cancelMatch && !fetchMatch) return null;
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    const problems: string[] = [];
    if (authorization !== expectedAuth) problems.push('authorization');
    if (isPlans) {
      const item = (body.item ?? {}) as Record<string, unknown>;
      if (!['daily', 'weekly', 'monthly', 'yearly'].includes(String(body.period))) problems.push('period');
      if (!Number.isInteger(body.interval) || Number(body.interval) < 1) problems.push('interval');
      if (typeof item.name !== 'string' || item.name === '') problems.push('item.name');
      if (!Number.isInteger(item.amount) || Number(item.amount) < 100) problems.push('item.amount');
      if (item.currency !== 'INR') problems.push('item.currency');
    }
    if (isCreate) {
      if (typeof body.plan_id !== 'string' || !plans.has(body.plan_id)) problems.push('plan_id');
      if (!Number.isInteger(body.total_count) || Number(body.total_count) < 1) problems.push('total_count');
    }
    const subId = cancelMatch?.[1] ?? fetchMatch?.[1];
    if (subId && !subscriptions.has(subId)) problems.push('subscription');
    calls.push({ method, url, body, problems });
    if ((isCreate || isPlans || cancelMatch) && failNextSubscriptions > 0) {
      failNextSubscriptions -= 1;
      return { status: 500, body: { error: { code: 'SERVER_ERROR', description: 'The server is down' } } };
    }
    if (problems.includes('authorization')) return { status: 401, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } } };
    if (problems.length > 0) return { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: problems.join(', ') } } };
    const created_at = Math.floor(Date.now() / 1000);
    if (isPlans) {
      const item = body.item as { name: string; amount: number; currency: string };
      const id = `plan_${randomBytes(7).toString('hex')}`;
      plans.set(id, { period: String(body.period), interval: Number(body.interval), amount: item.amount });
      return { status: 200, body: { id, entity: 'plan', interval: body.interval, period: body.period, item: { ...item, active: true }, notes: body.notes ?? [], created_at } };
    }
    if (isCreate) {
      const id = `sub_${randomBytes(7).toString('hex')}`;
      const made: FakeSubscription = {
        id,
        plan_id: String(body.plan_id),
        status: 'created',
        total_count: Number(body.total_count),
        notes: body.notes ?? [],
        cancelAtCycleEnd: false,
        currentStart: null,
        currentEnd: null,
      };
      subscriptions.set(id, made);
      return { status: 200, body: subscriptionEntity(made, created_at) };
    }
    const sub = subscriptions.get(subId ?? '') as FakeSubscription;
    if (cancelMatch) {
      if (['cancelled', 'completed', 'expired'].includes(sub.status))
        return { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Subscription is not cancellable in cancelled status.' } } };
      if (body.cancel_at_cycle_end === 1) sub.cancelAtCycleEnd = true;
      else sub.status = 'cancelled';
    }
    return { status: 200, body: subscriptionEntity(sub, created_at) };
  }
  const subscriptionEntity = (sub: FakeSubscription, created_at: number) => ({
    id: sub.id,
    entity: 'subscription',
    plan_id: sub.plan_id,
    status: sub.status,
    total_count: sub.total_count,
    paid_count: 0,
    remaining_count: sub.total_count,
    customer_notify: true,
    notes: sub.notes,
    short_url: `${origin()}/subscriptions/${sub.id}/checkout`,
    has_scheduled_changes: false,
    change_scheduled_at: null,
    created_at,
  });
  /** The hosted checkout's form: the plan's price and one button that authorises the payments. */
  const hostedCheckout = (sub: FakeSubscription) => {
    const plan = plans.get(sub.plan_id);
    const price = plan ? `₹${(plan.amount / 100).toFixed(2)} every ${plan.period === 'yearly' ? 'year' : 'month'}` : '';
    return `<p>${price}</p><form method="post" action="/subscriptions/${sub.id}/authorise"><button type="submit">Authorise the payments</button></form>`;
  };
  /**
   * Sends one event of a subscription to our server's webhook as Razorpay does: its shape, an event id,
   * signed over the raw body with the webhook secret. Answers whether our server took it (2xx).
   */
  async function sendWebhook(sub: FakeSubscription, event: SubscriptionEventName, eventAt: Date): Promise<boolean> {
    if (!webhookUrl) throw new Error('the fake has no webhook address: call deliverWebhooksTo first');
    const plan = plans.get(sub.plan_id);
    const charged = event === 'subscription.charged';
    const raw = subscriptionEventBody({
      event,
      providerRef: sub.id,
      eventAt,
      currentStart: sub.currentStart,
      currentEnd: sub.currentEnd,
      status: STATUS_AFTER[event],
      payment: charged && plan ? { id: `pay_${randomBytes(7).toString('hex')}`, amountMinor: plan.amount, currency: 'INR' } : null,
    });
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [RAZORPAY_EVENT_ID_HEADER]: `evt_${randomBytes(7).toString('hex')}`,
        [RAZORPAY_SIGNATURE_HEADER]: signWebhook(raw, keys.webhookSecret),
      },
      body: raw,
    });
    webhooks.push({ event, subscriptionId: sub.id, status: res.status, answer: await res.text() });
    return res.ok;
  }
  /** The mandate given: the first period is paid from now. */
  function markAuthorised(sub: FakeSubscription): Date {
    const now = sub.currentStart ?? new Date();
    const plan = plans.get(sub.plan_id);
    sub.status = 'active';
    sub.currentStart = now;
    sub.currentEnd = periodEnd(now, plan?.period === 'yearly' ? 'yearly' : 'monthly');
    return now;
  }
  /** The subscriber authorised the mandate: the first period is charged, and Razorpay tells the merchant in three events. */
  async function authorise(sub: FakeSubscription): Promise<boolean> {
    const now = markAuthorised(sub);
    let ok = true;
    for (const event of ['subscription.authenticated', 'subscription.activated', 'subscription.charged'] as const)
      ok = (await sendWebhook(sub, event, now)) && ok;
    return ok;
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin(),
    orders,
    /** The Plans and Subscriptions API calls received, in order. */
    calls,
    subscriptions,
    /** Our server's settings that send the SDK and the page here. */
    env: {
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
      RAZORPAY_API_URL: origin(),
      RAZORPAY_CHECKOUT_URL: `${origin()}/v1/checkout.js`,
    },
    /** The webhooks the fake sent (the hosted checkout's and `endCycle`'s), with our server's answers. */
    webhooks,
    /** Where the fake sends its subscription webhooks (our server's `/api/subscriptions/webhooks/razorpay`). */
    deliverWebhooksTo(url: string) {
      webhookUrl = url;
    },
    /**
     * The end of a subscription's paid period: one cancelled at the cycle's end is cancelled, and Razorpay
     * tells the merchant then (its event dated at the period's end). Answers whether our server took it.
     */
    async endCycle(subscriptionId: string): Promise<boolean> {
      const sub = subscriptions.get(subscriptionId);
      if (!sub?.currentEnd || !sub.cancelAtCycleEnd) throw new Error(`${subscriptionId} is not paid and cancelled at the cycle's end`);
      sub.status = 'cancelled';
      return sendWebhook(sub, 'subscription.cancelled', sub.currentEnd);
    },
    /** What each checkout opened was for (an order or a subscription), in order. */
    checkouts,
    /** The buyer closes the next `n` checkouts without paying (checkout.js calls the modal's ondismiss). */
    dismissNextCheckouts(n: number) {
      dismissNext = n;
    },
    /** Keeps the webhooks of the subscriptions authorised in checkout.js until `releaseWebhooks`, as a slow delivery. */
    holdWebhooks() {
      holding = true;
    },
    /** Sends the webhooks held; answers whether our server took them all. */
    async releaseWebhooks(): Promise<boolean> {
      holding = false;
      let ok = true;
      for (const sub of held.splice(0)) ok = (await authorise(sub)) && ok;
      return ok;
    },
    /** The next `n` Orders calls answer 500, as when Razorpay is down. */
    failNextOrders(n: number) {
      failNext = n;
    },
    /** The next `n` Plans or Subscriptions calls answer 500, as when Razorpay is down. */
    failNextSubscriptionCalls(n: number) {
      failNextSubscriptions = n;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;

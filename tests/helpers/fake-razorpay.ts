import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';

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

/** A fake checkout.js: `new Razorpay(options).open()` asks the fake server to pay the order and calls the handler with its signed answer. */
const checkoutScript = (origin: string) => `window.Razorpay = function (options) {
  this.open = function () {
    fetch(${JSON.stringify(`${origin}/checkout/pay`)}, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: options.key, order_id: options.order_id, amount: options.amount, currency: options.currency }),
    })
      .then(function (res) { return res.json(); })
      .then(function (answer) { options.handler(answer); });
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

/**
 * A local stand-in for Razorpay: its Orders API (checks the basic auth of our key id and secret,
 * the amount in paise, INR and the receipt, and answers an order as Razorpay does), and for the
 * browser a checkout.js whose payment the fake server signs with the key secret (never the page).
 */
export async function startFakeRazorpay(keys = RAZORPAY_TEST_KEYS) {
  const orders: ReceivedOrder[] = [];
  const known = new Map<string, { amount: number; currency: string }>();
  let failNext = 0;
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
      if (req.method === 'POST' && url === '/checkout/pay') {
        const body = JSON.parse(text) as { key?: string; order_id?: string; amount?: number; currency?: string };
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin(),
    orders,
    /** Our server's settings that send the SDK and the page here. */
    env: {
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
      RAZORPAY_API_URL: origin(),
      RAZORPAY_CHECKOUT_URL: `${origin()}/v1/checkout.js`,
    },
    /** The next `n` Orders calls answer 500, as when Razorpay is down. */
    failNextOrders(n: number) {
      failNext = n;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;

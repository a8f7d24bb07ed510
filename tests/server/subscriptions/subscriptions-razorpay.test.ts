import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRO_EXPERT_FEE_PERCENT, PRO_PLANS, SUBSCRIPTION_EVENTS, type SubscriptionEventName } from '#shared/domain/pro-plans';
import type { Subscription, SubscriptionInvoice } from '#shared/contract/http/subscriptions';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { createTestExpert } from '../../helpers/experts';
import { startFakeRazorpay, type FakeRazorpay } from '../../helpers/fake-razorpay';
import { inject, reauth, waitForMail } from '../bookings/bookings-fixtures';
import { DAY, deliver, eventFor, mine, providerRefOf, type Delivery } from './subscription-fixtures';

type Started = { subscription: Subscription; checkoutUrl: string | null; testMode: boolean };

function* permutations<T>(items: readonly T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield [...items];
    return;
  }
  for (let i = 0; i < items.length; i += 1) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const tail of permutations(rest)) yield [items[i] as T, ...tail];
  }
}

/**
 * Qurious Pro with Razorpay Subscriptions on both databases. Our server makes its plans and
 * subscriptions through the real SDK against a local fake of Razorpay's API; the webhooks are signed
 * here with the test keys as Razorpay signs them, and are the only thing that moves a subscription.
 */
describe(`Pro subscriptions with Razorpay on ${testDbKind()}`, () => {
  let t: TestApp;
  let fake: FakeRazorpay;
  beforeAll(async () => {
    fake = await startFakeRazorpay();
    t = await createTestApp({ ...fake.env, PLATFORM_FEE_PERCENT: '20' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const start = (who: { auth: Record<string, string> }, planId: string) => inject(t, 'POST', '/api/subscriptions', who, { planId });
  const feeOf = async (who: { auth: Record<string, string> }) => (await inject(t, 'GET', '/api/wallet/fee', who)).json<{ feePercent: number }>().feePercent;
  const period = (fromDays: number, days: number) => {
    const from = t.clock.now().getTime() + fromDays * DAY;
    return { start: new Date(from), end: new Date(from + days * DAY), amountMinor: PRO_PLANS['expert-monthly'].priceMinor };
  };
  /** A subscription row of a fresh user's, as a start leaves it before its checkout, straight in the database. */
  async function createdRow(): Promise<{ id: string; ref: string }> {
    const user = await t.db.kysely.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const id = randomUUID();
    const ref = `sub_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
    const iso = t.clock.now().toISOString();
    await t.db.kysely
      .insertInto('subscriptions')
      .values({ id, user_id: user.id, plan_id: 'expert-monthly', provider: 'razorpay', provider_ref: ref, status: 'created', paid_until: null, status_at: null, cancel_requested_at: null, created_at: iso, updated_at: iso })
      .execute();
    return { id, ref };
  }
  const rowOf = (id: string) => t.db.kysely.selectFrom('subscriptions').select(['status', 'paid_until']).where('id', '=', id).executeTakeFirstOrThrow();
  const invoicesOf = async (id: string) =>
    Number((await t.db.kysely.selectFrom('subscription_invoices').select((eb) => eb.fn.countAll<number>().as('n')).where('subscription_id', '=', id).executeTakeFirstOrThrow()).n);

  it('makes the plan once and a subscription on it through the SDK, and answers its hosted checkout; nothing is Pro yet', async () => {
    const expert = await createTestExpert(t);
    const before = fake.calls.length;
    const res = await start(expert, 'expert-monthly');
    expect(res.statusCode, res.body).toBe(201);
    const started = res.json<Started>();
    expect(started).toMatchObject({ testMode: false, subscription: { planId: 'expert-monthly', status: 'created', paidUntil: null, entitled: false } });
    const calls = fake.calls.slice(before);
    expect(calls.map((c) => [c.method, c.url, c.problems])).toEqual([
      ['POST', '/v1/plans', []],
      ['POST', '/v1/subscriptions', []],
    ]);
    expect(calls[0]?.body).toMatchObject({ period: 'monthly', interval: 1, item: { amount: 99_900, currency: 'INR' } });
    expect(calls[1]?.body).toMatchObject({ total_count: 120, notes: { subscriptionId: started.subscription.id } });
    const ref = await providerRefOf(t, started.subscription.id);
    expect(started.checkoutUrl).toBe(`${fake.url}/subscriptions/${ref}/checkout`);
    expect(await feeOf(expert)).toBe(20);

    // A checkout left unfinished does not stop another start; another expert's start reuses the plan.
    expect((await start(expert, 'expert-yearly')).statusCode).toBe(201);
    const other = await createTestExpert(t);
    const again = fake.calls.length;
    expect((await start(other, 'expert-monthly')).statusCode).toBe(201);
    expect(fake.calls.slice(again).map((c) => c.url)).toEqual(['/v1/subscriptions']);
  });

  it('refuses Pro for experts to a buyer (403) and answers 502 without keeping anything when Razorpay is down', async () => {
    const buyer = await createTestUser(t);
    expect((await start(buyer, 'expert-monthly')).statusCode).toBe(403);
    fake.failNextSubscriptionCalls(1);
    const down = await start(buyer, 'buyer-monthly');
    expect(down.statusCode).toBe(502);
    expect(await mine(t, buyer)).toBeNull();
    expect((await start(buyer, 'buyer-monthly')).statusCode).toBe(201);
  });

  it('ends the same whatever order the life\'s webhooks arrive in (all 24 orders), each delivery applied once', async () => {
    const life = (ref: string): Delivery[] => {
      const paid = period(0, 30);
      return [
        eventFor(ref, 'subscription.authenticated', new Date(t.clock.now().getTime())),
        eventFor(ref, 'subscription.activated', new Date(t.clock.now().getTime() + 1000), paid),
        eventFor(ref, 'subscription.charged', new Date(t.clock.now().getTime() + 1000), paid),
        eventFor(ref, 'subscription.cancelled', new Date(t.clock.now().getTime() + 5 * DAY)),
      ];
    };
    const expectedEnd = period(0, 30).end.toISOString();
    for (const order of permutations([0, 1, 2, 3])) {
      const row = await createdRow();
      const events = life(row.ref);
      for (const i of order) {
        const d = events[i] as Delivery;
        expect((await deliver(t, d)).json()).toEqual({ received: true, result: 'applied' });
        // Razorpay redelivers until it gets a 200: the repeat changes nothing.
        expect((await deliver(t, d)).json()).toEqual({ received: true, result: 'duplicate' });
      }
      expect(await rowOf(row.id), `order ${order.join('')}`).toEqual({ status: 'cancelled', paid_until: expectedEnd });
      expect(await invoicesOf(row.id)).toBe(1);
    }
  });

  it('moves to the state each of the seven events names, and reads an event it does not know as ignored', async () => {
    const row = await createdRow();
    const seen: string[] = [];
    let at = t.clock.now().getTime();
    for (const name of SUBSCRIPTION_EVENTS) {
      at += 1000;
      const charged: SubscriptionEventName[] = ['subscription.activated', 'subscription.charged'];
      await deliver(t, eventFor(row.ref, name, new Date(at), charged.includes(name) ? period(0, 30) : undefined));
      seen.push((await rowOf(row.id)).status);
    }
    expect(seen).toEqual(['authenticated', 'active', 'active', 'pending', 'halted', 'cancelled', 'cancelled']);
    const other = { eventId: 'evt_other', raw: JSON.stringify({ event: 'payment.captured', created_at: 1, payload: {} }) };
    expect((await deliver(t, other)).json()).toEqual({ received: true, result: 'ignored' });
  });

  it('refuses a delivery with a bad signature (401) or a body it cannot read (400), and changes nothing', async () => {
    const row = await createdRow();
    const d = eventFor(row.ref, 'subscription.charged', t.clock.now(), period(0, 30));
    expect((await deliver(t, d, { secret: 'not-the-webhook-secret' })).statusCode).toBe(401);
    expect((await deliver(t, { ...d, raw: `${d.raw} ` }, { secret: 'not-the-webhook-secret' })).statusCode).toBe(401);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/subscriptions/webhooks/razorpay', headers: { 'content-type': 'application/json' }, payload: d.raw });
    expect(unsigned.statusCode).toBe(401);
    expect((await deliver(t, { eventId: 'evt_bad', raw: JSON.stringify({ event: 'subscription.charged', created_at: 1, payload: {} }) })).statusCode).toBe(400);
    expect((await deliver(t, d, { provider: 'test' })).statusCode).toBe(404);
    expect(await rowOf(row.id)).toEqual({ status: 'created', paid_until: null });
    expect((await deliver(t, d)).json()).toMatchObject({ result: 'applied' });
  });

  it('keeps a halted subscription\'s benefits to the end of the paid period, refuses them after, and gives them back when it resumes', async () => {
    const expert = await createTestExpert(t);
    const started = (await start(expert, 'expert-monthly')).json<Started>();
    const ref = await providerRefOf(t, started.subscription.id);
    const now = () => t.clock.now().getTime();
    await deliver(t, eventFor(ref, 'subscription.activated', new Date(now()), period(0, 30)));
    await deliver(t, eventFor(ref, 'subscription.charged', new Date(now()), period(0, 30)));
    expect(await mine(t, expert)).toMatchObject({ status: 'active', entitled: true });
    expect(await feeOf(expert)).toBe(PRO_EXPERT_FEE_PERCENT);
    expect((await start(expert, 'expert-yearly')).statusCode).toBe(409);

    // The renewal fails: pending, then halted; the month paid for still runs.
    t.clock.advance(30 * DAY);
    await reauth(t, expert);
    await deliver(t, eventFor(ref, 'subscription.pending', new Date(now())));
    t.clock.advance(-1000);
    expect(await feeOf(expert)).toBe(PRO_EXPERT_FEE_PERCENT);
    t.clock.advance(1000 + 3 * DAY);
    await deliver(t, eventFor(ref, 'subscription.halted', new Date(now())));
    expect(await mine(t, expert)).toMatchObject({ status: 'halted', entitled: false });
    expect(await feeOf(expert)).toBe(20);
    // The expert is told, in the bell and by email, once.
    const notices = await t.db.kysely.selectFrom('notifications').select(['kind', 'link']).where('user_id', '=', expert.id).where('kind', '=', 'pro.halted').execute();
    expect(notices).toEqual([{ kind: 'pro.halted', link: '/settings/billing' }]);
    await waitForMail(t, expert.email, /Your Qurious Pro payment failed/);
    // Another subscription may be started while it is halted and unpaid; this one resumes instead.
    t.clock.advance(2 * DAY);
    await deliver(t, eventFor(ref, 'subscription.charged', new Date(now()), period(0, 30)));
    expect(await mine(t, expert)).toMatchObject({ status: 'active', entitled: true });
    expect(await feeOf(expert)).toBe(PRO_EXPERT_FEE_PERCENT);
    const invoices = (await inject(t, 'GET', '/api/subscriptions/invoices', expert)).json<{ invoices: SubscriptionInvoice[] }>().invoices;
    expect(invoices.map((i) => [i.planId, i.amountMinor, i.currency])).toEqual([
      ['expert-monthly', 99_900, 'INR'],
      ['expert-monthly', 99_900, 'INR'],
    ]);
    expect(invoices[0]?.paidAt.localeCompare(invoices[1]?.paidAt ?? '')).toBe(1);
  });

  it('cancels at the end of the cycle through the SDK: the state waits for the webhook, the benefits for the period\'s end', async () => {
    const expert = await createTestExpert(t);
    const started = (await start(expert, 'expert-yearly')).json<Started>();
    const ref = await providerRefOf(t, started.subscription.id);
    const year = period(0, 365);
    await deliver(t, eventFor(ref, 'subscription.charged', t.clock.now(), year));
    const someoneElse = await createTestUser(t);
    expect((await inject(t, 'POST', `/api/subscriptions/${started.subscription.id}/cancel`, someoneElse, {})).statusCode).toBe(404);
    const before = fake.calls.length;
    const res = await inject(t, 'POST', `/api/subscriptions/${started.subscription.id}/cancel`, expert, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.calls.slice(before).map((c) => [c.url, c.body])).toEqual([[`/v1/subscriptions/${ref}/cancel`, { cancel_at_cycle_end: 1 }]]);
    expect(fake.subscriptions.get(ref)?.cancelAtCycleEnd).toBe(true);
    expect(res.json<{ subscription: Subscription }>().subscription).toMatchObject({ status: 'active', entitled: true, paidUntil: year.end.toISOString() });
    expect(res.json<{ subscription: Subscription }>().subscription.cancelRequestedAt).not.toBeNull();
    // Razorpay cancels it at the cycle's end.
    t.clock.advance(365 * DAY);
    await reauth(t, expert);
    await deliver(t, eventFor(ref, 'subscription.cancelled', t.clock.now()));
    expect(await mine(t, expert)).toMatchObject({ status: 'cancelled', entitled: false });
    expect(await feeOf(expert)).toBe(20);
    expect((await inject(t, 'POST', `/api/subscriptions/${started.subscription.id}/cancel`, expert, {})).statusCode).toBe(409);
    expect((await start(expert, 'expert-monthly')).statusCode).toBe(201);
  });
});

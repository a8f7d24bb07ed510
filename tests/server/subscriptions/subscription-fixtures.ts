import { randomUUID } from 'node:crypto';
import { subscriptionEventBody } from '#server/modules/subscriptions/events';
import { RAZORPAY_EVENT_ID_HEADER, RAZORPAY_SIGNATURE_HEADER } from '#server/modules/wallet/razorpay';
import { TEST_SIGNATURE_HEADER, signTestWebhook, testWebhookSecret } from '#server/modules/wallet/payments';
import type { Subscription } from '#shared/contract/http/subscriptions';
import type { SubscriptionEventName } from '#shared/domain/pro-plans';
import type { TestApp } from '../../helpers/test-app';
import { signWebhook } from '../../helpers/fake-razorpay';

export const DAY = 86_400_000;

/** One subscription event as Razorpay raises it, with the id of its delivery. */
export interface Delivery {
  eventId: string;
  raw: string;
}

export function eventFor(
  providerRef: string,
  event: SubscriptionEventName,
  eventAt: Date,
  period?: { start: Date; end: Date; amountMinor: number },
): Delivery {
  const status = { authenticated: 'authenticated', activated: 'active', charged: 'active', pending: 'pending', halted: 'halted', cancelled: 'cancelled', completed: 'completed' }[
    event.replace('subscription.', '') as 'authenticated'
  ];
  return {
    eventId: `evt_${randomUUID().replaceAll('-', '').slice(0, 14)}`,
    raw: subscriptionEventBody({
      event,
      providerRef,
      eventAt,
      status,
      currentStart: period?.start ?? null,
      currentEnd: period?.end ?? null,
      payment: period && event === 'subscription.charged' ? { id: `pay_${randomUUID().replaceAll('-', '').slice(0, 14)}`, amountMinor: period.amountMinor, currency: 'INR' } : null,
    }),
  };
}

/** Delivers an event to our webhook, signed as Razorpay signs it (or as the test mode does). */
export function deliver(t: TestApp, d: Delivery, opts: { provider?: 'razorpay' | 'test'; secret?: string } = {}) {
  const provider = opts.provider ?? 'razorpay';
  const signature =
    provider === 'razorpay'
      ? { [RAZORPAY_SIGNATURE_HEADER]: signWebhook(d.raw, opts.secret) }
      : { [TEST_SIGNATURE_HEADER]: signTestWebhook(opts.secret ?? testWebhookSecret(t.deps.jwtSecret), d.raw) };
  return t.app.inject({
    method: 'POST',
    url: `/api/subscriptions/webhooks/${provider}`,
    headers: { 'content-type': 'application/json', [RAZORPAY_EVENT_ID_HEADER]: d.eventId, ...signature },
    payload: d.raw,
  });
}

export async function mine(t: TestApp, who: { auth: Record<string, string> }): Promise<Subscription | null> {
  const res = await t.app.inject({ method: 'GET', url: '/api/subscriptions/mine', headers: who.auth });
  if (res.statusCode !== 200) throw new Error(`mine: ${res.statusCode} ${res.body}`);
  return res.json<{ subscription: Subscription | null }>().subscription;
}

export async function providerRefOf(t: TestApp, subscriptionId: string): Promise<string> {
  const row = await t.db.kysely.selectFrom('subscriptions').select('provider_ref').where('id', '=', subscriptionId).executeTakeFirstOrThrow();
  return row.provider_ref ?? '';
}

import { createHash } from 'node:crypto';
import { z } from 'zod';
import { SUBSCRIPTION_EVENTS, type SubscriptionEventName } from '#shared/domain/pro-plans';

/** A verified subscription event, as the state machine reads it. */
export interface SubscriptionEvent {
  /** The provider's id of the delivery: a redelivery carries the same one. */
  eventId: string;
  event: SubscriptionEventName;
  /** The provider's subscription id (sub_…). */
  providerRef: string;
  /** When the provider raised the event (its clock): orders events that arrive out of order. */
  eventAt: Date;
  /** The subscription's current period as the event saw it (null when it has none yet). */
  currentStart: Date | null;
  currentEnd: Date | null;
  /** The payment a `charged` (or `activated`) event reports. */
  payment: { id: string; amountMinor: number; currency: string } | null;
}

const unixTime = z.number().int().nonnegative();
const body = z.object({
  event: z.string(),
  created_at: unixTime,
  payload: z.object({
    subscription: z.object({
      entity: z.object({
        id: z.string().min(1).max(64),
        current_start: unixTime.nullish(),
        current_end: unixTime.nullish(),
      }),
    }),
    payment: z
      .object({ entity: z.object({ id: z.string().min(1).max(64), amount: z.number().int().nonnegative(), currency: z.string().max(8) }) })
      .optional(),
  }),
});

const fromUnix = (seconds: number | null | undefined): Date | null => (seconds == null ? null : new Date(seconds * 1000));

/**
 * Reads a verified webhook body in Razorpay's shape (the test mode signs the same shape): null for the
 * events that do not move a subscription. Throws when the body is not one. A delivery without an event
 * id is named by the hash of its body, so its exact redelivery is still applied once.
 */
export function subscriptionEventOf(raw: string, eventId: string | null): SubscriptionEvent | null {
  const json: unknown = JSON.parse(raw);
  const name = typeof json === 'object' && json !== null && 'event' in json ? json.event : null;
  if (!(SUBSCRIPTION_EVENTS as readonly unknown[]).includes(name)) return null;
  const parsed = body.parse(json);
  const subscription = parsed.payload.subscription.entity;
  const payment = parsed.payload.payment?.entity;
  return {
    eventId: eventId ?? `body_${createHash('sha256').update(raw).digest('hex')}`,
    event: parsed.event as SubscriptionEventName,
    providerRef: subscription.id,
    eventAt: new Date(parsed.created_at * 1000),
    currentStart: fromUnix(subscription.current_start),
    currentEnd: fromUnix(subscription.current_end),
    payment: payment ? { id: payment.id, amountMinor: payment.amount, currency: payment.currency } : null,
  };
}

/** A webhook body in Razorpay's shape, for the test mode's own events and the tests. */
export function subscriptionEventBody(e: {
  event: SubscriptionEventName;
  providerRef: string;
  eventAt: Date;
  currentStart: Date | null;
  currentEnd: Date | null;
  status: string;
  payment?: { id: string; amountMinor: number; currency: string } | null;
}): string {
  const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
  return JSON.stringify({
    entity: 'event',
    event: e.event,
    contains: e.payment ? ['subscription', 'payment'] : ['subscription'],
    payload: {
      subscription: {
        entity: { id: e.providerRef, entity: 'subscription', status: e.status, current_start: unix(e.currentStart), current_end: unix(e.currentEnd) },
      },
      ...(e.payment
        ? { payment: { entity: { id: e.payment.id, entity: 'payment', amount: e.payment.amountMinor, currency: e.payment.currency, status: 'captured' } } }
        : {}),
    },
    created_at: unix(e.eventAt),
  });
}

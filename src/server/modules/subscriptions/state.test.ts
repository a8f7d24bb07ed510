import { describe, expect, it } from 'vitest';
import type { SubscriptionEventName } from '#shared/domain/pro-plans';
import type { SubscriptionEvent } from './events';
import { nextState, type SubscriptionState } from './state';

const T0 = Date.parse('2026-03-01T10:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(T0 + days * DAY);

const event = (name: SubscriptionEventName, day: number, period?: [number, number], id: string = name): SubscriptionEvent => ({
  eventId: `${id}@${day}`,
  event: name,
  providerRef: 'sub_1',
  eventAt: at(day),
  currentStart: period ? at(period[0]) : null,
  currentEnd: period ? at(period[1]) : null,
  payment: period ? { id: `pay_${day}`, amountMinor: 99_900, currency: 'INR' } : null,
});

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

const START: SubscriptionState = { status: 'created', statusAt: null, paidUntil: null };
const fold = (events: readonly SubscriptionEvent[]) => events.reduce(nextState, START);

describe('a subscription state from its webhooks', () => {
  // A whole life: authorised, activated and charged, a failed renewal (pending, then halted), resumed by
  // a charge of the next period, then cancelled.
  const life = [
    event('subscription.authenticated', 0),
    event('subscription.activated', 0, [0, 30]),
    event('subscription.charged', 0, [0, 30]),
    event('subscription.pending', 30),
    event('subscription.halted', 33),
    event('subscription.charged', 35, [35, 65], 'resumed'),
    event('subscription.cancelled', 40),
  ];

  it('ends in the same state whatever order its seven events arrive in (all 5,040 orders)', () => {
    const inOrder = fold(life);
    expect(inOrder).toEqual({ status: 'cancelled', statusAt: at(40).toISOString(), paidUntil: at(65).toISOString() });
    let orders = 0;
    for (const order of permutations(life)) {
      expect(fold(order)).toEqual(inOrder);
      orders += 1;
    }
    expect(orders).toBe(5040);
  });

  it('follows each step in order: halted keeps the paid period, a charge resumes it', () => {
    const states = life.map((_, i) => fold(life.slice(0, i + 1)));
    expect(states.map((s) => s.status)).toEqual(['authenticated', 'active', 'active', 'pending', 'halted', 'active', 'cancelled']);
    expect(states.map((s) => s.paidUntil)).toEqual([null, ...Array<string>(4).fill(at(30).toISOString()), at(65).toISOString(), at(65).toISOString()]);
  });

  it('breaks a tie of one second by the step of the life, and never leaves a final state', () => {
    expect(fold([event('subscription.activated', 0, [0, 30]), event('subscription.authenticated', 0)]).status).toBe('active');
    expect(fold([event('subscription.completed', 60), event('subscription.charged', 61, [61, 91])])).toEqual({
      status: 'completed',
      statusAt: at(60).toISOString(),
      paidUntil: at(91).toISOString(),
    });
  });
});

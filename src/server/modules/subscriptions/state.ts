import { FINAL_STATUSES, STATUS_AFTER, type SubscriptionStatus } from '#shared/domain/pro-plans';
import type { SubscriptionEvent } from './events';

/** What the webhooks decide of a subscription. */
export interface SubscriptionState {
  status: SubscriptionStatus;
  /** The provider's time (ISO) of the event that set the status; null before any. */
  statusAt: string | null;
  /** The end (ISO) of the last period paid for. */
  paidUntil: string | null;
}

/** Breaks a tie between two events of the same second: the later step of a subscription's life wins. */
const RANK: Readonly<Record<SubscriptionStatus, number>> = {
  created: 0,
  authenticated: 1,
  active: 2,
  pending: 3,
  halted: 4,
  cancelled: 5,
  completed: 5,
};

/**
 * Whether an event raised at `eventAt` leaving `next` replaces the status `current` set at `currentAt`.
 * A final status (cancelled, completed) is never left; otherwise the newer event wins, and of two in
 * the same second the later step of the life.
 */
function replacesStatus(current: SubscriptionStatus, currentAt: string | null, next: SubscriptionStatus, eventAt: string): boolean {
  if (FINAL_STATUSES.includes(current)) return false;
  if (FINAL_STATUSES.includes(next) || currentAt === null) return true;
  if (eventAt !== currentAt) return eventAt > currentAt;
  return RANK[next] > RANK[current];
}

/** Whether the event reports a period paid (its end then extends the benefits). */
export const paysPeriod = (event: SubscriptionEvent): boolean =>
  (event.event === 'subscription.charged' || event.event === 'subscription.activated') && event.currentEnd !== null;

/**
 * The state after one event, whatever order the events arrive in: `paidUntil` only ever moves forward
 * to the end of a period a charge paid, and the status follows the newest event. Applying a set of
 * events in any order gives the same state as in the order they were raised.
 */
export function nextState(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  let paidUntil = state.paidUntil;
  if (paysPeriod(event) && event.currentEnd) {
    const end = event.currentEnd.toISOString();
    if (paidUntil === null || end > paidUntil) paidUntil = end;
  }
  const next = STATUS_AFTER[event.event];
  const at = event.eventAt.toISOString();
  return replacesStatus(state.status, state.statusAt, next, at)
    ? { status: next, statusAt: at, paidUntil }
    : { ...state, paidUntil };
}

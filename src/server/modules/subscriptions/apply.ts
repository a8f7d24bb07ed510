import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { SubscriptionEvent } from './events';
import { nextState, paysPeriod } from './state';
import { grantBundle } from './bundle';

export type ApplyResult = 'applied' | 'duplicate' | 'ignored';

/** What applying an event did, and whether it halted the subscription just now (its user is told). */
export interface Applied {
  result: ApplyResult;
  halted: { subscriptionId: string; userId: string; paidUntil: string | null } | null;
}

/**
 * Applies one verified event, exactly once: the delivery's id is written first, in the same
 * transaction, so a redelivery (even a concurrent one) finds it and changes nothing. A charge records
 * its invoice (once per payment) and, for Pro for buyers, gives that period's bundle of credits; the state follows `nextState`, whatever order the deliveries arrive
 * in. Events of a subscription we never started are recorded and ignored.
 */
export async function applySubscriptionEvent(db: Db, provider: string, event: SubscriptionEvent, now: Date): Promise<Applied> {
  return db.kysely.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto('subscription_events')
      .values({
        id: randomUUID(),
        provider,
        event_id: event.eventId,
        event: event.event,
        provider_ref: event.providerRef,
        event_at: event.eventAt.toISOString(),
        received_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .executeTakeFirst();
    if (Number(recorded.numInsertedOrUpdatedRows ?? 0) === 0) return { result: 'duplicate', halted: null };
    const sub = await trx
      .selectFrom('subscriptions')
      .select(['id', 'user_id', 'plan_id', 'status', 'status_at', 'paid_until'])
      .where('provider', '=', provider)
      .where('provider_ref', '=', event.providerRef)
      .$if(db.kind === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
    if (!sub) return { result: 'ignored', halted: null };
    if (paysPeriod(event) && event.currentEnd && event.payment) {
      const invoiceId = randomUUID();
      const invoice = await trx
        .insertInto('subscription_invoices')
        .values({
          id: invoiceId,
          subscription_id: sub.id,
          user_id: sub.user_id,
          provider_payment_id: event.payment.id,
          amount_minor: event.payment.amountMinor,
          currency: event.payment.currency,
          period_start: (event.currentStart ?? event.eventAt).toISOString(),
          period_end: event.currentEnd.toISOString(),
          paid_at: event.eventAt.toISOString(),
        })
        .onConflict((oc) => oc.column('provider_payment_id').doNothing())
        .executeTakeFirst();
      if (Number(invoice.numInsertedOrUpdatedRows ?? 0) > 0) await grantBundle(trx, { userId: sub.user_id, planId: sub.plan_id, invoiceId }, now);
    }
    const after = nextState({ status: sub.status, statusAt: sub.status_at, paidUntil: sub.paid_until }, event);
    await trx
      .updateTable('subscriptions')
      .set({ status: after.status, status_at: after.statusAt, paid_until: after.paidUntil, updated_at: now.toISOString() })
      .where('id', '=', sub.id)
      .execute();
    const halted = after.status === 'halted' && sub.status !== 'halted' ? { subscriptionId: sub.id, userId: sub.user_id, paidUntil: after.paidUntil } : null;
    return { result: 'applied', halted };
  });
}

import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SubscriptionCheckout } from '#shared/contract/http/provider-checkout';
import type { HostedSubscription, Subscription, SubscriptionCheckoutAnswer, SubscriptionInvoice } from '#shared/contract/http/subscriptions';
import {
  FINAL_STATUSES,
  LIVE_STATUSES,
  PRO_EXPERT_ONLY_MESSAGE,
  PRO_PLANS,
  SUBSCRIPTION_ALREADY_MESSAGE,
  SUBSCRIPTION_ENDED_MESSAGE,
  SUBSCRIPTION_NOT_FOUND_MESSAGE,
  SUBSCRIPTION_PAYMENT_NOT_VERIFIED_MESSAGE,
  SUBSCRIPTION_PROVIDER_DOWN_MESSAGE,
  type ProPeriod,
  type ProPlanId,
  type SubscriptionEventName,
} from '#shared/domain/pro-plans';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { AppDeps } from '../context';
import { WebhookSignatureError, type WebhookHeaders } from '../wallet/payments';
import { RAZORPAY_EVENT_ID_HEADER } from '../wallet/razorpay';
import { applySubscriptionEvent, type ApplyResult } from './apply';
import { announceHalted } from './notices';
import type { Notifier } from '../notifications/notifier';
import { subscriptionEventBody, subscriptionEventOf } from './events';
import { SubscriptionProviderDown, type SubscriptionProvider } from './provider';
import type { SubscriptionsTable } from './tables';
import { proPayUrl, subscriptionIdOfToken } from './pay-link';

/** The end of one billing period begun at `from` (calendar month or year, UTC). */
export function periodEnd(from: Date, period: ProPeriod): Date {
  const end = new Date(from);
  if (period === 'monthly') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

type Row = Pick<SubscriptionsTable, 'id' | 'plan_id' | 'status' | 'paid_until' | 'cancel_requested_at' | 'created_at'>;

const toSubscription = (row: Row, now: Date): Subscription => ({
  id: row.id,
  planId: row.plan_id,
  status: row.status,
  paidUntil: row.paid_until,
  entitled: row.paid_until !== null && row.paid_until > now.toISOString(),
  cancelRequestedAt: row.cancel_requested_at,
  createdAt: row.created_at,
});

export class SubscriptionWebhookRefused extends Error {
  constructor(readonly status: 400 | 401 | 404) {
    super('webhook refused');
  }
}

/** Qurious Pro's subscriptions: start, cancel, read; the provider's webhooks move their state. */
export function createSubscriptionService(
  deps: AppDeps,
  provider: SubscriptionProvider,
  log: FastifyBaseLogger,
  notifier: Pick<Notifier, 'notify'>,
) {
  const db = deps.db.kysely;
  const columns = ['id', 'plan_id', 'status', 'paid_until', 'cancel_requested_at', 'created_at'] as const;

  /** Verifies one delivery and applies its event once. */
  async function receive(providerName: string, raw: string, headers: WebhookHeaders): Promise<ApplyResult> {
    if (providerName !== provider.name) throw new SubscriptionWebhookRefused(404);
    let eventId: string | null;
    try {
      eventId = provider.verifyWebhook(raw, headers);
    } catch (err) {
      if (err instanceof WebhookSignatureError) throw new SubscriptionWebhookRefused(401);
      throw err;
    }
    let event;
    try {
      event = subscriptionEventOf(raw, eventId);
    } catch {
      throw new SubscriptionWebhookRefused(400);
    }
    if (!event) return 'ignored';
    const { result, halted } = await applySubscriptionEvent(deps.db, provider.name, event, deps.clock.now());
    if (result === 'applied') log.info({ event: event.event, ref: event.providerRef }, 'subscription event applied');
    // Told after the state is kept; a failed notice never makes the provider deliver the event again.
    if (halted) await announceHalted(deps, notifier, halted).catch((err: unknown) => log.error({ err }, 'halted notice failed'));
    return result;
  }

  /** The test mode's own events, signed and delivered through the same path as the provider's. */
  async function raiseTestEvent(providerRef: string, planId: ProPlanId, event: SubscriptionEventName, status: string): Promise<void> {
    const now = deps.clock.now();
    const end = periodEnd(now, PRO_PLANS[planId].period);
    const charged = event === 'subscription.charged';
    const raw = subscriptionEventBody({
      event,
      providerRef,
      eventAt: now,
      currentStart: now,
      currentEnd: end,
      status,
      payment: charged ? { id: `pay_test_${randomUUID().replaceAll('-', '').slice(0, 14)}`, amountMinor: PRO_PLANS[planId].priceMinor, currency: 'INR' } : null,
    });
    const headers = provider.signOwnEvent(raw);
    if (!headers) return;
    await receive(provider.name, raw, { ...headers, [RAZORPAY_EVENT_ID_HEADER]: `evt_test_${randomUUID()}` });
  }

  /** A subscription with what its checkout needs, its owner's when `userId` is given. */
  async function checkoutRow(subscriptionId: string, userId?: string) {
    let query = db.selectFrom('subscriptions').select([...columns, 'provider', 'provider_ref']).where('id', '=', subscriptionId);
    if (userId !== undefined) query = query.where('user_id', '=', userId);
    return query.executeTakeFirst();
  }
  type CheckoutRow = NonNullable<Awaited<ReturnType<typeof checkoutRow>>>;

  async function hostedRow(token: string): Promise<CheckoutRow> {
    const id = subscriptionIdOfToken(deps.jwtSecret, token);
    const row = id ? await checkoutRow(id) : undefined;
    if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND_MESSAGE);
    return row;
  }

  /** Checkout's options while nothing is paid yet: once a webhook moved it, there is nothing to authorise. */
  const hosted = (row: CheckoutRow): HostedSubscription => ({
    planId: row.plan_id,
    status: row.status,
    checkout:
      row.status === 'created' && row.provider === provider.name && row.provider_ref !== null
        ? provider.checkoutOf(row.provider_ref, PRO_PLANS[row.plan_id], '')
        : null,
  });

  /**
   * Throws 400 unless the checkout's answer is the provider's signature of a payment on this
   * subscription. It grants nothing: the state and the benefits wait for the webhook.
   */
  function checkAnswer(row: CheckoutRow, answer: SubscriptionCheckoutAnswer): void {
    const verified = row.provider === provider.name && row.provider_ref !== null && provider.verifyCheckoutAnswer(row.provider_ref, answer);
    if (!verified) throw badRequest(SUBSCRIPTION_PAYMENT_NOT_VERIFIED_MESSAGE, undefined, 'BAD_SIGNATURE');
  }

  async function newest(userId: string) {
    return db.selectFrom('subscriptions').select(columns).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
  }

  return {
    provider,
    receive,

    async mine(userId: string): Promise<Subscription | null> {
      const row = await newest(userId);
      return row ? toSubscription(row, deps.clock.now()) : null;
    },

    async start(
      userId: string,
      planId: ProPlanId,
    ): Promise<{
      subscription: Subscription;
      checkoutUrl: string | null;
      checkout: SubscriptionCheckout | null;
      payPageUrl: string | null;
      testMode: boolean;
    }> {
      const plan = PRO_PLANS[planId];
      if (plan.side === 'expert' && !(await db.selectFrom('expert_profiles').select('id').where('user_id', '=', userId).executeTakeFirst()))
        throw forbidden(PRO_EXPERT_ONLY_MESSAGE);
      const now = deps.clock.now();
      const iso = now.toISOString();
      // One subscription at a time: a live one, or one whose paid period still runs (cancelled, halted),
      // would be paid twice.
      const current = await db
        .selectFrom('subscriptions')
        .select('id')
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('status', 'in', [...LIVE_STATUSES]), eb('paid_until', '>', iso)]))
        .executeTakeFirst();
      if (current) throw conflict(SUBSCRIPTION_ALREADY_MESSAGE, 'SUBSCRIPTION_EXISTS');
      const id = randomUUID();
      await db
        .insertInto('subscriptions')
        .values({ id, user_id: userId, plan_id: planId, provider: provider.name, provider_ref: null, status: 'created', paid_until: null, status_at: null, cancel_requested_at: null, created_at: iso, updated_at: iso })
        .execute();
      const known = await db
        .selectFrom('subscription_provider_plans')
        .select('provider_plan_id')
        .where('provider', '=', provider.name)
        .where('plan_id', '=', planId)
        .executeTakeFirst();
      const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
      let started;
      try {
        started = await provider.start({ subscriptionId: id, userId, customerEmail: user?.email ?? '', plan, providerPlanId: known?.provider_plan_id ?? null });
      } catch (err) {
        if (!(err instanceof SubscriptionProviderDown)) throw err;
        await db.deleteFrom('subscriptions').where('id', '=', id).execute();
        const down = new AppError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', SUBSCRIPTION_PROVIDER_DOWN_MESSAGE);
        down.cause = err;
        throw down;
      }
      if (started.providerPlanId && !known)
        await db
          .insertInto('subscription_provider_plans')
          .values({ provider: provider.name, plan_id: planId, provider_plan_id: started.providerPlanId, created_at: iso })
          .onConflict((oc) => oc.columns(['provider', 'plan_id']).doNothing())
          .execute();
      await db.updateTable('subscriptions').set({ provider_ref: started.providerRef, updated_at: iso }).where('id', '=', id).execute();
      if (provider.testMode) {
        await raiseTestEvent(started.providerRef, planId, 'subscription.authenticated', 'authenticated');
        await raiseTestEvent(started.providerRef, planId, 'subscription.activated', 'active');
        await raiseTestEvent(started.providerRef, planId, 'subscription.charged', 'active');
      }
      const row = await db.selectFrom('subscriptions').select(columns).where('id', '=', id).executeTakeFirstOrThrow();
      return {
        subscription: toSubscription(row, deps.clock.now()),
        checkoutUrl: started.checkoutUrl,
        checkout: started.checkout,
        payPageUrl: started.checkout ? proPayUrl(deps, id) : null,
        testMode: provider.testMode,
      };
    },

    /**
     * Checks the checkout's signed answer for the caller's subscription (400 when it is not the
     * provider's), to tell the page the payment was received. It changes nothing: the state and the
     * benefits wait for the webhook.
     */
    async verifyCheckout(userId: string, subscriptionId: string, answer: SubscriptionCheckoutAnswer): Promise<Subscription> {
      const row = await checkoutRow(subscriptionId, userId);
      if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND_MESSAGE);
      checkAnswer(row, answer);
      return toSubscription(row, deps.clock.now());
    },

    /** The subscription our pay page's signed link names (404 for a link that is not ours). */
    async hostedGet(token: string): Promise<HostedSubscription> {
      return hosted(await hostedRow(token));
    },

    /** The pay page's checkout answer: a message only, as `verifyCheckout`. */
    async hostedVerify(token: string, answer: SubscriptionCheckoutAnswer): Promise<HostedSubscription & { paymentReceived: true }> {
      const row = await hostedRow(token);
      checkAnswer(row, answer);
      return { ...hosted(row), paymentReceived: true };
    },

    async cancel(userId: string, subscriptionId: string): Promise<Subscription> {
      const row = await db
        .selectFrom('subscriptions')
        .select([...columns, 'provider_ref'])
        .where('id', '=', subscriptionId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND_MESSAGE);
      if (FINAL_STATUSES.includes(row.status) || row.provider_ref === null) throw conflict(SUBSCRIPTION_ENDED_MESSAGE, 'SUBSCRIPTION_ENDED');
      if (row.cancel_requested_at === null) {
        try {
          await provider.cancelAtPeriodEnd(row.provider_ref);
        } catch (err) {
          if (!(err instanceof SubscriptionProviderDown)) throw err;
          const down = new AppError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', SUBSCRIPTION_PROVIDER_DOWN_MESSAGE);
          down.cause = err;
          throw down;
        }
        const iso = deps.clock.now().toISOString();
        await db.updateTable('subscriptions').set({ cancel_requested_at: iso, updated_at: iso }).where('id', '=', row.id).execute();
        if (provider.testMode) await raiseTestEvent(row.provider_ref, row.plan_id, 'subscription.cancelled', 'cancelled');
      }
      const after = await db.selectFrom('subscriptions').select(columns).where('id', '=', row.id).executeTakeFirstOrThrow();
      return toSubscription(after, deps.clock.now());
    },

    async invoices(userId: string): Promise<SubscriptionInvoice[]> {
      const rows = await db
        .selectFrom('subscription_invoices as i')
        .innerJoin('subscriptions as s', 's.id', 'i.subscription_id')
        .select(['i.id', 's.plan_id', 'i.amount_minor', 'i.currency', 'i.period_start', 'i.period_end', 'i.paid_at'])
        .where('i.user_id', '=', userId)
        .orderBy('i.paid_at', 'desc')
        .orderBy('i.id', 'desc')
        .limit(200)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        planId: r.plan_id,
        amountMinor: Number(r.amount_minor),
        currency: r.currency,
        periodStart: r.period_start,
        periodEnd: r.period_end,
        paidAt: r.paid_at,
      }));
    },
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;

import type { ProPlanId, SubscriptionEventName, SubscriptionStatus } from '#shared/domain/pro-plans';

/** A Pro subscription; its status and paid_until move only with verified webhooks. */
export interface SubscriptionsTable {
  id: string;
  user_id: string;
  plan_id: ProPlanId;
  provider: string;
  provider_ref: string | null;
  status: SubscriptionStatus;
  /** The end of the last period paid for: the benefits last until then. */
  paid_until: string | null;
  /** The provider's time of the newest event applied to the status. */
  status_at: string | null;
  cancel_requested_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One webhook delivery applied (unique by provider and event id). */
export interface SubscriptionEventsTable {
  id: string;
  provider: string;
  event_id: string;
  event: SubscriptionEventName;
  provider_ref: string;
  event_at: string;
  received_at: string;
}

/** One period charged. */
export interface SubscriptionInvoicesTable {
  id: string;
  subscription_id: string;
  user_id: string;
  provider_payment_id: string;
  amount_minor: number;
  currency: string;
  period_start: string;
  period_end: string;
  paid_at: string;
}

/** The provider's plan made for one of ours. */
export interface SubscriptionProviderPlansTable {
  provider: string;
  plan_id: ProPlanId;
  provider_plan_id: string;
  created_at: string;
}

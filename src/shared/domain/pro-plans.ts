/**
 * Qurious Pro: the one table of plans, their prices and their benefits, read by the public pages, the
 * server's entitlement checks and the billing (docs/decisions/pro.md). Prices are in rupees' minor
 * unit (paise), as Razorpay takes them; one credit is bought for 10 rupees.
 */

export const PRO_SIDES = ['buyer', 'expert'] as const;
export type ProSide = (typeof PRO_SIDES)[number];

export const PRO_PERIODS = ['monthly', 'yearly'] as const;
export type ProPeriod = (typeof PRO_PERIODS)[number];

export const PRO_PLAN_IDS = ['buyer-monthly', 'buyer-yearly', 'expert-monthly', 'expert-yearly'] as const;
export type ProPlanId = (typeof PRO_PLAN_IDS)[number];

/** The platform's fee percent a Pro expert pays on bookings made while Pro (never more than the setting). */
export const PRO_EXPERT_FEE_PERCENT = 10;

/** What a plan gives while it is paid for. */
export interface ProBenefits {
  /** The platform fee percent on the expert's bookings made while Pro (null: the platform's setting). */
  expertFeePercent: number | null;
  /** The Pro badge on the expert's gig cards and gig page. */
  badge: boolean;
  /** The per-keyword ranking and the whole analytics history (not only the last 90 days). */
  fullAnalytics: boolean;
  /** A featured slot in the expert's categories, in turn with the other Pro experts. */
  featuredSlot: boolean;
  /** Credits added to the buyer's wallet with each paid period (a bundle at a discount). */
  bundleCredits: number;
  /** A buyer's cancellation of an accepted booking keeps nothing back. */
  freeCancellations: boolean;
  /** The buyer's requests come first in an expert's queue of requests. */
  priorityRequests: boolean;
}

export interface ProPlan {
  id: ProPlanId;
  side: ProSide;
  period: ProPeriod;
  /** Razorpay's billing period and how many of them the subscription runs before it completes. */
  interval: 1;
  totalCount: number;
  /** The price of one period, in paise. */
  priceMinor: number;
  benefits: ProBenefits;
}

const EXPERT_BENEFITS: ProBenefits = {
  expertFeePercent: PRO_EXPERT_FEE_PERCENT,
  badge: true,
  fullAnalytics: true,
  featuredSlot: true,
  bundleCredits: 0,
  freeCancellations: false,
  priorityRequests: false,
};
const buyerBenefits = (bundleCredits: number): ProBenefits => ({
  expertFeePercent: null,
  badge: false,
  fullAnalytics: false,
  featuredSlot: false,
  bundleCredits,
  freeCancellations: true,
  priorityRequests: true,
});

export const PRO_PLANS: Readonly<Record<ProPlanId, ProPlan>> = {
  // 100 credits (1,000 rupees' worth) for 900 rupees a month: 10 % off.
  'buyer-monthly': { id: 'buyer-monthly', side: 'buyer', period: 'monthly', interval: 1, totalCount: 120, priceMinor: 90_000, benefits: buyerBenefits(100) },
  // 1,200 credits (12,000 rupees' worth) for 10,200 rupees a year: 15 % off.
  'buyer-yearly': { id: 'buyer-yearly', side: 'buyer', period: 'yearly', interval: 1, totalCount: 10, priceMinor: 1_020_000, benefits: buyerBenefits(1_200) },
  'expert-monthly': { id: 'expert-monthly', side: 'expert', period: 'monthly', interval: 1, totalCount: 120, priceMinor: 99_900, benefits: EXPERT_BENEFITS },
  // Two months free.
  'expert-yearly': { id: 'expert-yearly', side: 'expert', period: 'yearly', interval: 1, totalCount: 10, priceMinor: 999_000, benefits: EXPERT_BENEFITS },
};

/** The plans that give a benefit which is on or off (a badge, a featured slot, priority...). */
export const planIdsWith = (benefit: 'badge' | 'fullAnalytics' | 'featuredSlot' | 'freeCancellations' | 'priorityRequests'): readonly ProPlanId[] =>
  PRO_PLAN_IDS.filter((id) => PRO_PLANS[id].benefits[benefit]);

/** The plans whose subscribers show the Pro badge (Pro for experts). */
export const BADGE_PLAN_IDS: readonly ProPlanId[] = planIdsWith('badge');

export const proPlanOf = (id: string): ProPlan | null =>
  (PRO_PLAN_IDS as readonly string[]).includes(id) ? PRO_PLANS[id as ProPlanId] : null;

/** The states of a subscription, as Razorpay names them, plus `created` (checkout not finished). */
export const SUBSCRIPTION_STATUSES = ['created', 'authenticated', 'active', 'pending', 'halted', 'cancelled', 'completed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The webhook events that move a subscription, as Razorpay names them. */
export const SUBSCRIPTION_EVENTS = [
  'subscription.authenticated',
  'subscription.activated',
  'subscription.charged',
  'subscription.pending',
  'subscription.halted',
  'subscription.cancelled',
  'subscription.completed',
] as const;
export type SubscriptionEventName = (typeof SUBSCRIPTION_EVENTS)[number];

/** The state each event leaves the subscription in. */
export const STATUS_AFTER: Readonly<Record<SubscriptionEventName, SubscriptionStatus>> = {
  'subscription.authenticated': 'authenticated',
  'subscription.activated': 'active',
  'subscription.charged': 'active',
  'subscription.pending': 'pending',
  'subscription.halted': 'halted',
  'subscription.cancelled': 'cancelled',
  'subscription.completed': 'completed',
};

/** A subscription in one of these may still be charged: its user starts no second one. */
export const LIVE_STATUSES: readonly SubscriptionStatus[] = ['authenticated', 'active', 'pending'];
/** Ended for good: no later event moves it again. */
export const FINAL_STATUSES: readonly SubscriptionStatus[] = ['cancelled', 'completed'];

export const SUBSCRIPTION_ALREADY_MESSAGE = 'You already have a Pro subscription.';
export const PRO_EXPERT_ONLY_MESSAGE = 'Pro for experts is for experts: become an expert first.';
export const SUBSCRIPTION_NOT_FOUND_MESSAGE = 'Subscription not found.';
export const SUBSCRIPTION_ENDED_MESSAGE = 'This subscription has already ended.';
/** A checkout answer whose signature is not the provider's: nothing is shown as paid. */
export const SUBSCRIPTION_PAYMENT_NOT_VERIFIED_MESSAGE = 'This payment could not be verified.';
export const SUBSCRIPTION_PROVIDER_DOWN_MESSAGE = 'The payment provider could not be reached. Nothing was charged; please try again.';

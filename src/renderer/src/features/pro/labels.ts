import type { FullKey } from '#i18n/namespaces';
import type { ProPeriod, ProPlanId, ProSide, SubscriptionStatus } from '#shared/domain/pro-plans';

/** The catalogue key of each plan's, side's, period's and state's name (keys in full, so the catalogue check finds them). */
export const PLAN_LABEL: Readonly<Record<ProPlanId, FullKey<'guide'>>> = {
  'buyer-monthly': 'guide:pro.plan.buyer-monthly',
  'buyer-yearly': 'guide:pro.plan.buyer-yearly',
  'expert-monthly': 'guide:pro.plan.expert-monthly',
  'expert-yearly': 'guide:pro.plan.expert-yearly',
};
export const SIDE_LABEL: Readonly<Record<ProSide, FullKey<'guide'>>> = { buyer: 'guide:pro.side.buyer', expert: 'guide:pro.side.expert' };
export const PERIOD_LABEL: Readonly<Record<ProPeriod, FullKey<'guide'>>> = { monthly: 'guide:pro.period.monthly', yearly: 'guide:pro.period.yearly' };
export const STATUS_LABEL: Readonly<Record<SubscriptionStatus, FullKey<'guide'>>> = {
  created: 'guide:pro.billing.status.created',
  authenticated: 'guide:pro.billing.status.authenticated',
  active: 'guide:pro.billing.status.active',
  pending: 'guide:pro.billing.status.pending',
  halted: 'guide:pro.billing.status.halted',
  cancelled: 'guide:pro.billing.status.cancelled',
  completed: 'guide:pro.billing.status.completed',
};

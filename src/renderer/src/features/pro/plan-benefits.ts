import type { TFunction } from 'i18next';
import { DEFAULT_PLATFORM_FEE_PERCENT } from '#shared/domain/platform-fee';
import type { ProPlan } from '#shared/domain/pro-plans';
import type { Formatters } from '#i18n/format';

/** The lines a plan's benefits read as, in the page's language, from the plans table. */
export function benefitLines(plan: ProPlan, t: TFunction<['guide']>, format: Formatters): string[] {
  const b = plan.benefits;
  const lines: string[] = [];
  if (b.expertFeePercent !== null)
    lines.push(t('guide:pro.benefit.fee', { percent: format.percent(b.expertFeePercent), standard: format.percent(DEFAULT_PLATFORM_FEE_PERCENT) }));
  if (b.badge) lines.push(t('guide:pro.benefit.badge'));
  if (b.fullAnalytics) lines.push(t('guide:pro.benefit.analytics'));
  if (b.featuredSlot) lines.push(t('guide:pro.benefit.featured'));
  if (b.bundleCredits > 0) lines.push(t('guide:pro.benefit.bundle', { credits: format.number(b.bundleCredits) }));
  if (b.freeCancellations) lines.push(t('guide:pro.benefit.cancellations'));
  if (b.priorityRequests) lines.push(t('guide:pro.benefit.priority'));
  return lines;
}

/** A plan's price as the page shows it ("₹999 a month"). */
export const priceLine = (plan: ProPlan, t: TFunction<['guide']>, format: Formatters): string =>
  plan.period === 'monthly'
    ? t('guide:pro.price.monthly', { price: format.rupees(plan.priceMinor / 100) })
    : t('guide:pro.price.yearly', { price: format.rupees(plan.priceMinor / 100) });

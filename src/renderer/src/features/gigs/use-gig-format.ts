import { useTranslation } from 'react-i18next';
import { RUPEES_PER_CREDIT } from '#shared/domain/pricing-tiers';
import { useFormat } from '#i18n/format';
import { useDurations } from '#i18n/durations';
import { TIER_LABELS } from './labels';
import type { PricingTier } from '#shared/domain/pricing-tiers';

/**
 * How the gig screens write a package's values in the interface language: a tier's name, a
 * duration option, a number, and credits with what they come to in rupees (Intl, in the interface language).
 */
export function useGigFormat() {
  const { t } = useTranslation(['gigs']);
  const format = useFormat();
  const { duration } = useDurations();
  return {
    tier: (tier: PricingTier) => t(TIER_LABELS[tier]),
    duration,
    number: (value: string) => (/^\d+$/.test(value) ? format.number(Number(value)) : value),
    creditsInRupees: (credits: number) =>
      t('gigs:credits.inRupees', { count: credits, credits: format.number(credits), rupees: format.rupees(credits * RUPEES_PER_CREDIT) }),
  };
}

import type { FullKey } from '#i18n/namespaces';
import type { PricingTier } from '#shared/domain/gig-pricing';

/** The packages' names (Basic, Standard, Premium) in the interface language. */
export const TIER_LABELS = {
  basic: 'gigs:tier.basic',
  standard: 'gigs:tier.standard',
  premium: 'gigs:tier.premium',
} as const satisfies Record<PricingTier, FullKey<'gigs'>>;

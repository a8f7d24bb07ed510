import type { PricingTier } from '#shared/domain/gig-pricing';
import type { FullKey } from '#i18n/namespaces';

/** A package tier's name in the catalogue. */
export const TIER_KEYS: Record<PricingTier, FullKey<'bookings'>> = {
  basic: 'bookings:tier.basic',
  standard: 'bookings:tier.standard',
  premium: 'bookings:tier.premium',
};

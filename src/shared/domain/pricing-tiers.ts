/**
 * Gig pricing (expert-side spec sections 3, 5 and 9): three tiers, each with a title, a
 * description, a session time, an extra time and a number of sessions from the tier's own option
 * lists, and a price in credits.
 *
 * The tiers, option lists and limits, without schemas: the gig and search pages show them and build
 * none of the schemas of ./gig-pricing, which checks an expert's prices (zod stays out of their scripts).
 */
export const PRICING_TIERS = ['basic', 'standard', 'premium'] as const;
export type PricingTier = (typeof PRICING_TIERS)[number];

export const PRICING_TIER_LABELS = {
  basic: 'Basic',
  standard: 'Standard',
  premium: 'Premium',
} as const satisfies Record<PricingTier, string>;

export const SESSION_TIME_OPTIONS = {
  basic: ['15 Minutes', '30 Minutes', '45 Minutes'],
  standard: ['1 hr', '1 hr 15 Minutes', '1.5 hrs'],
  premium: ['1 hr 45 Minutes', '2 hrs', '2.5 hrs'],
} as const satisfies Record<PricingTier, readonly string[]>;

export const EXTRA_TIME_OPTIONS = {
  basic: ['5 Minutes', '10 Minutes', '15 Minutes'],
  standard: ['20 Minutes', '25 Minutes', '30 Minutes'],
  premium: ['40 Minutes', '45 Minutes', '50 Minutes'],
} as const satisfies Record<PricingTier, readonly string[]>;

export const NUMBER_OF_SESSIONS_OPTIONS = {
  basic: ['1'],
  standard: ['1'],
  premium: ['1', '2'],
} as const satisfies Record<PricingTier, readonly string[]>;

/** 1 credit = 10 rupees (the pricing placeholder). */
export const RUPEES_PER_CREDIT = 10;
/**
 * The lowest price of a package: 10 credits (₹100), the shortest Basic session (15 minutes) at a
 * price a real session is worth. A free or near-free package would let anyone buy sessions, and
 * the reviews that follow them, at no cost; this is also the lowest Basic price of the demo market.
 */
export const MIN_PACKAGE_CREDITS = 10;
export const PACKAGE_TITLE_MAX = 60;
export const PACKAGE_DESCRIPTION_MAX = 300;

/** The hint under a credits input: what the price comes to in rupees. */
export function creditsInRupees(credits: number): string {
  return `${credits} credit${credits === 1 ? '' : 's'} = ₹${credits * RUPEES_PER_CREDIT}`;
}

/** What credits come to in rupees. */
export const rupeesOf = (credits: number): number => credits * RUPEES_PER_CREDIT;

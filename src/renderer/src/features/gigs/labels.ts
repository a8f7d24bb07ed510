import type { FullKey } from '#i18n/namespaces';
import type { EXTRA_TIME_OPTIONS, PricingTier, SESSION_TIME_OPTIONS } from '#shared/domain/gig-pricing';

/** The packages' names (Basic, Standard, Premium) in the interface language. */
export const TIER_LABELS = {
  basic: 'gigs:tier.basic',
  standard: 'gigs:tier.standard',
  premium: 'gigs:tier.premium',
} as const satisfies Record<PricingTier, FullKey<'gigs'>>;

type Duration = (typeof SESSION_TIME_OPTIONS)[PricingTier][number] | (typeof EXTRA_TIME_OPTIONS)[PricingTier][number];

/**
 * The session and extra time options' labels: the stored value stays the spec's English option
 * (the API checks it against the lists), what the expert reads is in the interface language.
 */
export const DURATION_LABELS = {
  '5 Minutes': 'gigs:duration.5m',
  '10 Minutes': 'gigs:duration.10m',
  '15 Minutes': 'gigs:duration.15m',
  '20 Minutes': 'gigs:duration.20m',
  '25 Minutes': 'gigs:duration.25m',
  '30 Minutes': 'gigs:duration.30m',
  '40 Minutes': 'gigs:duration.40m',
  '45 Minutes': 'gigs:duration.45m',
  '50 Minutes': 'gigs:duration.50m',
  '1 hr': 'gigs:duration.1h',
  '1 hr 15 Minutes': 'gigs:duration.1h15m',
  '1.5 hrs': 'gigs:duration.1h30m',
  '1 hr 45 Minutes': 'gigs:duration.1h45m',
  '2 hrs': 'gigs:duration.2h',
  '2.5 hrs': 'gigs:duration.2h30m',
} as const satisfies Record<Duration, FullKey<'gigs'>>;

/** A duration option's catalogue key; null for a value outside the lists (an old gig's), shown as stored. */
export const durationLabel = (value: string): FullKey<'gigs'> | null =>
  (DURATION_LABELS as Readonly<Record<string, FullKey<'gigs'>>>)[value] ?? null;

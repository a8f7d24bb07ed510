import { z } from 'zod';
import { english } from '#shared/i18n/english';
import {
  EXTRA_TIME_OPTIONS,
  MIN_PACKAGE_CREDITS,
  NUMBER_OF_SESSIONS_OPTIONS,
  PACKAGE_DESCRIPTION_MAX,
  PACKAGE_TITLE_MAX,
  RUPEES_PER_CREDIT,
  SESSION_TIME_OPTIONS,
  type PricingTier,
} from './pricing-tiers';

export * from './pricing-tiers';

/** Not in the spec: a ceiling so a typo cannot price a session at millions of credits. */
const MAX_PACKAGE_CREDITS = 100_000;
export const PRICING_REQUIRED_MESSAGE = english('messages:pricing.required');
const PACKAGE_TITLE_TOO_LONG_MESSAGE = english('messages:pricing.packageTitleTooLong', {
  max: PACKAGE_TITLE_MAX,
});
const PACKAGE_DESCRIPTION_TOO_LONG_MESSAGE = english('messages:pricing.packageDescriptionTooLong', {
  max: PACKAGE_DESCRIPTION_MAX,
});
const CREDITS_WHOLE_MESSAGE = english('messages:pricing.creditsWhole');
export const CREDITS_TOO_LOW_MESSAGE = english('messages:pricing.creditsTooLow', {
  min: MIN_PACKAGE_CREDITS,
  rupees: MIN_PACKAGE_CREDITS * RUPEES_PER_CREDIT,
});
const CREDITS_TOO_HIGH_MESSAGE = english('messages:pricing.creditsTooHigh', { max: MAX_PACKAGE_CREDITS });
const OPTION_NOT_OFFERED_MESSAGE = english('messages:pricing.optionNotOffered');

const requiredText = (max: number, tooLong: string) =>
  z.string({ error: PRICING_REQUIRED_MESSAGE }).trim().min(1, PRICING_REQUIRED_MESSAGE).max(max, tooLong);

const option = (options: readonly string[]) =>
  z
    .string({ error: PRICING_REQUIRED_MESSAGE })
    .min(1, PRICING_REQUIRED_MESSAGE)
    .refine((v) => options.includes(v), OPTION_NOT_OFFERED_MESSAGE);

const creditsSchema = z
  .number({ error: PRICING_REQUIRED_MESSAGE })
  .int(CREDITS_WHOLE_MESSAGE)
  .min(MIN_PACKAGE_CREDITS, CREDITS_TOO_LOW_MESSAGE)
  .max(MAX_PACKAGE_CREDITS, CREDITS_TOO_HIGH_MESSAGE);

function pricingPackageSchema(tier: PricingTier) {
  return z.object(
    {
      title: requiredText(PACKAGE_TITLE_MAX, PACKAGE_TITLE_TOO_LONG_MESSAGE),
      description: requiredText(PACKAGE_DESCRIPTION_MAX, PACKAGE_DESCRIPTION_TOO_LONG_MESSAGE),
      credits: creditsSchema,
      sessionTime: option(SESSION_TIME_OPTIONS[tier]),
      extraTime: option(EXTRA_TIME_OPTIONS[tier]),
      numberOfSessions: option(NUMBER_OF_SESSIONS_OPTIONS[tier]),
    },
    { error: PRICING_REQUIRED_MESSAGE },
  );
}

export const pricingSchema = z.object(
  {
    basic: pricingPackageSchema('basic'),
    standard: pricingPackageSchema('standard'),
    premium: pricingPackageSchema('premium'),
  },
  { error: PRICING_REQUIRED_MESSAGE },
);
export type Pricing = z.infer<typeof pricingSchema>;

/** A package as the wizard holds it: credits as typed (a number, or '' while empty). */
export interface PackageDraft {
  title: string;
  description: string;
  credits: number | '';
  sessionTime: string;
  extraTime: string;
  numberOfSessions: string;
}
export type PricingDraft = Record<PricingTier, PackageDraft>;

const emptyPackageDraft = (): PackageDraft => ({
  title: '',
  description: '',
  credits: '',
  sessionTime: '',
  extraTime: '',
  numberOfSessions: '',
});

export const emptyPricingDraft = (): PricingDraft => ({
  basic: emptyPackageDraft(),
  standard: emptyPackageDraft(),
  premium: emptyPackageDraft(),
});

/** The credits a user typed, as the number the API takes (the spec's "coerced to number"), or '' when empty. */
export function coerceCredits(value: unknown): number | '' {
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value !== 'string' || value.trim() === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? n : '';
}

/**
 * The pricing step's check (step 2 to 3): every field of every package filled with an allowed
 * value; the first problem's message, or null when the pricing can be sent.
 */
export function pricingError(pricing: PricingDraft): string | null {
  const result = pricingSchema.safeParse(pricingToInput(pricing));
  return result.success ? null : (result.error.issues[0]?.message ?? PRICING_REQUIRED_MESSAGE);
}

/** The draft's pricing as the API body takes it; an empty credits field stays missing. */
export function pricingToInput(pricing: PricingDraft): Record<PricingTier, Record<string, unknown>> {
  const one = (p: PackageDraft) => ({ ...p, credits: p.credits === '' ? undefined : p.credits });
  return { basic: one(pricing.basic), standard: one(pricing.standard), premium: one(pricing.premium) };
}

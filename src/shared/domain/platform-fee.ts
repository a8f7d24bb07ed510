/**
 * The platform's fee: the share of an expert's earnings from a session that Qurious keeps, taken when
 * the credits are released to the expert. The buyer always pays exactly the package's credits; the fee
 * comes out of what the expert earns, so its rounding (up, in the platform's favour) never costs a
 * buyer a credit. Each booking keeps the percent in force when it was made.
 */

/** The percent when PLATFORM_FEE_PERCENT is not set. */
export const DEFAULT_PLATFORM_FEE_PERCENT = 20;
export const MIN_PLATFORM_FEE_PERCENT = 0;
export const MAX_PLATFORM_FEE_PERCENT = 100;

/** The fee on `credits` an expert earned at `percent` (whole credits, rounded up; never more than the credits). */
export function platformFeeOf(credits: number, percent: number): number {
  if (credits <= 0 || percent <= 0) return 0;
  return Math.min(credits, Math.ceil((credits * percent) / 100));
}

/** What the expert keeps of `credits` earned at `percent`, after the fee. */
export function expertShareOf(credits: number, percent: number): number {
  return Math.max(0, credits) - platformFeeOf(credits, percent);
}

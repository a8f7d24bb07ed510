/**
 * A buyer's cancellation of an accepted session (docs/decisions/bookings.md). Before the start only:
 * 24 hours or more ahead every credit goes back to the buyer; later, the late-cancellation fee (a share
 * of the booking's price) goes to the expert for the time they kept, and the rest back to the buyer. A
 * buyer whose plan gives `freeCancellations` (Pro for buyers, paid at the moment of cancelling) pays no fee.
 */

/** A cancellation less than this many hours before the start is late. */
export const LATE_CANCELLATION_HOURS = 24;
export const LATE_CANCELLATION_MS = LATE_CANCELLATION_HOURS * 3600 * 1000;
/** The share of the booking's price a late cancellation keeps for the expert (rounded down). */
export const LATE_CANCELLATION_FEE_PERCENT = 25;

/** How a cancellation was decided: early (no fee), late (the fee), or late with no fee thanks to Pro. */
export const CANCELLATION_TERMS = ['early', 'late', 'free_with_pro'] as const;
export type CancellationTerms = (typeof CANCELLATION_TERMS)[number];

/** What a cancellation does with a booking's credits: `toExpert` + `toBuyer` = the price. */
export interface CancellationSplit {
  terms: CancellationTerms;
  toExpert: number;
  toBuyer: number;
}

/** The late-cancellation fee on a price in credits: 25 %, rounded down, never more than the price nor below 0. */
export function lateCancellationFee(credits: number): number {
  if (!Number.isFinite(credits) || credits <= 0) return 0;
  return Math.min(credits, Math.floor((credits * LATE_CANCELLATION_FEE_PERCENT) / 100));
}

/** Whether the session has started at `now` (it can no longer be cancelled: settlement decides). */
export const sessionStarted = (scheduledAt: string, now: Date): boolean => Date.parse(scheduledAt) <= now.getTime();

/** From when a cancellation of a session starting at `scheduledAt` is late. */
export const lateFrom = (scheduledAt: string): Date => new Date(Date.parse(scheduledAt) - LATE_CANCELLATION_MS);

/** The split of a cancellation at `now` of an accepted session of `credits` starting at `scheduledAt`. */
export function cancellationSplit(input: {
  credits: number;
  scheduledAt: string;
  now: Date;
  freeCancellations: boolean;
}): CancellationSplit {
  const credits = Math.max(0, input.credits);
  const late = input.now.getTime() > lateFrom(input.scheduledAt).getTime();
  if (!late) return { terms: 'early', toExpert: 0, toBuyer: credits };
  if (input.freeCancellations) return { terms: 'free_with_pro', toExpert: 0, toBuyer: credits };
  const toExpert = lateCancellationFee(credits);
  return { terms: 'late', toExpert, toBuyer: credits - toExpert };
}

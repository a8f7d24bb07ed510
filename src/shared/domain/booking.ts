import { z } from 'zod';
import { PRICING_TIERS } from './pricing-tiers';
import { ORDER_RANGE_OPTIONS, ORDER_SORT_OPTIONS, ORDER_STATUS_OPTIONS } from './orders';
import {
  BOOKING_NOTE_MAX,
  DUPLICATE_TIMES_MESSAGE,
  INVALID_TIME_MESSAGE,
  MAX_PROPOSED_TIMES,
  NOTE_TOO_LONG_MESSAGE,
  PROPOSED_TIME_REQUIRED_MESSAGE,
  TOO_MANY_TIMES_MESSAGE,
} from './booking-rules';

export * from './booking-rules';

/** The booking API's schemas; the rules they check live in ./booking-rules. */
const isoTime = z.iso
  .datetime({ offset: true, error: INVALID_TIME_MESSAGE })
  .transform((v) => new Date(v).toISOString());

const proposedTimesSchema = z
  .array(isoTime, { error: PROPOSED_TIME_REQUIRED_MESSAGE })
  .min(1, PROPOSED_TIME_REQUIRED_MESSAGE)
  .max(MAX_PROPOSED_TIMES, TOO_MANY_TIMES_MESSAGE)
  .refine((times) => new Set(times).size === times.length, DUPLICATE_TIMES_MESSAGE);

/** An IANA time zone name as the browser reports it (Intl); only shown to the expert. */
const timeZoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_+\-/]+$/, 'Unknown time zone');

export const createBookingBodySchema = z.object({
  gigId: z.string().min(1).max(64),
  tier: z.enum(PRICING_TIERS, { error: 'Choose a package' }),
  proposedTimes: proposedTimesSchema,
  note: z.string().trim().max(BOOKING_NOTE_MAX, NOTE_TOO_LONG_MESSAGE).default(''),
  timeZone: timeZoneSchema.default('UTC'),
  /** Generated once per dialog: sending the same request twice books once. */
  requestId: z.uuid().optional(),
});

export const acceptBookingBodySchema = z.object({ scheduledAt: isoTime });
export const declineBookingBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .max(BOOKING_NOTE_MAX, `Reason must be at most ${BOOKING_NOTE_MAX} characters`)
    .default(''),
});

/**
 * A buyer's cancel. Of an accepted session it carries the late-cancellation fee the buyer was shown (0
 * for none): the server refuses a higher one (409), so nobody pays more than they saw, and a cancel sent
 * without it (a request's cancel that crossed the expert's accept) never cancels an accepted session.
 */
export const cancelBookingBodySchema = z
  .object({ fee: z.number().int().min(0).max(1_000_000).optional() })
  .strict()
  .nullish();

/**
 * The orders filters as query parameters (the profile page's filter state: sortBy, range, status,
 * search). The server applies them with the same `filterOrders` rule as the page (domain/orders).
 */
const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]];
export const ordersQuerySchema = z.object({
  sortBy: z.enum(values(ORDER_SORT_OPTIONS)).optional(),
  range: z.enum(values(ORDER_RANGE_OPTIONS)).optional(),
  status: z.enum(values(ORDER_STATUS_OPTIONS)).optional(),
  search: z.string().trim().max(100).optional(),
});
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;

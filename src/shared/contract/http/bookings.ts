import { z } from 'zod';
import {
  BOOKING_STAGES,
  acceptBookingBodySchema,
  cancelBookingBodySchema,
  createBookingBodySchema,
  declineBookingBodySchema,
  ordersQuerySchema,
} from '../../domain/booking';
import { PRICING_TIERS } from '../../domain/gig-pricing';
import { orderRowSchema } from './orders';
import { defineRoute } from './route';
import { walletSchema } from './wallet';
import { settlementSchema } from './sessions';
import { CANCELLATION_TERMS } from '../../domain/session-cancellation';

/**
 * A buyer's cancellation of an accepted session (domain/session-cancellation): the terms, the credits
 * that go to the expert (the late-cancellation fee) and back to the buyer, and from when it is late.
 */
export const cancellationSchema = z.object({
  terms: z.enum(CANCELLATION_TERMS),
  toExpert: z.number().int(),
  toBuyer: z.number().int(),
  lateFrom: z.string(),
});
export type Cancellation = z.infer<typeof cancellationSchema>;

/**
 * A booking as the API returns it: one row of the orders table (./orders: Expert, Skill,
 * Date, Status, Amount in credits; Date is the session's start — the accepted time, or the
 * earliest proposed one while the expert has not answered) with the booking's details beside it.
 */
export const bookingSchema = orderRowSchema.extend({
  stage: z.enum(BOOKING_STAGES),
  gigId: z.string().nullable(),
  gigTitle: z.string(),
  tier: z.enum(PRICING_TIERS),
  packageTitle: z.string(),
  sessionTime: z.string(),
  /** The buyer by the name they chose (never their username, which is kept to their own pages). */
  buyer: z.object({ name: z.string() }),
  proposedTimes: z.array(z.string()),
  scheduledAt: z.string().nullable(),
  note: z.string(),
  declineReason: z.string(),
  buyerTimeZone: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  updatedAt: z.string(),
  /** Who is asking: decides which actions the page offers. */
  viewerRole: z.enum(['buyer', 'expert']),
  review: z.object({ rating: z.number(), text: z.string(), createdAt: z.string() }).nullable(),
  /** The attendance its settlement was decided from; null until settled (and for bookings settled before these were kept). */
  settlement: settlementSchema.nullable(),
  /**
   * What the expert earns from the booking's credits once released: the platform's fee at the percent
   * kept on the booking (domain/platform-fee), and the rest. Only the expert is told; null for the buyer.
   */
  earning: z.object({ feePercent: z.number().int(), fee: z.number().int(), credits: z.number().int() }).nullable(),
  /**
   * A cancelled session's split as it was made, for both sides; for the buyer of an accepted session before
   * its start, what cancelling it now would do (read on one booking's answer, null in the lists). Else null.
   */
  cancellation: cancellationSchema.nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

const bookingParams = z.object({ bookingId: z.string().min(1).max(64) });
const bookingResponse = z.object({ booking: bookingSchema });
const transition = <B extends z.ZodType>(path: `/api/${string}`, body: B) =>
  defineRoute({ method: 'POST', path, refuses: [403, 404, 409], auth: 'user', params: bookingParams, body, response: bookingResponse });
const noBody = z.object({}).strict().nullish();

/**
 * Bookings. Every transition is checked on the server (who, from which stage) and is
 * idempotent: asking again for the transition that already happened answers the booking as it is.
 */
export const bookingsRoutes = {
  /** The buyer's orders (buyer spec: GET /api/bookings/my → bookings[]), filtered and sorted. */
  bookingsMy: defineRoute({
    method: 'GET',
    path: '/api/bookings/my',
    auth: 'user',
    query: ordersQuerySchema,
    response: z.object({ bookings: z.array(bookingSchema) }),
  }),
  /** The expert's bookings (expert spec: GET /api/bookings/expert → bookings), filtered and sorted. */
  bookingsExpert: defineRoute({
    method: 'GET',
    path: '/api/bookings/expert',
    refuses: [403],
    auth: 'expert',
    query: ordersQuerySchema,
    response: z.object({ bookings: z.array(bookingSchema) }),
  }),
  /** Books a package: holds its credits from the buyer's wallet in the same transaction (201). */
  bookingsCreate: defineRoute({
    method: 'POST',
    creates: true,
    path: '/api/bookings',
    refuses: [402, 403, 404, 409],
    auth: 'verified',
    body: createBookingBodySchema,
    response: z.object({ booking: bookingSchema, wallet: walletSchema }),
  }),
  /** One booking, for its buyer or its expert (anyone else: 404). */
  bookingsGet: defineRoute({
    method: 'GET',
    path: '/api/bookings/:bookingId',
    refuses: [404],
    auth: 'user',
    params: bookingParams,
    response: bookingResponse,
  }),
  /**
   * An accepted session as a calendar event (iCalendar text, RFC 5545: the invitation the acceptance
   * mail carries, in the caller's language), for the buyer or the expert; 409 before it has a time.
   */
  bookingsCalendar: defineRoute({
    method: 'GET',
    path: '/api/bookings/:bookingId/session.ics',
    refuses: [404, 409],
    auth: 'user',
    params: bookingParams,
    response: z.string(),
  }),
  /** Expert: requested → accepted at one of the proposed times. */
  bookingsAccept: transition('/api/bookings/:bookingId/accept', acceptBookingBodySchema),
  /** Expert: requested → declined, credits refunded; the reason is optional (no body at all is fine). */
  bookingsDecline: transition('/api/bookings/:bookingId/decline', declineBookingBodySchema.nullish()),
  /**
   * Buyer: requested → cancelled, credits refunded; or accepted → cancelled before the start, with the fee
   * shown (`fee`): every credit back 24 hours or more ahead, else the late-cancellation fee to the expert
   * (none for a buyer on Pro). The expert: 403; after the start, or a fee above the one shown: 409.
   */
  bookingsCancel: transition('/api/bookings/:bookingId/cancel', cancelBookingBodySchema),
  /**
   * Buyer only, once both were in the room together: accepted → completed, credits released to the
   * expert (the buyer so confirms a session early; otherwise attendance settles it). The expert: 403.
   */
  bookingsComplete: transition('/api/bookings/:bookingId/complete', noBody),
};

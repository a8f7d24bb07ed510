import { z } from 'zod';
import {
  DISPUTE_DECIDERS,
  DISPUTE_OUTCOMES,
  DISPUTE_REASONS,
  DISPUTE_STAGES,
  disputePostBodySchema,
  openDisputeBodySchema,
} from '../../domain/dispute';
import { defineRoute } from './route';

const side = z.enum(['buyer', 'expert']);

/** One message of a dispute's thread (the opening text is the first). */
const disputePostSchema = z.object({ id: z.string(), side, text: z.string(), createdAt: z.string() });

/** A dispute as its parties see it: the stage, the deadline of that stage, the thread, the decision once made. */
export const disputeSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  stage: z.enum(DISPUTE_STAGES),
  openedBy: side,
  reason: z.enum(DISPUTE_REASONS),
  credits: z.number(),
  /** The other side's answer is due by then (stage opened). */
  answerDueAt: z.string(),
  answeredAt: z.string().nullable(),
  /** Support's decision is due by then (stage awaiting_decision). */
  decisionDueAt: z.string().nullable(),
  /** The deadline of the current stage; null once decided. */
  deadline: z.string().nullable(),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  /** The credits the buyer ends with, and the expert (decided only). */
  buyerCredits: z.number().nullable(),
  expertCredits: z.number().nullable(),
  decidedBy: z.enum(DISPUTE_DECIDERS).nullable(),
  decidedAt: z.string().nullable(),
  posts: z.array(disputePostSchema),
  viewerSide: side,
  createdAt: z.string(),
});
export type Dispute = z.infer<typeof disputeSchema>;

const bookingParams = z.object({ bookingId: z.string().min(1).max(64) });
const disputeParams = z.object({ disputeId: z.string().min(1).max(64) });

/**
 * A booking's dispute for its parties (anyone else: 404): null while there is none, with until when
 * one may be opened (null: it may not, the session is not settled or the window closed).
 */
const bookingDisputeSchema = z.object({ dispute: disputeSchema.nullable(), canOpenUntil: z.string().nullable() });
export type BookingDispute = z.infer<typeof bookingDisputeSchema>;

export const disputeRoutes = {
  /** The booking's dispute, or whether one may be opened. */
  disputeOfBooking: defineRoute({
    method: 'GET',
    path: '/api/bookings/:bookingId/dispute',
    refuses: [404],
    auth: 'user',
    params: bookingParams,
    response: bookingDisputeSchema,
  }),
  /** Opens a dispute of a settled session (a party, within 72 hours of the settlement; one per booking): 201. */
  disputeOpen: defineRoute({
    method: 'POST',
    creates: true,
    path: '/api/bookings/:bookingId/dispute',
    refuses: [404, 409],
    auth: 'user',
    params: bookingParams,
    body: openDisputeBodySchema,
    response: bookingDisputeSchema,
  }),
  /** A message in the dispute's thread; the other side's first one is its answer (409 once decided). */
  disputePost: defineRoute({
    method: 'POST',
    creates: true,
    // Versioned: it answered 200 before the rule of docs/decisions/api.md (a POST that creates
    // answers 201), and a post in the thread is a new thing, as a message in a conversation is.
    versioned: true,
    path: '/api/disputes/:disputeId/posts',
    refuses: [404, 409],
    auth: 'user',
    params: disputeParams,
    body: disputePostBodySchema,
    response: bookingDisputeSchema,
  }),
};

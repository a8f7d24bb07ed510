import { z } from 'zod';
import { DISPUTE_DECIDERS, DISPUTE_OUTCOMES, DISPUTE_REASONS, DISPUTE_STAGES, decideDisputeBodySchema } from '../../domain/dispute';
import { opsDisputesQuerySchema } from '../../domain/ops-console';
import { defineRoute } from './route';

const side = z.enum(['buyer', 'expert']);
const partySchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** A dispute as the console lists it: who, what, how much, and the deadline of its stage. */
const opsDisputeRowSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  gigTitle: z.string(),
  stage: z.enum(DISPUTE_STAGES),
  openedBy: side,
  reason: z.enum(DISPUTE_REASONS),
  /** The session's credits: what the dispute is about. */
  credits: z.number().int(),
  /** The deadline of the current stage; null once decided. */
  deadline: z.string().nullable(),
  buyer: partySchema,
  expert: partySchema,
  createdAt: z.string(),
});
export type OpsDisputeRow = z.infer<typeof opsDisputeRowSchema>;

/** One dispute for support: the row, its booking, both deadlines, the thread and the decision once made. */
const opsDisputeSchema = opsDisputeRowSchema.extend({
  booking: z.object({ id: z.string(), stage: z.string(), scheduledAt: z.string().nullable(), sessionTime: z.string() }),
  /** Where the settlement had put the credits before the dispute: true when back with the buyer. */
  settledToBuyer: z.boolean(),
  answerDueAt: z.string(),
  answeredAt: z.string().nullable(),
  decisionDueAt: z.string().nullable(),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  buyerCredits: z.number().int().nullable(),
  expertCredits: z.number().int().nullable(),
  decidedBy: z.enum(DISPUTE_DECIDERS).nullable(),
  decidedAt: z.string().nullable(),
  operatorId: z.string().nullable(),
  posts: z.array(z.object({ id: z.string(), side, authorName: z.string(), text: z.string(), createdAt: z.string() })),
});
export type OpsDispute = z.infer<typeof opsDisputeSchema>;

const disputeParams = z.object({ disputeId: z.string().min(1).max(64) });

/**
 * Support's disputes in the console: the open ones, one with its thread, and the decision (support
 * acts; finance and viewers read). The decision also needs a second factor passed in the last 15 minutes.
 */
export const opsDisputeRoutes = {
  /** Open and awaiting-decision disputes, the nearest deadline first. */
  opsDisputes: defineRoute({
    method: 'GET',
    path: '/api/ops/disputes',
    auth: 'user',
    operator: { area: 'disputes', access: 'read' },
    query: opsDisputesQuerySchema,
    response: z.object({ disputes: z.array(opsDisputeRowSchema), page: z.number().int(), hasMore: z.boolean() }),
  }),
  opsDispute: defineRoute({
    method: 'GET',
    path: '/api/ops/disputes/:disputeId',
    refuses: [404],
    auth: 'user',
    operator: { area: 'disputes', access: 'read' },
    params: disputeParams,
    response: opsDisputeSchema,
  }),
  /** The decision (409 DISPUTE_DECIDED with what happened when it was decided already). */
  opsDisputeDecide: defineRoute({
    method: 'POST',
    path: '/api/ops/disputes/:disputeId/decide',
    refuses: [403, 404, 409],
    auth: 'user',
    operator: { area: 'disputes', access: 'act' },
    params: disputeParams,
    body: decideDisputeBodySchema,
    response: opsDisputeSchema,
  }),
};

import { z } from 'zod';
import { BOOKING_STAGES } from '../../domain/booking';
import {
  BOOKING_ACTORS,
  RECONCILIATION_MISMATCHES,
  opsCancelBookingBodySchema,
  opsPayoutActionBodySchema,
  opsReconcileBodySchema,
  opsReconciliationQuerySchema,
  opsResettleBodySchema,
} from '../../domain/ops-money';
import { PAYOUT_METHODS, PAYOUT_STATUSES } from '../../domain/payouts';
import { LEDGER_KINDS } from '../../domain/wallet';
import { defineRoute } from './route';

const partySchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** A ledger row a booking's step made, and whose wallet it is in. */
const opsLedgerRowSchema = z.object({
  id: z.string(),
  side: z.enum(['buyer', 'expert', 'other']),
  userId: z.string(),
  kind: z.enum(LEDGER_KINDS),
  credits: z.number().int(),
  at: z.string(),
});
export type OpsLedgerRow = z.infer<typeof opsLedgerRowSchema>;

/**
 * One step of a booking's life: a change of stage (who made it: buyer, expert, a job, an operator with
 * the reason), a dispute opened or decided, or ledger rows no step explains; with the ledger rows it made.
 */
const opsTimelineStepSchema = z.object({
  at: z.string(),
  what: z.enum(['stage', 'dispute_opened', 'dispute_decided', 'ledger']),
  from: z.string().nullable(),
  to: z.string().nullable(),
  actor: z.enum(BOOKING_ACTORS).nullable(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  note: z.string().nullable(),
  ledger: z.array(opsLedgerRowSchema),
});
export type OpsTimelineStep = z.infer<typeof opsTimelineStepSchema>;

const opsBookingPageSchema = z.object({
  booking: z.object({
    id: z.string(),
    stage: z.enum(BOOKING_STAGES),
    gigTitle: z.string(),
    packageTitle: z.string(),
    credits: z.number().int(),
    sessionTime: z.string(),
    scheduledAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    buyer: partySchema,
    expert: partySchema,
  }),
  dispute: z.object({ id: z.string(), stage: z.string(), outcome: z.string().nullable() }).nullable(),
  /** The sum of the booking's ledger rows in each party's wallet (the hold included): where its credits are now. */
  net: z.object({ buyer: z.number().int(), expert: z.number().int() }),
  timeline: z.array(opsTimelineStepSchema),
  /** What the booking allows now, whatever the caller's roles: cancelling (credits still held), settling again. */
  allows: z.object({ cancel: z.boolean(), resettle: z.boolean() }),
});
export type OpsBookingPage = z.infer<typeof opsBookingPageSchema>;

const opsPayoutRowSchema = z.object({
  id: z.string(),
  user: partySchema,
  credits: z.number().int(),
  method: z.enum(PAYOUT_METHODS),
  destination: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  failureReason: z.string().nullable(),
  providerRef: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OpsPayoutRow = z.infer<typeof opsPayoutRowSchema>;

const opsPayoutResolutionSchema = z.object({
  payoutId: z.string(),
  outcome: z.enum(['retried', 'returned']),
  retryPayoutId: z.string().nullable(),
});

const opsMismatchSchema = z.object({
  id: z.string(),
  kind: z.enum(RECONCILIATION_MISMATCHES),
  paymentId: z.string(),
  providerPaymentId: z.string().nullable(),
  userId: z.string().nullable(),
  expectedMinor: z.number().int().nullable(),
  capturedMinor: z.number().int().nullable(),
  credits: z.number().int().nullable(),
  at: z.string(),
});
export type OpsMismatch = z.infer<typeof opsMismatchSchema>;

export const opsReconciliationRunSchema = z.object({
  id: z.string(),
  day: z.string(),
  trigger: z.enum(['job', 'operator']),
  operatorId: z.string().nullable(),
  eventsChecked: z.number().int(),
  topupsChecked: z.number().int(),
  mismatches: z.number().int(),
  at: z.string(),
});
export type OpsReconciliationRun = z.infer<typeof opsReconciliationRunSchema>;

const opsRunWithMismatchesSchema = opsReconciliationRunSchema.extend({ found: z.array(opsMismatchSchema) });
export type OpsRunWithMismatches = z.infer<typeof opsRunWithMismatchesSchema>;

const bookingParams = z.object({ bookingId: z.string().min(1).max(64) });
const payoutParams = z.object({ payoutId: z.string().min(1).max(64) });

/**
 * Bookings and money in the console. Which area each route works on:
 * - a booking's page: `bookings` read (support, finance, viewer);
 * - cancelling a booking (full or partial refund): `bookings` act, support's, as a booking's other
 *   moves are; its credits are still held, so it pays nobody twice;
 * - settling a settled session again: `refunds` act, finance's, since it takes credits back from a
 *   wallet that was already paid;
 * - payouts waiting and failed, retry and return: `payouts` (finance acts);
 * - reconciliation runs and "run now": `reconciliation` (finance acts).
 * Every action also needs a second factor passed in the last 15 minutes, and writes one audit row.
 */
export const opsMoneyRoutes = {
  opsBooking: defineRoute({
    method: 'GET',
    path: '/api/ops/bookings/:bookingId',
    refuses: [404],
    auth: 'user',
    operator: { area: 'bookings', access: 'read' },
    params: bookingParams,
    response: opsBookingPageSchema,
  }),
  /** 409 BOOKING_CHANGED with the stage when the booking is no longer requested or accepted. */
  opsBookingCancel: defineRoute({
    method: 'POST',
    path: '/api/ops/bookings/:bookingId/cancel',
    refuses: [403, 404, 409],
    auth: 'user',
    operator: { area: 'bookings', access: 'act' },
    params: bookingParams,
    body: opsCancelBookingBodySchema,
    response: opsBookingPageSchema,
  }),
  /** 409 BOOKING_CHANGED (not settled, or settled so already) or BOOKING_DISPUTED (a dispute holds or decided it). */
  opsBookingResettle: defineRoute({
    method: 'POST',
    path: '/api/ops/bookings/:bookingId/resettle',
    refuses: [403, 404, 409],
    auth: 'user',
    operator: { area: 'refunds', access: 'act' },
    params: bookingParams,
    body: opsResettleBodySchema,
    response: opsBookingPageSchema,
  }),
  /** Withdrawals waiting to be paid out and failed ones not resolved yet, oldest first. */
  opsPayouts: defineRoute({
    method: 'GET',
    path: '/api/ops/payouts',
    auth: 'user',
    operator: { area: 'payouts', access: 'read' },
    response: z.object({ waiting: z.array(opsPayoutRowSchema), failed: z.array(opsPayoutRowSchema) }),
  }),
  /** A failed payout paid out again: a new payout takes the credits from the wallet again (402-like 409 PAYOUT_SHORT when they are gone). */
  opsPayoutRetry: defineRoute({
    method: 'POST',
    path: '/api/ops/payouts/:payoutId/retry',
    refuses: [403, 404, 409],
    auth: 'user',
    operator: { area: 'payouts', access: 'act' },
    params: payoutParams,
    body: opsPayoutActionBodySchema,
    response: opsPayoutResolutionSchema,
  }),
  /** A failed payout closed: its credits stay in the wallet (they were returned when it failed). */
  opsPayoutReturn: defineRoute({
    method: 'POST',
    path: '/api/ops/payouts/:payoutId/return',
    refuses: [403, 404, 409],
    auth: 'user',
    operator: { area: 'payouts', access: 'act' },
    params: payoutParams,
    body: opsPayoutActionBodySchema,
    response: opsPayoutResolutionSchema,
  }),
  /** The latest runs, and one run's mismatches (the newest unless `runId` names another). */
  opsReconciliation: defineRoute({
    method: 'GET',
    path: '/api/ops/reconciliation',
    refuses: [404],
    auth: 'user',
    operator: { area: 'reconciliation', access: 'read' },
    query: opsReconciliationQuerySchema,
    response: z.object({ runs: z.array(opsReconciliationRunSchema), run: opsRunWithMismatchesSchema.nullable() }),
  }),
  opsReconciliationRun: defineRoute({
    method: 'POST',
    creates: true,
    // Versioned: it answered 200 before the rule of docs/decisions/api.md (a POST that creates
    // answers 201), and it makes a reconciliation run, listed with its id.
    versioned: true,
    path: '/api/ops/reconciliation/run',
    refuses: [403, 404],
    auth: 'user',
    operator: { area: 'reconciliation', access: 'act' },
    body: opsReconcileBodySchema,
    response: opsRunWithMismatchesSchema,
  }),
};

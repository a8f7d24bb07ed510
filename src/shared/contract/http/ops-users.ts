import { z } from 'zod';
import { accountActionBodySchema, suspendBodySchema } from '../../domain/ops-account-actions';
import { defineRoute } from './route';

const userParams = z.object({ userId: z.string().min(1).max(64) });

/** One suspension of an account, open (liftedAt null) or ended. */
const opsSuspensionSchema = z.object({
  id: z.string(),
  operatorId: z.string().nullable(),
  reason: z.string(),
  suspendedAt: z.string(),
  /** When it lifts itself; null: until an operator lifts it. */
  until: z.string().nullable(),
  keptBookings: z.array(z.string()),
  liftedAt: z.string().nullable(),
  /** Null with liftedAt set: it reached its end date. */
  liftedBy: z.string().nullable(),
  liftReason: z.string().nullable(),
});
export type OpsSuspension = z.infer<typeof opsSuspensionSchema>;

const doneSchema = z.object({ message: z.string() });

/**
 * The account actions on the console's user page. Suspending and lifting are trust's (suspensions);
 * signing out every device, marking the email verified and starting the deletion are support's
 * (users). Each action needs a second factor passed in the last 15 minutes, writes one audit row,
 * and answers 409 with what happened when the account changed meanwhile.
 */
export const opsUserRoutes = {
  /** The account's open suspension and the past ones, newest first. */
  opsUserSuspensions: defineRoute({
    method: 'GET',
    path: '/api/ops/users/:userId/suspensions',
    refuses: [404],
    auth: 'user',
    operator: { area: 'suspensions', access: 'read' },
    params: userParams,
    response: z.object({ current: opsSuspensionSchema.nullable(), past: z.array(opsSuspensionSchema) }),
  }),
  opsUserSuspend: defineRoute({
    method: 'POST',
    path: '/api/ops/users/:userId/suspend',
    refuses: [403, 404, 409],
    auth: 'user',
    operator: { area: 'suspensions', access: 'act' },
    params: userParams,
    body: suspendBodySchema,
    response: doneSchema.extend({ suspension: opsSuspensionSchema, cancelledBookings: z.array(z.string()) }),
  }),
  opsUserLift: defineRoute({
    method: 'POST',
    path: '/api/ops/users/:userId/lift',
    refuses: [403, 404, 409],
    auth: 'user',
    operator: { area: 'suspensions', access: 'act' },
    params: userParams,
    body: accountActionBodySchema,
    response: doneSchema,
  }),
  opsUserSignOut: defineRoute({
    method: 'POST',
    path: '/api/ops/users/:userId/sign-out',
    refuses: [403, 404, 409],
    auth: 'user',
    operator: { area: 'users', access: 'act' },
    params: userParams,
    body: accountActionBodySchema,
    response: doneSchema.extend({ signedOut: z.number().int() }),
  }),
  opsUserVerifyEmail: defineRoute({
    method: 'POST',
    path: '/api/ops/users/:userId/verify-email',
    refuses: [403, 404, 409],
    auth: 'user',
    operator: { area: 'users', access: 'act' },
    params: userParams,
    body: accountActionBodySchema,
    response: doneSchema,
  }),
  opsUserDelete: defineRoute({
    method: 'POST',
    path: '/api/ops/users/:userId/delete',
    refuses: [403, 404, 409],
    auth: 'user',
    operator: { area: 'users', access: 'act' },
    params: userParams,
    body: accountActionBodySchema,
    response: doneSchema,
  }),
};

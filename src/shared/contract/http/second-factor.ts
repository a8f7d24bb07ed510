import { z } from 'zod';
import { confirmCodeBodySchema, stepUpBodySchema } from '../../domain/second-factor';
import { defineRoute, messageSchema } from './route';

/** Where the account's second factor stands, and whether this session passed it. */
export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** When the session of the request last passed the second factor (null: never). */
  sessionPassedAt: z.string().nullable(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** What enrolment starts with: the secret, once, as a QR code and as text for manual entry. */
export const secondFactorEnrolmentSchema = z.object({
  otpauthUri: z.string(),
  /** An SVG image as a data: URL. */
  qrCode: z.string(),
  /** The secret in base32, for apps where it is typed in. */
  secret: z.string(),
});
export type SecondFactorEnrolment = z.infer<typeof secondFactorEnrolmentSchema>;

const noBody = z.object({}).strict().nullish();

/** The account's second factor (two-step sign-in): enrolment, the step-up, turning it off. */
export const secondFactorRoutes = {
  secondFactorStatus: defineRoute({
    method: 'GET',
    path: '/api/account/second-factor',
    auth: 'user',
    response: secondFactorStatusSchema,
  }),
  /** A new secret, not yet in force: replaces any unconfirmed one; refused while the factor is on. */
  secondFactorEnrol: defineRoute({
    method: 'POST',
    path: '/api/account/second-factor/enrolment',
    refuses: [401, 409],
    auth: 'user',
    body: noBody,
    response: secondFactorEnrolmentSchema,
  }),
  /** A code from the app turns it on: answers the recovery codes, this once, and this session counts as passed. */
  secondFactorConfirm: defineRoute({
    method: 'POST',
    path: '/api/account/second-factor/confirm',
    refuses: [409, 429],
    auth: 'user',
    body: confirmCodeBodySchema,
    response: z.object({ message: z.string(), recoveryCodes: z.array(z.string()) }),
  }),
  /** The step-up: a code or a recovery code marks this session as passed now. */
  secondFactorVerify: defineRoute({
    method: 'POST',
    path: '/api/account/second-factor/verify',
    refuses: [409, 429],
    auth: 'user',
    body: stepUpBodySchema,
    response: z.object({ message: z.string(), passedAt: z.string() }),
  }),
  /** Turning it off takes a current code or a recovery code. */
  secondFactorDisable: defineRoute({
    method: 'POST',
    path: '/api/account/second-factor/disable',
    refuses: [409, 429],
    auth: 'user',
    body: stepUpBodySchema,
    response: messageSchema,
  }),
};

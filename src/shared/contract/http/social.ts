import { z } from 'zod';
import { DEVICE_TOKEN_MAX_LENGTH } from '../../domain/user';
import { idTokenSchema, socialProviderSchema } from '../../domain/social';
import { defineRoute, messageSchema } from './route';
import { signInResponseSchema } from './users';

/** A Google, Apple or Facebook account linked to the caller's account. */
export const linkedIdentitySchema = z.object({
  provider: socialProviderSchema,
  email: z.string().nullable(),
  linkedAt: z.string(),
});
export type LinkedIdentity = z.infer<typeof linkedIdentitySchema>;

const socialSignInBody = z.object({
  idToken: idTokenSchema,
  deviceToken: z.string().max(DEVICE_TOKEN_MAX_LENGTH).optional(),
});

const handoffParams = z.object({ handoffId: z.string().min(20).max(100) });
const handoffKey = z.string().min(20).max(100);

/** Social sign-in: the provider's Firebase ID token becomes our session. */
export const socialRoutes = {
  usersSocial: defineRoute({
    method: 'POST',
    path: '/api/users/social',
    refuses: [409],
    body: socialSignInBody,
    response: signInResponseSchema,
  }),
  accountIdentities: defineRoute({
    method: 'GET',
    path: '/api/account/identities',
    auth: 'user',
    response: z.object({ hasPassword: z.boolean(), identities: z.array(linkedIdentitySchema) }),
  }),
  accountIdentityLink: defineRoute({
    method: 'POST',
    creates: true,
    // Versioned: it answered 200 before the rule of docs/decisions/api.md (a POST that creates
    // answers 201), and it makes a linked identity, unlinked by its provider.
    versioned: true,
    path: '/api/account/identities',
    refuses: [409],
    auth: 'user',
    body: z.object({ idToken: idTokenSchema }),
    response: z.object({ message: z.string(), identity: linkedIdentitySchema }),
  }),
  accountIdentityUnlink: defineRoute({
    method: 'DELETE',
    path: '/api/account/identities/:provider',
    refuses: [404, 409],
    auth: 'user',
    params: z.object({ provider: socialProviderSchema }),
    response: messageSchema,
  }),
  /** The desktop app opens a sign-in for the system browser; the key stays in the app. */
  socialHandoffCreate: defineRoute({
    method: 'POST',
    creates: true,
    // Versioned: it answered 200 before the rule of docs/decisions/api.md (a POST that creates
    // answers 201), and it makes a handoff, completed and taken by its id.
    versioned: true,
    path: '/api/social-handoffs',
    body: z.object({}).strict().nullish(),
    response: z.object({ handoffId: z.string(), key: z.string(), url: z.string() }),
  }),
  /** The hosted page posts the provider's ID token there; the id is the capability. */
  socialHandoffComplete: defineRoute({
    method: 'POST',
    path: '/api/social-handoffs/:handoffId',
    refuses: [404, 409, 410],
    params: handoffParams,
    body: z.object({ idToken: idTokenSchema }),
    response: messageSchema,
  }),
  /** The app takes the sign-in with its key: pending until the page posted, then once. */
  socialHandoffTake: defineRoute({
    method: 'POST',
    path: '/api/social-handoffs/:handoffId/take',
    refuses: [404, 409, 410],
    params: handoffParams,
    body: z.object({ key: handoffKey, deviceToken: z.string().max(DEVICE_TOKEN_MAX_LENGTH).optional() }),
    response: z.object({ status: z.enum(['pending', 'done']), signIn: signInResponseSchema.nullable() }),
  }),
};

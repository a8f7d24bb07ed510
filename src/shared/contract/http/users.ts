import { z } from 'zod';
import { defineRoute, messageSchema } from './route';
import {
  emailBodySchema,
  loginBodySchema,
  resetPasswordBodySchema,
  signInLinkBodySchema,
  signupBodySchema,
  verifyEmailQuerySchema,
} from '../../domain/user';
import { idFields } from './ids';

/** The expert profile as it rides on the user (expert spec section 3). */
const userExpertProfileSchema = z.object({
  ...idFields,
  userName: z.string(),
  displayName: z.string(),
  softwares: z.array(z.string()),
  profilePicture: z.string().nullable(),
});

/** The user as the API returns it (buyer spec section 3); never the password hash or tokens. */
export const publicUserSchema = z.object({
  ...idFields,
  name: z.string(),
  username: z.string(),
  email: z.string(),
  profilePicture: z.string().nullable(),
  createdAt: z.string(),
  emailVerified: z.boolean(),
  expertProfile: userExpertProfileSchema.nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * A sign-in's answer: the session, and the device token that marks this client as one the owner
 * signed in from (sent back with later logins, it keeps the client out of the account's throttle).
 */
export const signInResponseSchema = z.object({ token: z.string(), user: publicUserSchema, deviceToken: z.string() });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** Accounts and the session (buyer spec sections 4, 5 and 7). */
export const usersRoutes = {
  usersSignup: defineRoute({
    method: 'POST',
    creates: true,
    path: '/api/users/signup',
    refuses: [429],
    body: signupBodySchema,
    // The same answer for a new and a taken address: no session (sign in next, or follow the link).
    response: messageSchema,
  }),
  usersLogin: defineRoute({
    method: 'POST',
    path: '/api/users/login',
    refuses: [401, 403],
    body: loginBodySchema,
    response: signInResponseSchema,
  }),
  usersSignInLink: defineRoute({
    method: 'POST',
    path: '/api/users/sign-in-link',
    refuses: [403],
    body: signInLinkBodySchema,
    response: signInResponseSchema,
  }),
  usersMe: defineRoute({
    method: 'GET',
    path: '/api/users/me',
    refuses: [401],
    auth: 'user',
    response: z.object({ user: publicUserSchema }),
  }),
  /** The sign-up's link; a caller signed in to the same account keeps that session. */
  usersVerifyEmail: defineRoute({
    method: 'GET',
    path: '/api/users/verify-email',
    auth: 'optional',
    query: verifyEmailQuerySchema,
    response: messageSchema,
  }),
  usersResendVerification: defineRoute({
    method: 'POST',
    path: '/api/users/resend-verification',
    refuses: [429],
    body: emailBodySchema,
    response: messageSchema,
  }),
  usersForgotPassword: defineRoute({
    method: 'POST',
    path: '/api/users/forgot-password',
    refuses: [429],
    body: emailBodySchema,
    response: messageSchema,
  }),
  usersResetPassword: defineRoute({
    method: 'POST',
    path: '/api/users/reset-password',
    body: resetPasswordBodySchema,
    response: messageSchema,
  }),
};

import { z } from 'zod';
import { defineRoute, messageSchema } from './route';
import {
  emailBodySchema,
  loginBodySchema,
  publicUserSchema,
  resetPasswordBodySchema,
  signInLinkBodySchema,
  signInResponseSchema,
  signupBodySchema,
  verifyEmailQuerySchema,
} from '../../domain/user';

/** Accounts and the session (buyer spec sections 4, 5 and 7). */
export const usersRoutes = {
  usersSignup: defineRoute({
    method: 'POST',
    path: '/api/users/signup',
    body: signupBodySchema,
    // The same answer for a new and a taken address: no session (sign in next, or follow the link).
    response: messageSchema,
  }),
  usersLogin: defineRoute({
    method: 'POST',
    path: '/api/users/login',
    body: loginBodySchema,
    response: signInResponseSchema,
  }),
  usersSignInLink: defineRoute({
    method: 'POST',
    path: '/api/users/sign-in-link',
    body: signInLinkBodySchema,
    response: signInResponseSchema,
  }),
  usersMe: defineRoute({
    method: 'GET',
    path: '/api/users/me',
    auth: 'user',
    response: z.object({ user: publicUserSchema }),
  }),
  usersVerifyEmail: defineRoute({
    method: 'GET',
    path: '/api/users/verify-email',
    query: verifyEmailQuerySchema,
    response: messageSchema,
  }),
  usersResendVerification: defineRoute({
    method: 'POST',
    path: '/api/users/resend-verification',
    body: emailBodySchema,
    response: messageSchema,
  }),
  usersForgotPassword: defineRoute({
    method: 'POST',
    path: '/api/users/forgot-password',
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

import { z } from 'zod';
import {
  deleteAccountBodySchema,
  emailChangeBodySchema,
  emailConfirmBodySchema,
  profileBodySchema,
} from '../../domain/account-changes';
import { defineRoute, messageSchema } from './route';
import { publicUserSchema } from './users';

/** The account changes: the profile, the email change (asked, then confirmed from the mail) and deleting the account. */
export const accountChangeRoutes = {
  accountProfile: defineRoute({
    method: 'PUT',
    path: '/api/account/profile',
    refuses: [401],
    auth: 'user',
    body: profileBodySchema,
    response: z.object({ message: z.string(), user: publicUserSchema }),
  }),
  /** Sends the link to the new address; the same answer whether or not that address has an account. */
  accountEmailChange: defineRoute({
    method: 'POST',
    path: '/api/account/email',
    refuses: [401, 403, 429],
    auth: 'user',
    body: emailChangeBodySchema,
    response: messageSchema,
  }),
  /** The link from the mail: works once, in any browser, signed in or not (a session of the same account stays signed in). */
  accountEmailConfirm: defineRoute({
    method: 'POST',
    path: '/api/account/email/confirm',
    refuses: [409],
    auth: 'optional',
    body: emailConfirmBodySchema,
    response: z.object({ message: z.string(), email: z.string() }),
  }),
  accountDelete: defineRoute({
    method: 'POST',
    path: '/api/account/delete',
    refuses: [401, 403, 409],
    auth: 'user',
    body: deleteAccountBodySchema,
    response: messageSchema,
  }),
};

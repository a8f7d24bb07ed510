import { z } from 'zod';
import { changePasswordBodySchema, setPasswordBodySchema } from '../../domain/account';
import { UI_LANGUAGES } from '../../domain/ui-language';
import { defineRoute, messageSchema } from './route';
import { secondFactorRoutes } from './second-factor';

/** One signed-in device as the settings page lists it. */
export const accountSessionSchema = z.object({
  id: z.string(),
  kind: z.enum(['desktop', 'browser']),
  /** Read from its User-Agent only ("Chrome on Windows", "Qurious desktop app on macOS"). */
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** One of the five interface languages; ui-language.ts stays free of zod, it is in the home entry. */
const uiLanguageSchema = z.enum(UI_LANGUAGES);

/** A POST that takes nothing: no body, or an empty object. */
const noBody = z.object({}).strict().nullish();
/** One exported row, as the database holds it. */
const row = z.record(z.string(), z.unknown());
const sessionIdParams = z.object({ sessionId: z.string().min(1).max(64) });

/** Account settings: the signed-in devices, signing out, the password change, two-step sign-in (./second-factor). */
export const accountRoutes = {
  ...secondFactorRoutes,
  usersLogout: defineRoute({
    method: 'POST',
    path: '/api/users/logout',
    auth: 'user',
    body: noBody,
    response: messageSchema,
  }),
  accountSessions: defineRoute({
    method: 'GET',
    path: '/api/account/sessions',
    auth: 'user',
    response: z.object({ sessions: z.array(accountSessionSchema) }),
  }),
  accountSessionRevoke: defineRoute({
    method: 'DELETE',
    path: '/api/account/sessions/:sessionId',
    refuses: [404],
    auth: 'user',
    params: sessionIdParams,
    response: messageSchema,
  }),
  accountSessionsRevokeOthers: defineRoute({
    method: 'POST',
    path: '/api/account/sessions/revoke-others',
    auth: 'user',
    body: noBody,
    response: z.object({ message: z.string(), revoked: z.number().int() }),
  }),
  /** The interface language kept on the account; null until the user picks one. */
  accountLanguage: defineRoute({
    method: 'GET',
    path: '/api/account/language',
    refuses: [401],
    auth: 'user',
    response: z.object({ language: uiLanguageSchema.nullable() }),
  }),
  accountLanguageSet: defineRoute({
    method: 'PUT',
    path: '/api/account/language',
    auth: 'user',
    body: z.object({ language: uiLanguageSchema }).strict(),
    response: z.object({ language: uiLanguageSchema }),
  }),
  accountPassword: defineRoute({
    method: 'POST',
    path: '/api/account/password',
    refuses: [401],
    auth: 'user',
    body: changePasswordBodySchema,
    response: messageSchema,
  }),
  /** A first password, for an account made with Google, Apple or Facebook (refused once one exists). */
  accountPasswordSet: defineRoute({
    method: 'POST',
    path: '/api/account/password/set',
    refuses: [409],
    auth: 'user',
    body: setPasswordBodySchema,
    response: messageSchema,
  }),
  /** "Download my data": the caller's account, profile, gigs, bookings, ledger, reviews and sent messages. */
  accountExport: defineRoute({
    method: 'GET',
    path: '/api/account/export',
    auth: 'user',
    response: z.object({
      exportedAt: z.string(),
      account: row.nullable(),
      signInMethods: z.array(row),
      expertProfile: row.nullable(),
      gigs: z.array(row),
      bookings: z.array(row),
      ledger: z.array(row),
      reviews: z.array(row),
      messages: z.array(row),
    }),
  }),
};

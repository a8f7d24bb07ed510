import { decodeJwt } from 'jose';
import type { RouteName } from '#shared/contract/http';
import { signTestSession, TEST_PASSWORD } from '../helpers/users';
import type { Actor, Caller, World } from './authz-world';
import type { RouteCase, Send } from './authz-routes';

/**
 * The account settings routes' cases of the authorization matrix (issue 19); see authz-routes.ts.
 * Logging out and signing others out end sessions: the valid requests use a fresh session of the
 * caller (revoking others moves the caller to it), so the matrix's own tokens keep working.
 */
const signedIn = (valid: number) => ({
  valid: { anonymous: 401, buyer: valid, otherExpert: valid, owner: valid } satisfies Record<Actor, number>,
  invalid: { anonymous: 401, buyer: 400, otherExpert: 400, owner: 400 } satisfies Record<Actor, number>,
});
const ownedByUser = (valid: number) => ({
  valid: { anonymous: 401, buyer: 404, otherExpert: 404, owner: valid } satisfies Record<Actor, number>,
  invalid: { anonymous: 401, buyer: 400, otherExpert: 400, owner: 400 } satisfies Record<Actor, number>,
});
const LONG_ID = 'x'.repeat(65);

const userOf = (caller: Caller): string => String(decodeJwt((caller.auth.authorization ?? '').replace(/^Bearer /, '')).sub);

/** A new session token of the caller's user. */
const freshSession = async (w: World, caller: Caller) => `Bearer ${await signTestSession(w.t, userOf(caller), 'matrix')}`;

/** Each caller's password as the password-change cases left it. */
const passwords = new WeakMap<Caller, string>();
let changes = 0;

export const ACCOUNT_ROUTE_CASES: Record<Extract<RouteName, `account${string}` | 'usersLogout'>, RouteCase> = {
  usersLogout: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async (w) => ({
      url: '/api/users/logout',
      invalidUrl: '/api/users/logout?unknown=1',
      valid: async (caller): Promise<Send> => (caller ? { headers: { authorization: await freshSession(w, caller) } } : {}),
    }),
  },
  accountSessions: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async () => ({ url: '/api/account/sessions', invalidUrl: '/api/account/sessions?unknown=1' }),
  },
  accountSessionRevoke: {
    owner: 'buyer',
    owned: true,
    expect: ownedByUser(200),
    probe: async (w) => {
      const token = await signTestSession(w.t, w.ownerBuyer.id, 'matrix');
      const sessionId = w.secret(String(decodeJwt(token).sid));
      return { url: `/api/account/sessions/${sessionId}`, invalidUrl: `/api/account/sessions/${LONG_ID}` };
    },
  },
  accountSessionsRevokeOthers: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async (w) => ({
      url: '/api/account/sessions/revoke-others',
      invalidUrl: '/api/account/sessions/revoke-others?unknown=1',
      valid: async (caller): Promise<Send> => {
        if (caller) caller.auth.authorization = await freshSession(w, caller);
        return {};
      },
    }),
  },
  accountLanguage: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async () => ({ url: '/api/account/language', invalidUrl: '/api/account/language?unknown=1' }),
  },
  accountLanguageSet: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async () => ({
      url: '/api/account/language',
      valid: async (): Promise<Send> => ({ payload: { language: 'fr' } }),
      invalid: () => ({ payload: { language: 'de' } }),
    }),
  },
  accountPassword: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async (w) => ({
      url: '/api/account/password',
      valid: async (caller): Promise<Send> => {
        if (!caller) return { payload: { currentPassword: TEST_PASSWORD, newPassword: 'Changed#2026' } };
        const current = passwords.get(caller) ?? TEST_PASSWORD;
        changes += 1;
        const next = `Changed#${changes}x`;
        passwords.set(caller, next);
        // The change signs every other session out: the caller moves to a fresh one first.
        caller.auth.authorization = await freshSession(w, caller);
        return { payload: { currentPassword: current, newPassword: next } };
      },
      invalid: () => ({ payload: { currentPassword: TEST_PASSWORD, newPassword: 'short' } }),
    }),
  },
};

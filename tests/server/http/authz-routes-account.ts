import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { RouteName } from '#shared/contract/http';
import { issueEmailToken } from '#server/modules/users/email-tokens';
import { createTestExpert } from '../../helpers/experts';
import { createTestUser, signTestSession, TEST_PASSWORD } from '../../helpers/users';
import type { Actor, Caller, World } from './authz-world';
import type { RouteCase, Send } from './authz-routes';

/**
 * The account settings routes' cases of the authorization matrix; see authz-routes.ts.
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

const userOf = (caller: Caller): string =>
  String(decodeJwt((caller.auth.authorization ?? '').replace(/^Bearer /, '')).sub);

/** A new session token of the caller's user. */
const freshSession = async (w: World, caller: Caller) =>
  `Bearer ${await signTestSession(w.t, userOf(caller), 'matrix')}`;

/** Each caller's password as the password-change cases left it. */
const passwords = new WeakMap<Caller, string>();
let changes = 0;

const publicRoute = (valid: number, invalid = 400) => ({
  valid: { anonymous: valid, buyer: valid, otherExpert: valid, owner: valid } satisfies Record<Actor, number>,
  invalid: { anonymous: invalid, buyer: invalid, otherExpert: invalid, owner: invalid } satisfies Record<
    Actor,
    number
  >,
});
/** A well-formed ID token that no Firebase issued: refused as unverified, the same for everyone. */
const NOT_A_TOKEN = { idToken: 'not-a-firebase-id-token' };

export const ACCOUNT_ROUTE_CASES: Record<
  Extract<RouteName, `account${string}` | `socialHandoff${string}` | 'usersLogout' | 'usersSocial'>,
  RouteCase
> = {
  usersSocial: {
    owner: 'buyer',
    expect: publicRoute(400),
    probe: async () => ({
      url: '/api/users/social',
      valid: () => ({ payload: NOT_A_TOKEN }),
      invalid: () => ({ payload: { idToken: '' } }),
    }),
  },
  // The matrix's users have passwords: 409 for every signed-in caller, the body checked first.
  accountPasswordSet: {
    owner: 'buyer',
    expect: signedIn(409),
    probe: async () => ({
      url: '/api/account/password/set',
      valid: () => ({ payload: { newPassword: 'Another#Pass2026' } }),
      invalid: () => ({ payload: { newPassword: 'short' } }),
    }),
  },
  accountExport: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async () => ({ url: '/api/account/export', invalidUrl: '/api/account/export?unknown=1' }),
  },
  accountIdentities: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async () => ({ url: '/api/account/identities', invalidUrl: '/api/account/identities?unknown=1' }),
  },
  // Verified before anything is linked: a token no Firebase issued is 400 for every signed-in caller.
  accountIdentityLink: {
    owner: 'buyer',
    expect: signedIn(400),
    probe: async () => ({
      url: '/api/account/identities',
      valid: () => ({ payload: NOT_A_TOKEN }),
      invalid: () => ({ payload: {} }),
    }),
  },
  accountIdentityUnlink: {
    owner: 'buyer',
    owned: true,
    expect: ownedByUser(200),
    probe: async (w) => {
      await w.t.db.kysely
        .insertInto('user_identities')
        .values({
          id: randomUUID(),
          user_id: w.ownerBuyer.id,
          provider: 'google.com',
          subject: w.secret(randomUUID()),
          email: null,
          created_at: w.t.clock.now().toISOString(),
        })
        .execute();
      return { url: '/api/account/identities/google.com', invalidUrl: '/api/account/identities/myspace.com' };
    },
  },
  socialHandoffCreate: {
    owner: 'buyer',
    expect: publicRoute(201),
    probe: async () => ({
      url: '/api/social-handoffs',
      valid: () => ({ payload: {} }),
      invalid: () => ({ payload: { unknown: 1 } }),
    }),
  },
  socialHandoffComplete: {
    owner: 'buyer',
    expect: publicRoute(400),
    probe: async (w) => {
      const res = await w.t.app.inject({
        method: 'POST',
        url: '/api/social-handoffs',
        payload: {},
        remoteAddress: '10.77.0.1',
      });
      const { handoffId } = res.json<{ handoffId: string }>();
      return {
        url: `/api/social-handoffs/${handoffId}`,
        valid: () => ({ payload: NOT_A_TOKEN }),
        invalid: () => ({ payload: { idToken: '' } }),
      };
    },
  },
  // Only the key the app holds reads it: pending for anyone with it, whoever they are.
  socialHandoffTake: {
    owner: 'buyer',
    expect: publicRoute(200),
    probe: async (w) => {
      const res = await w.t.app.inject({
        method: 'POST',
        url: '/api/social-handoffs',
        payload: {},
        remoteAddress: '10.77.0.2',
      });
      const { handoffId, key } = res.json<{ handoffId: string; key: string }>();
      return {
        url: `/api/social-handoffs/${handoffId}/take`,
        valid: () => ({ payload: { key } }),
        invalid: () => ({ payload: { key: 'short' } }),
      };
    },
  },
  usersLogout: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async (w) => ({
      url: '/api/users/logout',
      invalidUrl: '/api/users/logout?unknown=1',
      valid: async (caller): Promise<Send> =>
        caller ? { headers: { authorization: await freshSession(w, caller) } } : {},
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
  accountProfile: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async (w) => ({
      url: '/api/account/profile',
      valid: (caller): Send => ({ payload: { name: 'Matrix Person', profilePicture: caller ? w.avatarOf(caller) : null } }),
      invalid: () => ({ payload: { name: '   ', profilePicture: null } }),
    }),
  },
  // The same answer whether or not the address is taken; the current password as the password cases left it.
  accountEmailChange: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async () => ({
      url: '/api/account/email',
      valid: (caller): Send => ({
        payload: {
          newEmail: `moved-${randomUUID().slice(0, 8)}@example.com`,
          currentPassword: (caller && passwords.get(caller)) ?? TEST_PASSWORD,
        },
      }),
      invalid: () => ({ payload: { newEmail: 'not-an-email', currentPassword: TEST_PASSWORD } }),
    }),
  },
  // The mailed link: anyone holding it, signed in or not; each valid request gets a link of its own.
  accountEmailConfirm: {
    owner: 'buyer',
    expect: publicRoute(200),
    probe: async (w) => ({
      url: '/api/account/email/confirm',
      valid: async (): Promise<Send> => {
        const someone = await createTestUser(w.t);
        const token = await issueEmailToken(w.t.db.kysely, w.t.clock, someone.id, 'change-email', `new-${randomUUID().slice(0, 8)}@example.com`);
        return { payload: { token } };
      },
      invalid: () => ({ payload: { token: '' } }),
    }),
  },
  // Deleting the matrix's own people would end the world: each signed-in caller deletes a fresh
  // account of its own kind (a buyer's, an expert's) with that account's token and password.
  accountDelete: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async (w) => ({
      url: '/api/account/delete',
      valid: async (caller): Promise<Send> => {
        if (!caller) return { payload: { currentPassword: TEST_PASSWORD } };
        const expert = caller === w.otherExpert || caller === w.ownerExpert;
        const fresh = expert ? await createTestExpert(w.t) : await createTestUser(w.t);
        return { payload: { currentPassword: TEST_PASSWORD }, headers: fresh.auth };
      },
      invalid: () => ({ payload: { currentPassword: '' } }),
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

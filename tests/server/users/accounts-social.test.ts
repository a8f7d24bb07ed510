import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LinkedIdentity } from '#shared/contract/http/social';
import type { PublicUser } from '#shared/contract/http/users';
import { SOCIAL_EMAIL_UNVERIFIED_MESSAGE } from '#shared/domain/social';
import { LAST_SIGN_IN_METHOD_MESSAGE, SOCIAL_TOKEN_INVALID_MESSAGE } from '#shared/domain/social-answers';
import { startAuthEmulator, type AuthEmulator } from '../../helpers/firebase-emulator';
import { phoneIdToken } from '../../helpers/phone-sign-in';
import { socialIdToken } from '../../helpers/social-sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser, TEST_PASSWORD } from '../../helpers/users';

/**
 * Google, Apple and Facebook sign-in with real Firebase ID tokens from the Auth emulator,
 * checked by firebase-admin: a new account, the same account again, an existing account with the
 * same verified address (linked), never one through an unverified address; linking and unlinking
 * in settings, never the last way to sign in; the desktop app's hand-off through the system browser.
 */
let emulator: AuthEmulator;
let t: TestApp;
let ips = 0;
const nextIp = () => `10.29.${Math.floor((ips += 1) / 250)}.${ips % 250}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let n = 0;
const fresh = (what: string) => `${what}.${(n += 1)}.${Date.now().toString(36)}@example.com`;

beforeAll(async () => {
  emulator = await startAuthEmulator();
  t = await createTestApp({ FIREBASE_AUTH_EMULATOR_HOST: emulator.host });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await emulator?.stop();
});

const social = (idToken: string, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/social',
    remoteAddress: nextIp(),
    headers: { 'user-agent': 'vitest' },
    payload: { idToken, ...extra },
  });
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });
const signedIn = async (idToken: string) => {
  const res = await social(idToken);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string; user: PublicUser; deviceToken: string }>();
};
const identitiesOf = async (token: string) => {
  const res = await call('GET', '/api/account/identities', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ hasPassword: boolean; identities: LinkedIdentity[] }>();
};

describe(`social sign-in on ${testDbKind()}`, () => {
  it('signs up with Google (name from the provider, username from the name), then signs the same account in again', async () => {
    const email = fresh('Ada.Lovelace');
    // Unique to this run: the suites on both databases share one Auth emulator, which keeps its users.
    const sub = `google-${randomUUID()}`;
    const first = await signedIn(
      await socialIdToken(emulator.host, 'google.com', {
        sub,
        email,
        email_verified: true,
        name: 'Ada Lovelace',
      }),
    );
    expect(first.user).toMatchObject({
      name: 'Ada Lovelace',
      email: email.toLowerCase(),
      emailVerified: true,
    });
    expect(first.user.username).toMatch(/^ada\.lovelace\.\d{4}$/);
    const again = await signedIn(
      await socialIdToken(emulator.host, 'google.com', { sub, email, email_verified: true, name: 'Ada L.' }),
    );
    expect(again.user._id).toBe(first.user._id);
    expect((await call('GET', '/api/users/me', again.token)).statusCode).toBe(200);
    const mine = await identitiesOf(again.token);
    expect(mine).toMatchObject({
      hasPassword: false,
      identities: [{ provider: 'google.com', email: email.toLowerCase() }],
    });
    // No password: the email sign-in with any password is refused.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: nextIp(),
      payload: { emailOrUsername: email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it("never makes the username from the email's part before '@'", async () => {
    const base = `grace${Date.now().toString(36)}`;
    const { user } = await signedIn(
      await socialIdToken(emulator.host, 'apple.com', { email: `${base}@another.example.org`, email_verified: true }),
    );
    expect(user.username).toMatch(/^user\.\d{4}$/);
  });

  it('signs an existing unverified email account in with a verified provider address, dropping the password set before', async () => {
    const owner = await createTestUser(t, { email: fresh('linus'), verified: false });
    const { user, token } = await signedIn(
      await socialIdToken(emulator.host, 'google.com', { email: owner.email, email_verified: true }),
    );
    expect(user._id).toBe(owner.id);
    expect(user.emailVerified).toBe(true);
    const mine = await identitiesOf(token);
    expect(mine.hasPassword).toBe(false);
    expect(mine.identities.map((i) => i.provider)).toEqual(['google.com']);
  });

  it('never takes over an existing account through an address the provider did not verify', async () => {
    const owner = await createTestUser(t, { email: fresh('victim') });
    const res = await social(
      await socialIdToken(emulator.host, 'facebook.com', { email: owner.email, email_verified: false }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: SOCIAL_EMAIL_UNVERIFIED_MESSAGE('facebook.com'),
    });
    expect(
      await t.db.kysely.selectFrom('user_identities').select('id').where('user_id', '=', owner.id).execute(),
    ).toEqual([]);
    expect(
      await t.db.kysely.selectFrom('auth_sessions').select('id').where('user_id', '=', owner.id).execute(),
    ).toHaveLength(1);
  });

  it('refuses a forged token, a phone sign-in and garbage, changing nothing', async () => {
    const before = await t.db.kysely.selectFrom('users').select('id').execute();
    const phone = await phoneIdToken(emulator.host, `+9198${String(Date.now()).slice(-8)}`);
    for (const idToken of [phone, 'not-a-token', `${phone.slice(0, -4)}AAAA`]) {
      const res = await social(idToken);
      expect(res.statusCode, idToken).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN', message: SOCIAL_TOKEN_INVALID_MESSAGE });
    }
    expect(await t.db.kysely.selectFrom('users').select('id').execute()).toHaveLength(before.length);
  });

  it('links and unlinks providers in settings, never the last way to sign in', async () => {
    const { token } = await signedIn(
      await socialIdToken(emulator.host, 'google.com', { email: fresh('solo'), email_verified: true }),
    );
    const unlinkLast = await call('DELETE', '/api/account/identities/google.com', token);
    expect(unlinkLast.statusCode).toBe(409);
    expect(unlinkLast.json()).toMatchObject({
      code: 'LAST_SIGN_IN_METHOD',
      message: LAST_SIGN_IN_METHOD_MESSAGE,
    });

    const fb = await socialIdToken(emulator.host, 'facebook.com', { email: fresh('solo-fb') });
    const link = await call('POST', '/api/account/identities', token, { idToken: fb });
    expect(link.statusCode, link.body).toBe(201);
    expect((await identitiesOf(token)).identities.map((i) => i.provider).sort()).toEqual([
      'facebook.com',
      'google.com',
    ]);
    expect((await call('DELETE', '/api/account/identities/google.com', token)).statusCode).toBe(200);
    expect((await identitiesOf(token)).identities.map((i) => i.provider)).toEqual(['facebook.com']);
    expect((await call('DELETE', '/api/account/identities/facebook.com', token)).statusCode).toBe(409);
    expect((await call('DELETE', '/api/account/identities/apple.com', token)).statusCode).toBe(404);

    // Another account cannot link an identity that is already someone's.
    const other = await createTestUser(t);
    const taken = await call('POST', '/api/account/identities', other.token, { idToken: fb });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'IDENTITY_TAKEN' });
    // A password account may unlink its only provider: the password remains.
    const apple = await socialIdToken(emulator.host, 'apple.com', { email: fresh('pw') });
    expect((await call('POST', '/api/account/identities', other.token, { idToken: apple })).statusCode).toBe(
      201,
    );
    expect((await call('DELETE', '/api/account/identities/apple.com', other.token)).statusCode).toBe(200);
  });

  it('a social-only account sets a first password (the five rules), once; then the email sign-in works and the provider may go', async () => {
    const email = fresh('firstpw');
    const { token } = await signedIn(
      await socialIdToken(emulator.host, 'google.com', { email, email_verified: true }),
    );
    const weak = await call('POST', '/api/account/password/set', token, { newPassword: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect((await identitiesOf(token)).hasPassword).toBe(false);
    expect(
      (await call('POST', '/api/account/password/set', token, { newPassword: TEST_PASSWORD })).statusCode,
    ).toBe(200);
    expect((await identitiesOf(token)).hasPassword).toBe(true);
    const again = await call('POST', '/api/account/password/set', token, { newPassword: 'Other#Pass2026' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PASSWORD_SET' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: nextIp(),
      payload: { emailOrUsername: email, password: TEST_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect((await call('DELETE', '/api/account/identities/google.com', token)).statusCode).toBe(200);
  });

  it('hands a sign-in from the system browser to the desktop app: only the key holder takes it, once', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/social-handoffs',
      remoteAddress: nextIp(),
      payload: {},
    });
    expect(created.statusCode, created.body).toBe(201);
    const { handoffId, key, url } = created.json<{ handoffId: string; key: string; url: string }>();
    expect(url).toContain(`/social-sign-in?handoff=${handoffId}`);
    expect(url).not.toContain(key);
    const take = (k: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/social-handoffs/${handoffId}/take`,
        remoteAddress: nextIp(),
        payload: { key: k },
      });
    expect((await take(key)).json()).toEqual({ status: 'pending', signIn: null });
    const email = fresh('desk');
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/social-handoffs/${handoffId}`,
      remoteAddress: nextIp(),
      payload: { idToken: await socialIdToken(emulator.host, 'google.com', { email, email_verified: true }) },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect((await take('x'.repeat(43))).statusCode).toBe(404);
    const done = await take(key);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'done', signIn: { user: { email } } });
    expect((await take(key)).statusCode).toBe(404);
  });
});

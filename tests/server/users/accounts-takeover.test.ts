import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LinkedIdentity } from '#shared/contract/http/social';
import { signInResponseSchema } from '#shared/contract/http/users';
import { issueEmailToken } from '#server/modules/users/email-tokens';
import { startAuthEmulator, type AuthEmulator } from '../../helpers/firebase-emulator';
import { socialIdToken } from '../../helpers/social-sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser, signTestSession, TEST_PASSWORD } from '../../helpers/users';

/**
 * Pre-account takeover: someone signs up with another person's address and a password of their
 * own, signs in (an unverified account may) and links a provider of their own. When the address is
 * then proven (the owner's verified Google sign-in, the sign-in link of the "someone tried to sign
 * up" mail, the verification link, a password reset, an email change's confirmation), what the
 * holder set up before goes in the proof's transaction: sessions, the password (unless the proof is
 * the link the holder's own request sent), identities, a pending email change; the owner is told.
 * A verified account's sign-in signs nobody out. Changing the email signs every other session out.
 */
let emulator: AuthEmulator;
let t: TestApp;
let ips = 0;
const nextIp = () => `10.41.${Math.floor((ips += 1) / 250) % 250}.${ips % 250}`;
let n = 0;
const fresh = (what: string) => `${what}.${(n += 1)}.${Date.now().toString(36)}@example.com`;
const ATTACKER_PASSWORD = 'Attacker#2026';
const PROOF_SUBJECT = 'Your Qurious account was secured';
const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x/').searchParams.get('token') ?? '';

beforeAll(async () => {
  emulator = await startAuthEmulator();
  t = await createTestApp({ FIREBASE_AUTH_EMULATOR_HOST: emulator.host });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await emulator?.stop();
});

type Method = 'GET' | 'POST' | 'DELETE';
const send = (method: Method, url: string, token: string | null, payload?: object) =>
  t.app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: { 'user-agent': 'vitest', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload ? { payload } : {}),
  });
const login = (email: string, password: string) => send('POST', '/api/users/login', null, { emailOrUsername: email, password });
const works = async (token: string) => (await send('GET', '/api/users/me', token)).statusCode === 200;
const identitiesOf = async (token: string) => {
  const res = await send('GET', '/api/account/identities', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ hasPassword: boolean; identities: LinkedIdentity[] }>();
};
const userIdOf = async (email: string) => (await t.db.kysely.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const mailTo = (to: string, subject: string) =>
  expect.poll(() => t.smtp.messages.find((m) => m.to.includes(to) && m.subject === subject), { timeout: 10_000 }).toBeTruthy();
const findMail = (to: string, subject: string) => {
  const mail = [...t.smtp.messages].reverse().find((m) => m.to.includes(to) && m.subject === subject);
  if (!mail) throw new Error(`no mail "${subject}" to ${to}`);
  return mail;
};

/** The attacker's setup: a sign-up with the victim's address, a sign-in with their password, their own Facebook linked. */
async function attackerHolds(email: string) {
  const signup = await send('POST', '/api/users/signup', null, { name: 'Mallory', emailOrUsername: email, password: ATTACKER_PASSWORD });
  expect(signup.statusCode, signup.body).toBe(201);
  const signedIn = await login(email, ATTACKER_PASSWORD);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const { token } = signInResponseSchema.parse(signedIn.json());
  const idToken = await socialIdToken(emulator.host, 'facebook.com', { email: fresh('mallory-fb'), email_verified: true });
  const linked = await send('POST', '/api/account/identities', token, { idToken });
  expect(linked.statusCode, linked.body).toBe(201);
  return { token, userId: await userIdOf(email) };
}

/** Nothing the attacker set up works any more. */
async function attackerLockedOut(email: string, attackerToken: string) {
  expect(await works(attackerToken)).toBe(false);
  expect((await login(email, ATTACKER_PASSWORD)).statusCode).toBe(401);
}

describe(`pre-account takeover on ${testDbKind()}`, () => {
  it("the owner's Google sign-in drops the holder's sessions, password and identities, and tells the owner", async () => {
    const email = fresh('victim-google');
    const attacker = await attackerHolds(email);
    const res = await send('POST', '/api/users/social', null, {
      idToken: await socialIdToken(emulator.host, 'google.com', { email, email_verified: true, name: 'Vic Tim' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const owner = signInResponseSchema.parse(res.json());
    expect(owner.user._id).toBe(attacker.userId);
    expect(owner.user.emailVerified).toBe(true);
    await attackerLockedOut(email, attacker.token);
    expect(await works(owner.token)).toBe(true);
    expect(await identitiesOf(owner.token)).toMatchObject({ hasPassword: false, identities: [{ provider: 'google.com' }] });
    expect(await t.db.kysely.selectFrom('device_tokens').select('id').where('user_id', '=', attacker.userId).execute()).toHaveLength(1);

    await mailTo(email, PROOF_SUBJECT);
    const mail = findMail(email, PROOF_SUBJECT);
    expect(mail.text).toContain('Every device that was signed in to the account was signed out.');
    expect(mail.text).toContain('The password set before was removed.');
    expect(mail.text).toContain('These sign-in methods were unlinked: Facebook.');

    // The owner sets a password of their own afterwards.
    const set = await send('POST', '/api/account/password/set', owner.token, { newPassword: 'Owner#Pass2026' });
    expect(set.statusCode, set.body).toBe(200);
    expect((await login(email, 'Owner#Pass2026')).statusCode).toBe(200);
  });

  it('the sign-in link of the "someone tried to sign up" mail does the same', async () => {
    const email = fresh('victim-link');
    const attacker = await attackerHolds(email);
    const again = await send('POST', '/api/users/signup', null, { name: 'Vic Tim', emailOrUsername: email, password: 'Victim#2026' });
    expect(again.statusCode).toBe(201);
    await mailTo(email, 'Someone tried to sign up with your email address');
    const notice = findMail(email, 'Someone tried to sign up with your email address');
    const res = await send('POST', '/api/users/sign-in-link', null, { token: tokenOf(notice.links[0]) });
    expect(res.statusCode, res.body).toBe(200);
    const owner = signInResponseSchema.parse(res.json());
    await attackerLockedOut(email, attacker.token);
    expect((await login(email, 'Victim#2026')).statusCode).toBe(401);
    expect(await works(owner.token)).toBe(true);
    expect(await identitiesOf(owner.token)).toEqual({ hasPassword: false, identities: [] });
    await mailTo(email, PROOF_SUBJECT);
  });

  it('the verification link keeps the sign-up password and the verifying session, and drops the rest', async () => {
    const email = fresh('verify');
    const holder = await attackerHolds(email);
    const other = signInResponseSchema.parse((await login(email, ATTACKER_PASSWORD)).json()).token;
    await mailTo(email, 'Verify your email for Qurious');
    const link = findMail(email, 'Verify your email for Qurious').links[0];
    const verified = await send('GET', `/api/users/verify-email?token=${tokenOf(link)}`, holder.token);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await works(holder.token)).toBe(true);
    expect(await works(other)).toBe(false);
    expect(await identitiesOf(holder.token)).toEqual({ hasPassword: true, identities: [] });
    expect((await login(email, ATTACKER_PASSWORD)).statusCode).toBe(200);
    await mailTo(email, PROOF_SUBJECT);
    expect(findMail(email, PROOF_SUBJECT).text).not.toContain('The password set before was removed.');
  });

  it('a password reset link unlinks what the holder linked', async () => {
    const email = fresh('reset');
    const holder = await attackerHolds(email);
    const reset = await issueEmailToken(t.db.kysely, t.clock, holder.userId, 'reset-password');
    const res = await send('POST', '/api/users/reset-password', null, { token: reset, password: 'Owner#Reset2026' });
    expect(res.statusCode, res.body).toBe(200);
    await attackerLockedOut(email, holder.token);
    expect(await t.db.kysely.selectFrom('user_identities').select('id').where('user_id', '=', holder.userId).execute()).toEqual([]);
    expect((await login(email, 'Owner#Reset2026')).statusCode).toBe(200);
  });

  it("retires the holder's pending email change at the proof, so it cannot move the account afterwards", async () => {
    const email = fresh('pending-change');
    const holder = await attackerHolds(email);
    const change = await send('POST', '/api/account/email', holder.token, { newEmail: fresh('mallory'), currentPassword: ATTACKER_PASSWORD });
    expect(change.statusCode, change.body).toBe(200);
    await expect.poll(() => t.smtp.messages.some((m) => m.subject === 'Confirm your new email for Qurious' && m.to.includes('mallory'))).toBe(true);
    const confirmLink = [...t.smtp.messages].reverse().find((m) => m.subject === 'Confirm your new email for Qurious')?.links[0];
    const signIn = await issueEmailToken(t.db.kysely, t.clock, holder.userId, 'sign-in');
    expect((await send('POST', '/api/users/sign-in-link', null, { token: signIn })).statusCode).toBe(200);
    const confirm = await send('POST', '/api/account/email/confirm', null, { token: tokenOf(confirmLink) });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await t.db.kysely.selectFrom('users').select('email').where('id', '=', holder.userId).executeTakeFirstOrThrow()).email).toBe(email);
  });

  it('an email change confirmed on an unverified account unlinks what was linked before', async () => {
    const email = fresh('unverified-move');
    const holder = await attackerHolds(email);
    const newEmail = fresh('moved');
    const token = await issueEmailToken(t.db.kysely, t.clock, holder.userId, 'change-email', newEmail);
    const res = await send('POST', '/api/account/email/confirm', null, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(await works(holder.token)).toBe(false);
    expect(await t.db.kysely.selectFrom('user_identities').select('id').where('user_id', '=', holder.userId).execute()).toEqual([]);
    await mailTo(newEmail, PROOF_SUBJECT);
  });

  it("a verified account's sign-in by provider or link signs nobody out and keeps its password", async () => {
    const owner = await createTestUser(t, { email: fresh('verified') });
    const google = await send('POST', '/api/users/social', null, {
      idToken: await socialIdToken(emulator.host, 'google.com', { email: owner.email, email_verified: true }),
    });
    expect(google.statusCode, google.body).toBe(200);
    const link = await issueEmailToken(t.db.kysely, t.clock, owner.id, 'sign-in');
    expect((await send('POST', '/api/users/sign-in-link', null, { token: link })).statusCode).toBe(200);
    expect(await works(owner.token)).toBe(true);
    expect((await login(owner.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await t.db.kysely.selectFrom('user_identities').select('provider').where('user_id', '=', owner.id).execute()).toEqual([
      { provider: 'google.com' },
    ]);
    expect(t.smtp.messages.some((m) => m.to.includes(owner.email) && m.subject === PROOF_SUBJECT)).toBe(false);
  });

  it('linking a provider that proves the address while signed in keeps that session and password, and ends the others', async () => {
    const email = fresh('link-proves');
    const holder = await attackerHolds(email);
    const other = signInResponseSchema.parse((await login(email, ATTACKER_PASSWORD)).json()).token;
    const idToken = await socialIdToken(emulator.host, 'google.com', { email, email_verified: true });
    const res = await send('POST', '/api/account/identities', holder.token, { idToken });
    expect(res.statusCode, res.body).toBe(201);
    expect(await works(holder.token)).toBe(true);
    expect(await works(other)).toBe(false);
    expect(await identitiesOf(holder.token)).toMatchObject({ hasPassword: true, identities: [{ provider: 'google.com' }] });
    expect((await send('GET', '/api/users/me', holder.token)).json()).toMatchObject({ user: { emailVerified: true } });
  });

  it('a deleted account leaves nothing to whoever signs up with its address next', async () => {
    const email = fresh('reused');
    const first = await createTestUser(t, { email });
    const idToken = await socialIdToken(emulator.host, 'google.com', { email: fresh('first-google'), email_verified: true });
    expect((await send('POST', '/api/account/identities', first.token, { idToken })).statusCode).toBe(201);
    const deleted = await send('POST', '/api/account/delete', first.token, { currentPassword: TEST_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await send('POST', '/api/users/signup', null, { name: 'Next One', emailOrUsername: email, password: TEST_PASSWORD })).statusCode).toBe(201);
    const next = signInResponseSchema.parse((await login(email, TEST_PASSWORD)).json());
    expect(next.user._id).not.toBe(first.id);
    expect(next.user.emailVerified).toBe(false);
    expect(await identitiesOf(next.token)).toEqual({ hasPassword: true, identities: [] });
    expect(await works(first.token)).toBe(false);
  });
});

describe(`changing the email on ${testDbKind()}`, () => {
  it('signs every other session out, keeping the one that confirms', async () => {
    const user = await createTestUser(t, { email: fresh('mover') });
    const other = await signTestSession(t, user.id, 'other-device');
    const newEmail = fresh('moved-verified');
    const token = await issueEmailToken(t.db.kysely, t.clock, user.id, 'change-email', newEmail);
    const res = await send('POST', '/api/account/email/confirm', user.token, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(await works(user.token)).toBe(true);
    expect(await works(other)).toBe(false);
    expect((await login(newEmail, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('confirmed from a browser not signed in to the account, signs every session out', async () => {
    const user = await createTestUser(t, { email: fresh('mover-elsewhere') });
    const stranger = await createTestUser(t, { email: fresh('stranger') });
    const token = await issueEmailToken(t.db.kysely, t.clock, user.id, 'change-email', fresh('moved-elsewhere'));
    const res = await send('POST', '/api/account/email/confirm', stranger.token, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(await works(user.token)).toBe(false);
    expect(await works(stranger.token)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser, TEST_PASSWORD } from '../../helpers/users';
import { createTestExpert } from '../../helpers/experts';
import { INVALID_CREDENTIALS_MESSAGE } from '#shared/domain/auth-messages';
import { SIGNUP_ACCEPTED_MESSAGE } from '#shared/domain/auth-answers';
import { passwordRules } from '#shared/domain/user';
import { signInResponseSchema } from '#shared/contract/http/users';

let ip = 0;
/** Each call comes from its own address so the per-IP limits stay out of the way here. */
const from = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;

describe(`accounts and the session on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const signup = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/users/signup', payload, remoteAddress: from() });
  const login = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/users/login', payload, remoteAddress: from() });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
  /** Signs up (which answers no session), then signs in with the same password. */
  const signupThenLogin = async (payload: { name: string; emailOrUsername: string; password: string }) => {
    const res = await signup(payload);
    expect(res.statusCode).toBe(201);
    const session = await login({ emailOrUsername: payload.emailOrUsername, password: payload.password });
    expect(session.statusCode).toBe(200);
    return signInResponseSchema.parse(session.json());
  };

  describe('POST /api/users/signup', () => {
    it('creates the user with an argon2id hash and sends the verification mail; the password then signs in', async () => {
      const res = await signup({ name: 'Ada Lovelace', emailOrUsername: 'Ada.Lovelace+Q@Example.com', password: TEST_PASSWORD });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: SIGNUP_ACCEPTED_MESSAGE });
      const signedIn = await login({ emailOrUsername: 'ada.lovelace+q@example.com', password: TEST_PASSWORD });
      expect(signedIn.statusCode).toBe(200);
      const body = signInResponseSchema.parse(signedIn.json());
      expect(body.user).toMatchObject({
        name: 'Ada Lovelace',
        username: expect.stringMatching(/^ada\.lovelace\.\d{4}$/),
        email: 'ada.lovelace+q@example.com',
        profilePicture: null,
        emailVerified: false,
        expertProfile: null,
      });
      expect(body.user.createdAt).toBe('2026-03-01T10:00:00.000Z');
      expect(JSON.stringify(body)).not.toContain('argon2');

      const row = await t.db.kysely.selectFrom('users').selectAll().where('id', '=', body.user._id).executeTakeFirstOrThrow();
      const [, kind, , params] = row.password_hash.split('$');
      expect(kind).toBe('argon2id');
      expect(Object.fromEntries((params ?? '').split(',').map((kv) => kv.split('=')))).toEqual({ m: '19456', t: '2', p: '1' });

      const mail = await t.smtp.waitFor('ada.lovelace+q@example.com');
      expect(mail.subject).toBe('Verify your email for Qurious');
      expect(mail.links[0]).toMatch(/^http:\/\/localhost:5500\/verify-email\?token=[\w-]{43}&email=ada\.lovelace%2Bq%40example\.com$/);

      const current = await me(body.token);
      expect(current.statusCode).toBe(200);
      expect(current.json()).toEqual({ user: body.user });
    });

    it('makes the username unique and valid from the name, never from the email', async () => {
      await createTestExpert(t, { userName: 'Sam' });
      const first = await signupThenLogin({ name: 'Sam', emailOrUsername: 'sam@one.com', password: TEST_PASSWORD });
      const second = await signupThenLogin({ name: 'Sam', emailOrUsername: 'sam@two.com', password: TEST_PASSWORD });
      const odd = await signupThenLogin({ name: "O'Brien-X!", emailOrUsername: "o'brien-x!@three.com", password: TEST_PASSWORD });
      expect(first.user.username).toMatch(/^sam\.\d{4}$/);
      expect(second.user.username).toMatch(/^sam\.\d{4}$/);
      expect(second.user.username).not.toBe(first.user.username);
      expect(odd.user.username).toMatch(/^obrienx\.\d{4}$/);
    });

    it('answers a taken email, whatever its case, as a new one and makes no second account', async () => {
      const first = await signup({ name: 'Grace', emailOrUsername: 'grace@hopper.dev', password: TEST_PASSWORD });
      const res = await signup({ name: 'Grace 2', emailOrUsername: 'GRACE@hopper.dev', password: 'Other#Pass2026' });
      expect(res.statusCode).toBe(first.statusCode);
      expect(res.json()).toEqual({ message: SIGNUP_ACCEPTED_MESSAGE });
      expect((await login({ emailOrUsername: 'grace@hopper.dev', password: 'Other#Pass2026' })).statusCode).toBe(401);
      const count = await t.db.kysely.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('email', '=', 'grace@hopper.dev').executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1);
    });

    it('applies the email rule, the five password rules and the name rule', async () => {
      const bad = await signup({ name: 'X', emailOrUsername: 'no-at-sign.com', password: TEST_PASSWORD });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: 'Invalid email', code: 'VALIDATION', fields: { emailOrUsername: 'Invalid email' } });
      for (const email of ['a@b.c', 'a b@c.com', 'a@b@c.com', 'a@b.c0m']) {
        expect((await signup({ name: 'X', emailOrUsername: email, password: TEST_PASSWORD })).json().message).toBe('Invalid email');
      }
      const weak: Record<string, string> = { upper: 'curious#2026', lower: 'CURIOUS#2026', number: 'Curious#abcd', special: 'Curious2026', length: 'Cu#2a' };
      for (const rule of passwordRules) {
        const res = await signup({ name: 'X', emailOrUsername: `weak-${rule.id}@example.com`, password: weak[rule.id] });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(`Password needs: ${rule.label.toLowerCase()}`);
      }
      const blank = await signup({ name: '   ', emailOrUsername: 'blank@example.com', password: TEST_PASSWORD });
      expect(blank.json()).toMatchObject({ message: 'Name is required', fields: { name: 'Name is required' } });
      const long = await signup({ name: 'N'.repeat(81), emailOrUsername: 'long@example.com', password: TEST_PASSWORD });
      expect(long.json().message).toBe('Name must be at most 80 characters');
      const users = await t.db.kysely.selectFrom('users').select('email').where('email', 'like', '%example.com').execute();
      expect(users.map((u) => u.email).filter((e) => /^(weak|blank|long)/.test(e))).toEqual([]);
    });
  });

  describe('POST /api/users/login', () => {
    it('signs in by email in any case or by username, with the user shape of the spec', async () => {
      const made = await signupThenLogin({ name: 'Linus', emailOrUsername: 'linus@kernel.org', password: TEST_PASSWORD });
      const byEmail = await login({ name: '', emailOrUsername: '  LINUS@Kernel.ORG ', password: TEST_PASSWORD });
      expect(byEmail.statusCode).toBe(200);
      const body = signInResponseSchema.parse(byEmail.json());
      expect(body.user).toEqual(made.user);
      expect(body.deviceToken).toMatch(/^[\w-]{43}$/);
      const byUsername = await login({ emailOrUsername: made.user.username.toUpperCase(), password: TEST_PASSWORD });
      expect(byUsername.statusCode).toBe(200);
      expect((await me(byUsername.json().token)).json().user.email).toBe('linus@kernel.org');
    });

    it('answers an unknown account and a wrong password with the same 401', async () => {
      const u = await createTestUser(t);
      const wrong = await login({ emailOrUsername: u.email, password: 'Wrong#Pass1' });
      const unknown = await login({ emailOrUsername: 'nobody@nowhere.org', password: 'Wrong#Pass1' });
      const unknownName = await login({ emailOrUsername: 'nobody_at_all', password: TEST_PASSWORD });
      for (const res of [wrong, unknown, unknownName]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: INVALID_CREDENTIALS_MESSAGE, code: 'INVALID_CREDENTIALS' });
      }
    });

    it('asks for the identifier and the password', async () => {
      const res = await login({ emailOrUsername: ' ', password: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ emailOrUsername: 'Enter your email or username', password: 'Enter your password' });
    });

    it('returns the expert profile of an expert', async () => {
      const expert = await createTestExpert(t, { userName: 'ada_expert', displayName: 'Ada E.', softwares: ['Blender', 'Figma'] });
      const res = await login({ emailOrUsername: expert.email, password: expert.password });
      expect(res.json().user.expertProfile).toEqual({
        id: expert.expertId,
        _id: expert.expertId,
        userName: 'ada_expert',
        displayName: 'Ada E.',
        softwares: ['Blender', 'Figma'],
        profilePicture: null,
      });
    });
  });

  describe('the session token', () => {
    it('is HS256 with sub, a token version and exp = now + TOKEN_TTL_SECONDS', async () => {
      const u = await createTestUser(t);
      const res = await login({ emailOrUsername: u.email, password: u.password });
      const [header, payload] = (res.json().token as string).split('.').slice(0, 2).map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
      expect(header).toMatchObject({ alg: 'HS256' });
      const now = Math.floor(t.clock.now().getTime() / 1000);
      expect(payload).toMatchObject({ sub: u.id, tv: 0, exp: now + 7 * 24 * 3600 });
    });

    it('stops working at its expiry', async () => {
      const u = await createTestUser(t);
      const token = (await login({ emailOrUsername: u.email, password: u.password })).json().token as string;
      t.clock.advance(7 * 24 * 3600 * 1000 - 1000);
      expect((await me(token)).statusCode).toBe(200);
      t.clock.advance(2000);
      const expired = await me(token);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().code).toBe('UNAUTHORIZED');
    });

    it('rejects alg none, a tampered payload, a foreign signature and no token', async () => {
      const u = await createTestUser(t);
      const [h, p, s] = u.token.split('.');
      const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const claims = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
      const other = await createTestUser(t);
      const tampered = `${h}.${enc({ ...claims, sub: other.id })}.${s}`;
      const none = `${enc({ alg: 'none', typ: 'JWT' })}.${enc(claims)}.`;
      const foreign = await new SignJWT({ tv: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(u.id)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-that-is-long-enough-0123456789'));
      for (const token of [tampered, none, foreign, 'not-a-token']) expect((await me(token)).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
      expect((await me(u.token)).statusCode).toBe(200);
    });
  });

  describe('GET /api/bookings/my', () => {
    it('answers the signed-in user an empty list and a visitor 401', async () => {
      const u = await createTestUser(t);
      const res = await t.app.inject({ method: 'GET', url: '/api/bookings/my', headers: u.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ bookings: [] });
      expect((await t.app.inject({ method: 'GET', url: '/api/bookings/my' })).statusCode).toBe(401);
    });
  });
});

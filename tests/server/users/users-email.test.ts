import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser, TEST_PASSWORD } from '../../helpers/users';
import { INVALID_CREDENTIALS_MESSAGE } from '#shared/domain/auth-messages';
import { EMAIL_VERIFIED_MESSAGE, FORGOT_ACCEPTED_MESSAGE, PASSWORD_RESET_MESSAGE, RESEND_ACCEPTED_MESSAGE, RESET_TOKEN_INVALID_MESSAGE, VERIFY_TOKEN_INVALID_MESSAGE } from '#shared/domain/auth-answers';

let ip = 0;
const from = () => `10.2.${Math.floor(++ip / 250)}.${ip % 250}`;
const HOUR = 3600 * 1000;

describe(`email verification and password reset on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: from() });
  const verify = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/users/verify-email?token=${encodeURIComponent(token)}` });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
  const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x/').searchParams.get('token') ?? '';
  const mailCount = (to: string) => t.smtp.messages.filter((m) => m.to.includes(to)).length;

  /** Signs up, then signs in with the password (sign-up answers no session). */
  async function signUp(email: string) {
    const res = await post('/api/users/signup', { name: 'Mail Tester', emailOrUsername: email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(201);
    const mail = await t.smtp.waitFor(email);
    const session = await post('/api/users/login', { emailOrUsername: email, password: TEST_PASSWORD });
    expect(session.statusCode).toBe(200);
    return { token: session.json().token as string, link: tokenOf(mail.links[0]) };
  }

  describe('GET /api/users/verify-email', () => {
    it('verifies once: the link is single-use', async () => {
      const { token, link } = await signUp('verify-once@example.com');
      expect((await me(token)).json().user.emailVerified).toBe(false);
      // Followed where the account is signed in: that session stays (every other one ends).
      const ok = await t.app.inject({ method: 'GET', url: `/api/users/verify-email?token=${link}`, headers: { authorization: `Bearer ${token}` } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ message: EMAIL_VERIFIED_MESSAGE });
      expect((await me(token)).json().user.emailVerified).toBe(true);
      const again = await verify(link);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: VERIFY_TOKEN_INVALID_MESSAGE, code: 'INVALID_TOKEN' });
    });

    it('expires after 24 hours', async () => {
      const early = await signUp('verify-early@example.com');
      const late = await signUp('verify-late@example.com');
      t.clock.advance(24 * HOUR - 1000);
      expect((await verify(early.link)).statusCode).toBe(200);
      t.clock.advance(2000);
      const res = await verify(late.link);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(VERIFY_TOKEN_INVALID_MESSAGE);
      expect((await me(late.token)).json().user.emailVerified).toBe(false);
    });

    it('refuses an unknown, a reset and a missing token', async () => {
      expect((await verify('A'.repeat(43))).json().code).toBe('INVALID_TOKEN');
      const missing = await t.app.inject({ method: 'GET', url: '/api/users/verify-email' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('This verification link is incomplete.');
      const u = await createTestUser(t, { verified: false });
      await post('/api/users/forgot-password', { email: u.email });
      const reset = tokenOf((await t.smtp.waitFor(u.email)).links[0]);
      expect((await verify(reset)).statusCode).toBe(400);
    });
  });

  describe('POST /api/users/resend-verification', () => {
    it('gives the same answer whether or not the address has an account, and mails only an unverified one', async () => {
      // Its own app: closing it waits for the mail work that runs after the answers.
      const o = await createTestApp();
      try {
        const signup = await o.app.inject({
          method: 'POST',
          url: '/api/users/signup',
          payload: { name: 'Resend Me', emailOrUsername: 'resend-me@example.com', password: TEST_PASSWORD },
        });
        expect(signup.statusCode).toBe(201);
        const verified = await createTestUser(o, { email: 'already-verified@example.com' });
        const answers = await Promise.all(
          ['resend-me@example.com', 'RESEND-ME@example.com', 'nobody-here@example.com', verified.email].map((email) =>
            o.app.inject({ method: 'POST', url: '/api/users/resend-verification', payload: { email }, remoteAddress: from() }),
          ),
        );
        for (const res of answers) {
          expect(res.statusCode).toBe(200);
          expect(res.json()).toEqual({ message: RESEND_ACCEPTED_MESSAGE });
        }
        await o.app.close();
        const to = (who: string) => o.smtp.messages.filter((m) => m.to.includes(who)).length;
        expect(to('resend-me@example.com')).toBe(3);
        expect(to('nobody-here@example.com')).toBe(0);
        expect(to('already-verified@example.com')).toBe(0);
      } finally {
        await o.close();
      }
    });

    it('retires the earlier link when a new one is sent', async () => {
      const { link: older } = await signUp('resend-new@example.com');
      await post('/api/users/resend-verification', { email: 'resend-new@example.com' });
      await expect.poll(() => mailCount('resend-new@example.com')).toBe(2);
      const newer = tokenOf((await t.smtp.waitFor('resend-new@example.com')).links[0]);
      expect(newer).not.toBe(older);
      expect((await verify(older)).statusCode).toBe(400);
      expect((await verify(newer)).statusCode).toBe(200);
    });

    it('checks the address format', async () => {
      const res = await post('/api/users/resend-verification', { email: 'nope' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid email');
    });
  });

  describe('forgot and reset password', () => {
    it('answers the same for unknown addresses and mails a 1-hour reset link', async () => {
      const u = await createTestUser(t);
      const known = await post('/api/users/forgot-password', { email: u.email.toUpperCase() });
      const unknown = await post('/api/users/forgot-password', { email: 'ghost@example.com' });
      for (const res of [known, unknown]) expect(res.json()).toEqual({ message: FORGOT_ACCEPTED_MESSAGE });
      const mail = await t.smtp.waitFor(u.email);
      expect(mail.subject).toBe('Reset your Qurious password');
      expect(mail.links[0]).toMatch(/^http:\/\/localhost:5500\/reset-password\?token=[\w-]{43}$/);
      expect(mailCount('ghost@example.com')).toBe(0);
    });

    it('sets the new password, revokes older session tokens and is single-use', async () => {
      const u = await createTestUser(t, { verified: false });
      // Signed in (and its token remembered as verified) before the reset.
      expect((await me(u.token)).statusCode).toBe(200);
      await post('/api/users/forgot-password', { email: u.email });
      const token = tokenOf((await t.smtp.waitFor(u.email)).links[0]);

      const weak = await post('/api/users/reset-password', { token, password: 'short' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().message).toMatch(/^Password needs: /);

      const res = await post('/api/users/reset-password', { token, password: 'Brand#New2026' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: PASSWORD_RESET_MESSAGE });

      expect((await me(u.token)).statusCode).toBe(401);
      const old = await post('/api/users/login', { emailOrUsername: u.email, password: u.password });
      expect(old.json().message).toBe(INVALID_CREDENTIALS_MESSAGE);
      const fresh = await post('/api/users/login', { emailOrUsername: u.email, password: 'Brand#New2026' });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json().user.emailVerified).toBe(true);
      expect((await me(fresh.json().token)).statusCode).toBe(200);

      const again = await post('/api/users/reset-password', { token, password: 'Other#New2026' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: RESET_TOKEN_INVALID_MESSAGE, code: 'INVALID_TOKEN' });
    });

    it('expires after 1 hour and leaves the password alone', async () => {
      const u = await createTestUser(t);
      await post('/api/users/forgot-password', { email: u.email });
      const token = tokenOf((await t.smtp.waitFor(u.email)).links[0]);
      t.clock.advance(HOUR + 1000);
      const res = await post('/api/users/reset-password', { token, password: 'Brand#New2026' });
      expect(res.statusCode).toBe(400);
      expect((await me(u.token)).statusCode).toBe(200);
      const login = await post('/api/users/login', { emailOrUsername: u.email, password: u.password });
      expect(login.statusCode).toBe(200);
    });

    it('refuses a verification token as a reset token', async () => {
      const { link } = await signUp('not-a-reset@example.com');
      const res = await post('/api/users/reset-password', { token: link, password: 'Brand#New2026' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_TOKEN');
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser, TEST_PASSWORD } from '../../helpers/users';
import { tooManyAttemptsMessage } from '#shared/domain/auth-messages';
import { ACCOUNT_LIMITS, IP_LIMITS } from '#server/modules/users/limits';

let ip = 0;
const from = () => `10.3.${Math.floor(++ip / 250)}.${ip % 250}`;
const HOUR = 3600 * 1000;

describe(`rate limits of the account routes on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: Record<string, unknown>, remoteAddress = from()) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });

  describe('per IP', () => {
    const cases = [
      ['login', '/api/users/login', (i: number) => ({ emailOrUsername: `ip-login-${i}@example.com`, password: 'Wrong#Pass1' }), IP_LIMITS.login],
      ['signup', '/api/users/signup', (i: number) => ({ name: 'X', emailOrUsername: `ip-signup-${i}@example.com`, password: 'x' }), IP_LIMITS.signup],
      ['resend', '/api/users/resend-verification', (i: number) => ({ email: `ip-resend-${i}@example.com` }), IP_LIMITS.resend],
      ['forgot-password', '/api/users/forgot-password', (i: number) => ({ email: `ip-forgot-${i}@example.com` }), IP_LIMITS.forgot],
    ] as const;
    for (const [name, url, body, limit] of cases) {
      it(`limits ${name} to ${limit.max} a minute from one address, with a clear 429`, async () => {
        const address = from();
        for (let i = 0; i < limit.max; i += 1) expect((await post(url, body(i), address)).statusCode).not.toBe(429);
        const over = await post(url, body(limit.max), address);
        expect(over.statusCode).toBe(429);
        expect(over.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds?\.$/) });
        expect((await post(url, body(limit.max + 1))).statusCode).not.toBe(429);
      });
    }
  });

  // The sign-in throttle per account and per device is in users-throttle.test.ts.
  describe('per address', () => {
    const perEmail = [
      ['resend', '/api/users/resend-verification', ACCOUNT_LIMITS.resend],
      ['forgot-password', '/api/users/forgot-password', ACCOUNT_LIMITS.forgot],
    ] as const;
    for (const [name, url, limit] of perEmail) {
      it(`limits ${name} to ${limit.max} an hour for one address`, async () => {
        const u = await createTestUser(t, { verified: false });
        for (let i = 0; i < limit.max; i += 1) expect((await post(url, { email: u.email })).statusCode).toBe(200);
        const over = await post(url, { email: u.email.toUpperCase() });
        expect(over.statusCode).toBe(429);
        expect(over.json().message).toBe(tooManyAttemptsMessage(60));
        expect((await post(url, { email: `other-${u.email}` })).statusCode).toBe(200);
        t.clock.advance(HOUR + 1000);
        expect((await post(url, { email: u.email })).statusCode).toBe(200);
      });
    }

    it(`limits signup to ${ACCOUNT_LIMITS.signup.max} an hour for one address`, async () => {
      const email = 'signup-many@example.com';
      const first = await post('/api/users/signup', { name: 'Many', emailOrUsername: email, password: TEST_PASSWORD });
      expect(first.statusCode).toBe(201);
      for (let i = 1; i < ACCOUNT_LIMITS.signup.max; i += 1) {
        // A taken address is answered as a new one (no account enumeration).
        expect((await post('/api/users/signup', { name: 'Many', emailOrUsername: email, password: TEST_PASSWORD })).statusCode).toBe(201);
      }
      const over = await post('/api/users/signup', { name: 'Many', emailOrUsername: email, password: TEST_PASSWORD });
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toBe(tooManyAttemptsMessage(60));
    });
  });
});

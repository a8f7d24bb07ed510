import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser, TEST_PASSWORD } from '../../helpers/users';
import { SIGNUP_ACCEPTED_MESSAGE } from '#shared/domain/auth-answers';
import { signInResponseSchema } from '#shared/contract/http/users';

let ip = 0;
const from = () => `10.24.${Math.floor(++ip / 250) % 250}.${ip % 250}`;
const HOUR = 3600 * 1000;
const NOTICE_SUBJECT = 'Someone tried to sign up with your email address';
const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x/').searchParams.get('token') ?? '';

/** What a caller can compare between two answers: status, body and every header but the date. */
const visible = (res: LightMyRequestResponse) => {
  // The date and the request id differ from one answer to the next whatever the address.
  const { date: _date, 'x-request-id': _requestId, ...headers } = res.headers;
  return { status: res.statusCode, body: res.body, headers };
};

describe(`sign-up with an address that has an account, on ${testDbKind()}`, () => {
  it('answers exactly as for a new address, changes nothing, and mails the owner once an hour with working links', async () => {
    // Its own app: closing it waits for the mails sent after the answers, so they can be counted.
    const t = await createTestApp();
    try {
      const signup = (emailOrUsername: string, password = TEST_PASSWORD) =>
        t.app.inject({ method: 'POST', url: '/api/users/signup', payload: { name: 'Someone', emailOrUsername, password }, remoteAddress: from() });
      const owner = await createTestUser(t, { name: 'Olive Owner' });
      const before = await t.db.kysely.selectFrom('users').selectAll().where('id', '=', owner.id).executeTakeFirstOrThrow();

      const fresh = await signup('brand-new-person@example.com');
      const taken = await signup(owner.email.toUpperCase(), 'Other#Pass2026');
      expect(fresh.statusCode).toBe(201);
      expect(fresh.json()).toEqual({ message: SIGNUP_ACCEPTED_MESSAGE });
      expect(visible(taken)).toEqual(visible(fresh));

      // Nothing of the account changed: no second account, the same password.
      const after = await t.db.kysely.selectFrom('users').selectAll().where('email', '=', owner.email).execute();
      expect(after).toEqual([before]);
      const login = (password: string) =>
        t.app.inject({ method: 'POST', url: '/api/users/login', payload: { emailOrUsername: owner.email, password }, remoteAddress: from() });
      expect((await login('Other#Pass2026')).statusCode).toBe(401);
      expect((await login(owner.password)).statusCode).toBe(200);

      // The owner is told, with a one-time sign-in link and a reset link that both work.
      const mail = await t.smtp.waitFor(owner.email);
      expect(mail.subject).toBe(NOTICE_SUBJECT);
      expect(mail.text).toContain('Hi Olive Owner,');
      expect(mail.links[0]).toMatch(/^http:\/\/localhost:5500\/sign-in-link\?token=[\w-]{43}$/);
      expect(mail.links[1]).toMatch(/^http:\/\/localhost:5500\/reset-password\?token=[\w-]{43}$/);
      const linked = await t.app.inject({ method: 'POST', url: '/api/users/sign-in-link', payload: { token: tokenOf(mail.links[0]) }, remoteAddress: from() });
      expect(linked.statusCode).toBe(200);
      expect(signInResponseSchema.parse(linked.json()).user.email).toBe(owner.email);
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/users/reset-password',
        payload: { token: tokenOf(mail.links[1]), password: 'Brand#New2026' },
        remoteAddress: from(),
      });
      expect(reset.statusCode).toBe(200);

      // More tries in the same hour: the same answer, no more mail; the next hour, one more.
      for (let i = 0; i < 3; i += 1) expect(visible(await signup(owner.email))).toEqual(visible(fresh));
      await expect.poll(() => t.smtp.messages.filter((m) => m.to.includes('brand-new-person@example.com')).length).toBe(1);
      t.clock.advance(HOUR + 1000);
      expect(visible(await signup(owner.email))).toEqual(visible(fresh));
      await t.app.close();
      const notices = t.smtp.messages.filter((m) => m.to.includes(owner.email) && m.subject === NOTICE_SUBJECT);
      expect(notices).toHaveLength(2);
      expect(t.smtp.messages.filter((m) => m.to.includes('brand-new-person@example.com')).map((m) => m.subject)).toEqual([
        'Verify your email for Qurious',
      ]);
    } finally {
      await t.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_CATALOGUES } from '#shared/i18n/catalogues';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser, signTestSession } from '../../helpers/users';

/** The account's language (`users.language`) chooses its emails' language; English until one is chosen. */
describe(`the account emails in the account's language on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  let ip = 0;
  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email }, remoteAddress: `10.17.0.${(ip += 1)}` });
  const choose = async (userId: string, language: string) => {
    const headers = { authorization: `Bearer ${await signTestSession(t, userId)}` };
    const res = await t.app.inject({ method: 'PUT', url: '/api/account/language', headers, payload: { language } });
    expect(res.statusCode).toBe(200);
  };

  it('writes the password reset email in French for an account that chose French, and in English for one that chose nothing', async () => {
    const french = await createTestUser(t, { name: 'Chloé Martin' });
    const unset = await createTestUser(t, { name: 'Sam Lee' });
    await choose(french.id, 'fr');
    expect((await forgot(french.email)).statusCode).toBe(200);
    expect((await forgot(unset.email)).statusCode).toBe(200);

    const fr = SHARED_CATALOGUES.fr.emails;
    const inFrench = await t.smtp.waitFor(french.email);
    expect(inFrench.subject).toBe(fr['reset.subject']);
    expect(inFrench.text).toContain('Bonjour Chloé Martin,');
    expect(inFrench.text).toContain(fr['reset.body']);
    expect(inFrench.text).toContain(fr['signature']);
    expect(inFrench.text).not.toContain('Someone asked to reset');
    expect(inFrench.links[0]).toContain('/reset-password?token=');

    const inEnglish = await t.smtp.waitFor(unset.email);
    expect(inEnglish.subject).toBe('Reset your Qurious password');
    expect(inEnglish.text).toContain('Hi Sam Lee,');
    expect(inEnglish.text).toContain('Someone asked to reset the password of your Qurious account. The link below works for 1 hour.');
  });

  it('follows a later change of language: the next email is in Arabic', async () => {
    const user = await createTestUser(t, { name: 'Layla Haddad', verified: false });
    await choose(user.id, 'ko');
    await choose(user.id, 'ar');
    const res = await t.app.inject({ method: 'POST', url: '/api/users/resend-verification', payload: { email: user.email }, remoteAddress: '10.17.1.1' });
    expect(res.statusCode).toBe(200);
    const mail = await t.smtp.waitFor(user.email);
    const ar = SHARED_CATALOGUES.ar.emails;
    expect(mail.subject).toBe(ar['verify.subject']);
    expect(mail.text).toContain(ar['verify.body']);
    expect(mail.text).toContain(ar['verify.ignore']);
    expect(mail.links[0]).toContain('/verify-email?token=');
  });
});

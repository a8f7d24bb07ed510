import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolate } from '#shared/i18n/isolate';
import { EMAIL_CHANGE_TTL_HOURS } from '#shared/domain/account-changes';
import { SHARED_CATALOGUES } from '#shared/i18n/catalogues';
import { interpolate } from '#shared/i18n/message-format';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { englishLeftIn, setLanguage } from '../../helpers/email-language';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser, TEST_PASSWORD } from '../../helpers/users';

let ips = 0;
const nextIp = () => `10.47.${Math.floor((ips += 1) / 250)}.${ips % 250}`;

/**
 * The email-change mails follow the account's language (`users.language`): the link to the
 * new address and the notice to the old one in the asking account's, the notice to the owner of a
 * taken address in that owner's; English when none was chosen.
 */
describe(`the email-change mails in the account's language on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const ask = async (caller: { auth: Record<string, string> }, newEmail: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/email',
      headers: caller.auth,
      remoteAddress: nextIp(),
      payload: { newEmail, currentPassword: TEST_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('writes the link to the new address and the notice to the old one in French for a French account', async () => {
    const user = await createTestUser(t, { name: 'Chloé Martin' });
    await setLanguage(t, user.id, 'fr');
    const newEmail = `chloe-${user.id.slice(0, 6)}@example.com`;
    await ask(user, newEmail);
    const fr = SHARED_CATALOGUES.fr.emails;

    const link = await t.smtp.waitFor(newEmail);
    expect(link.subject).toBe(fr['change.link.subject']);
    expect(link.text).toContain(interpolate(fr['greeting'] ?? '', { name: 'Chloé Martin' }, 'fr'));
    expect(link.text).toContain(interpolate(fr['change.link.body'] ?? '', { hours: EMAIL_CHANGE_TTL_HOURS }, 'fr'));
    expect(link.text).toContain(`${fr['change.link.action']}:\n`);
    expect(link.text).toContain(fr['change.link.ignore']);
    expect(link.text).toContain(fr['signature']);
    expect(link.links.some((l) => l.includes('/change-email?token='))).toBe(true);
    expect(englishLeftIn(link.text)).toEqual([]);

    const notice = await t.smtp.waitFor(user.email);
    expect(notice.subject).toBe(fr['change.notice.subject']);
    expect(notice.text).toContain(interpolate(fr['change.notice.body1'] ?? '', { oldEmail: user.email, newEmail }, 'fr'));
    expect(notice.text).toContain(fr['change.notice.body2']);
    expect(notice.text).toContain(fr['change.notice.body3']);
    expect(notice.text).toContain(`${fr['change.notice.action']}:\n`);
    expect(notice.links.some((l) => l.includes('/reset-password?token='))).toBe(true);
    expect(englishLeftIn(notice.text)).toEqual([]);
  });

  it('tells the Arabic owner of a taken address in Arabic, and the English mover in English', async () => {
    const owner = await createTestUser(t, { name: 'Layla Haddad' });
    await setLanguage(t, owner.id, 'ar');
    const mover = await createTestUser(t, { name: 'Max Mover' });
    await ask(mover, owner.email);
    const ar = SHARED_CATALOGUES.ar.emails;

    const taken = await t.smtp.waitFor(owner.email);
    expect(taken.subject).toBe(ar['change.taken.subject']);
    expect(taken.text).toContain(interpolate(ar['greeting'] ?? '', { name: isolate('Layla Haddad') }, 'ar'));
    for (const key of ['change.taken.body1', 'change.taken.body2', 'taken.after', 'notice.signInAction', 'notice.resetAction'] as const)
      expect(taken.text).toContain(ar[key]);
    expect(englishLeftIn(taken.text)).toEqual([]);

    const told = await t.smtp.waitFor(mover.email);
    expect(told.subject).toBe('Your Qurious email is about to change');
    expect(told.text).toContain('Hi Max Mover,');
    expect(told.text).toContain(
      `Someone signed in to your Qurious account asked to change its email from ${mover.email} to ${owner.email}. The change happens only when the link we sent to the new address is followed.`,
    );
    expect(told.text).toContain('Reset your password:\n');
    expect(told.text).toContain('The Qurious team');
  });

  it('still writes the link to the new address in English for an account that chose no language', async () => {
    const user = await createTestUser(t, { name: 'Sam Lee' });
    const newEmail = `sam-${user.id.slice(0, 6)}@example.com`;
    await ask(user, newEmail);
    const link = await t.smtp.waitFor(newEmail);
    expect(link.subject).toBe('Confirm your new email for Qurious');
    expect(link.text).toContain(
      `Hi Sam Lee,\n\nYou asked to use this address for your Qurious account. Confirm it with the link below. It works once, for ${EMAIL_CHANGE_TTL_HOURS} hours.\n\nConfirm new email:\n`,
    );
    expect(link.text).toContain('If you did not ask for this, you can ignore this email: nothing changes.');
  });
});

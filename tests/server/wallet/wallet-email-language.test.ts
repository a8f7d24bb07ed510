import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_CATALOGUES } from '#shared/i18n/catalogues';
import { interpolate } from '#shared/i18n/message-format';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { englishLeftIn, missingWording, setLanguage } from '../../helpers/email-language';
import { createTestUser } from '../../helpers/users';
import { testDbKind } from '../../helpers/test-db';
import { inject } from '../bookings/bookings-fixtures';

/** The top-up receipt is written in the buyer's language (`users.language`), its amounts as that language writes them. */
describe(`the wallet receipt in the account's language on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const buy = async (u: { auth: Record<string, string> }, credits: number) => {
    const res = await inject(t, 'POST', '/api/wallet/checkout', u, { credits });
    expect(res.statusCode, res.body).toBe(201);
  };

  it('writes the receipt in Portuguese, with Brazilian digits and rupees, for an account that chose Portuguese', async () => {
    const u = await createTestUser(t, { name: 'João Silva' });
    await setLanguage(t, u.id, 'pt');
    await buy(u, 1250);
    const mail = await t.smtp.waitFor(u.email);
    const pt = SHARED_CATALOGUES.pt.emails;
    expect(mail.subject).toBe(pt['topup.subject']);
    const rupees = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(12_500);
    const credits = interpolate(pt['credits_other'] ?? '', { amount: '1.250', rupees }, 'pt');
    expect(mail.text).toContain(interpolate(pt['greeting'] ?? '', { name: 'João Silva' }, 'pt'));
    expect(mail.text).toContain(interpolate(pt['topup.body'] ?? '', { credits }, 'pt'));
    expect(mail.text).toContain(pt['topup.testMode']);
    expect(missingWording(mail.text, pt['topup.link'])).toEqual([]);
    expect(mail.text).toContain('http://localhost:5500/wallet');
    expect(englishLeftIn(mail.text)).toEqual([]);
  });

  it('writes one credit in Arabic in its singular form', async () => {
    const u = await createTestUser(t, { name: 'Omar Farouk' });
    await setLanguage(t, u.id, 'ar');
    await buy(u, 1);
    const mail = await t.smtp.waitFor(u.email);
    const ar = SHARED_CATALOGUES.ar.emails;
    expect(mail.subject).toBe(ar['topup.subject']);
    const rupees = new Intl.NumberFormat('ar', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(10);
    expect(mail.text).toContain(interpolate(ar['topup.body'] ?? '', { credits: interpolate(ar['credits_one'] ?? '', { rupees }, 'ar') }, 'ar'));
    expect(englishLeftIn(mail.text)).toEqual([]);
  });

  it('still writes today’s English receipt for an account that chose no language', async () => {
    const u = await createTestUser(t, { name: 'Sam Lee' });
    await buy(u, 1250);
    const mail = await t.smtp.waitFor(u.email);
    expect(mail.subject).toBe('Credits added to your Qurious wallet');
    expect(mail.text.trimEnd()).toBe(
      'Hi Sam Lee,\n\n1,250 credits (₹12,500) were added to your wallet.\n\nThis was a test-mode purchase: no money was taken.\n\nYour wallet: http://localhost:5500/wallet\n\nQurious',
    );
  });
});

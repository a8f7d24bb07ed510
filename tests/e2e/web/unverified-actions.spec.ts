import { expect, test } from '@playwright/test';
import { VERIFY_EMAIL_FIRST_MESSAGE } from '#shared/domain/auth-messages';
import { RESEND_ACCEPTED_MESSAGE } from '#shared/domain/auth-answers';
import { signUpByApi, storeWebSession, toastWith, verifyByMail } from '../support/accounts';
import { mailsIn } from '../support/mail';

/**
 * An account whose email is not verified yet may sign in, but buying credits waits for the
 * address to be proven: Buy credits says so where the button is and sends a new link; once the
 * emailed link is followed, the same purchase goes through.
 */
test('Buy credits asks an unverified account to verify its email first, with a new link, then buys', async ({ page }) => {
  const buyer = await signUpByApi(page.request, { name: 'Una Verified' });
  await storeWebSession(page, buyer, '/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Your wallet' })).toBeVisible();
  const buy = page.getByRole('button', { name: 'Buy 50 credits for ₹500' });
  await buy.click();
  const refusal = page.getByRole('alert').filter({ hasText: VERIFY_EMAIL_FIRST_MESSAGE });
  await expect(refusal).toBeVisible();
  await refusal.getByRole('button', { name: 'Resend verification link' }).click();
  await expect(refusal.getByRole('status')).toHaveText(RESEND_ACCEPTED_MESSAGE);

  // The new link retires the first one: wait for it before following the newest.
  const verifyMails = () => mailsIn(process.env.E2E_MAIL_DIR ?? '').filter((m) => m.to.includes(buyer.email) && /Verify your email/.test(m.subject)).length;
  await expect.poll(verifyMails).toBe(2);
  await verifyByMail(page.request, buyer);
  await buy.click();
  await expect(toastWith(page, 'Credits added')).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { waitForMail } from '../support/mail';
import { signUpByApi } from '../support/accounts';
import { holdNextRequest } from '../support/hold';

test('a bad link shows the failure heading and sends a new link with "Sending..."', async ({ page, request }) => {
  const account = await signUpByApi(request, { name: 'Verify Again' });
  const first = (await waitForMail(account.email)).links[0] ?? '';
  await page.goto(`/verify-email?token=${'x'.repeat(43)}&email=${encodeURIComponent(account.email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid or expired verification token.' })).toBeVisible();
  await expect(page.getByText('This verification link is invalid or has expired.')).toBeVisible();
  await expect(page.getByRole('search')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeVisible();

  const sending = await holdNextRequest(page, '**/api/users/resend-verification');
  const resend = page.getByRole('button', { name: 'Resend verification link' });
  await resend.click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  sending.release();
  await expect(page.getByRole('status')).toHaveText('Verification email sent successfully.');
  await expect(page.getByRole('button', { name: 'Resend verification link' })).toBeEnabled();

  // A new link arrived; it works and the first one was retired.
  await expect.poll(async () => (await waitForMail(account.email)).links[0]).not.toBe(first);
  const fresh = (await waitForMail(account.email)).links[0] ?? '';
  await page.goto(first);
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid or expired verification token.' })).toBeVisible();
  await page.goto(fresh);
  await expect(page.getByRole('heading', { level: 1, name: 'Email verified!' })).toBeVisible();
});

test('resend needs the email in the address', async ({ page }) => {
  await page.goto('/verify-email?token=abc');
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid or expired verification token.' })).toBeVisible();
  await page.getByRole('button', { name: 'Resend verification link' }).click();
  await expect(page.getByRole('status')).toHaveText('Missing email in URL.');
});

test('without a token the page fails at once; a resend over the limit shows the server message', async ({ page, request }) => {
  const account = await signUpByApi(request);
  for (let i = 0; i < 5; i += 1) {
    expect((await request.post('/api/users/resend-verification', { data: { email: account.email } })).status()).toBe(200);
  }
  await page.goto(`/verify-email?email=${encodeURIComponent(account.email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid or expired verification token.' })).toBeVisible();
  await expect(page.getByText('Verification failed. Token may have expired.')).toBeVisible();
  await page.getByRole('button', { name: 'Resend verification link' }).click();
  await expect(page.getByRole('status')).toHaveText('Too many attempts for this account. Please try again in 60 minutes.');
});

import { expect, test } from '@playwright/test';
import { signUpByApi, storeWebSession } from '../support/accounts';
import { waitForMail } from '../support/mail';

// Sign-up signs nobody in, but a user who signs in before following the link
// must not be sent to the Sign in modal over a header that already shows them signed in.
test('verifying the email while signed in says so and goes home, without the sign-in modal', async ({ page, request }) => {
  const account = await signUpByApi(request, { name: 'Vera Verified' });
  const link = (await waitForMail(account.email, { subject: /Verify your email/ })).links[0] ?? '';
  await storeWebSession(page, account, '/about');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Email verified!' })).toBeVisible();
  await expect(page.getByText('You are signed in. Taking you home...')).toBeVisible();
  await expect(page.getByText('Taking you to sign in...')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

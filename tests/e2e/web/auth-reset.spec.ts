import { expect, test } from '@playwright/test';
import { FORGOT_ACCEPTED_MESSAGE, PASSWORD_RESET_MESSAGE } from '#shared/domain/auth-answers';
import { waitForMail } from '../support/mail';
import { signInThroughModal, signUpByApi, toastWith } from '../support/accounts';

test('forgot password: the emailed link sets a new password, then the login modal signs in with it', async ({ page, request, baseURL }) => {
  const account = await signUpByApi(request, { name: 'Reset Me' });
  const dialog = page.getByRole('dialog');
  await page.goto('/about');
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  await dialog.getByRole('button', { name: 'Continue with email/username' }).click();
  await dialog.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(dialog.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Send reset link' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Email').fill(account.email);
  await send.click();
  await expect(dialog.getByRole('status')).toHaveText(FORGOT_ACCEPTED_MESSAGE);
  await dialog.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(dialog.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  const mail = await waitForMail(account.email, { subject: /Reset your Qurious password/ });
  const link = mail.links[0] ?? '';
  expect(link.startsWith(`${baseURL}/reset-password?token=`)).toBe(true);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  const reset = page.getByRole('button', { name: 'Reset password' });
  await page.getByLabel('New password', { exact: true }).fill('weak');
  await expect(page.getByRole('listitem').filter({ hasText: 'At least 8 characters' })).toHaveAttribute('data-met', 'false');
  await expect(reset).toBeDisabled();
  await page.getByLabel('New password', { exact: true }).fill('Brand#New2026');
  await expect(reset).toBeEnabled();
  await reset.click();

  await expect(toastWith(page, PASSWORD_RESET_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(dialog.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await signInThroughModal(page, account.email, account.password);
  await expect(toastWith(page, 'Login Failed')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await signInThroughModal(page, account.email, 'Brand#New2026');
  await expect(toastWith(page, 'Login Successful')).toBeVisible();

  // The link was single-use.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Other#New2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This password reset link is invalid or has expired.' })).toBeVisible();
});

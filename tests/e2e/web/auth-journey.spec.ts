import { expect, test } from '@playwright/test';
import { waitForMail } from '../support/mail';
import { newEmail, PASSWORD, signInThroughModal, toastWith } from '../support/accounts';

test('sign up, open the emailed link, get verified and redirected, sign in, see the profile, log out', async ({ page, baseURL }) => {
  const email = newEmail('ada.journey');
  // Made from the name, never from the address: read once signed in.
  let username = '';
  const banner = page.getByRole('banner');
  const dialog = page.getByRole('dialog');

  await test.step('sign up in the modal', async () => {
    await page.goto('/');
    await banner.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(dialog.getByRole('heading', { name: 'Create a new account' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue with email' }).click();
    await dialog.getByLabel('Name').fill('ada lovelace');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Verify Email' }).click();
    await expect(dialog.getByRole('heading', { name: `Verification link sent to ${email}` })).toBeVisible();
    await expect(toastWith(page, 'Check your inbox to verify your email')).toBeVisible();
    // Sign-up answers the same for a taken address, so it signs no one in.
    await expect(banner.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('follow the link from the email', async () => {
    const mail = await waitForMail(email, { subject: /Verify your email/ });
    const link = mail.links[0] ?? '';
    expect(link.startsWith(`${baseURL}/verify-email?token=`)).toBe(true);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Email verified!' })).toBeVisible();
    await expect(page.getByText('Your email has been verified.')).toBeVisible();
    // No search bar on this page; the footer stays, as on every page.
    await expect(page.getByRole('search')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  await test.step('after 2 seconds the home page opens with the login modal, and showLogin is removed', async () => {
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(dialog.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  });

  await test.step('sign in', async () => {
    await dialog.getByRole('button', { name: 'Continue with email/username' }).click();
    await dialog.getByLabel('Email or username').fill(email.toUpperCase());
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(toastWith(page, 'Login Successful')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    username = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { username?: string }).username ?? '');
    expect(username).toMatch(/^ada\.lovelace\.\d{4}$/);
  });

  await test.step('the profile page', async () => {
    await banner.getByRole('button', { name: 'Profile menu of ada lovelace' }).click();
    const menu = page.getByRole('menu', { name: 'Profile' });
    await expect(menu).toContainText('ada lovelace');
    await expect(menu).toContainText(email);
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(`${baseURL}/users/${username}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    await expect(page.getByText(`@${username}`)).toBeVisible();
    // The day the account was made (not today's date, which may have turned over since).
    const createdAt = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { createdAt?: string }).createdAt ?? '');
    const joined = new Date(createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    await expect(page.getByText(`Joined on ${joined}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome! ada lovelace' })).toBeVisible();
    await expect(page.getByText('This is your curiosities profile.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your orders' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'No orders yet' })).toBeVisible();
    // The avatar falls back to the initial.
    await expect(page.locator('.profile-head .avatar-initial')).toHaveText('A');
  });

  await test.step('log out from a signed-in page goes home and clears the stored keys', async () => {
    await banner.getByRole('button', { name: 'Profile menu of ada lovelace' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(banner.getByRole('button', { name: 'Join', exact: true })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('token'), localStorage.getItem('userMode')]))
      .toEqual([null, null, null]);
  });

  await test.step('the same account signs in again by username', async () => {
    await signInThroughModal(page, username, PASSWORD);
    await expect(toastWith(page, 'Login Successful')).toBeVisible();
  });
});

/**
 * Sign-in protection in the browser build: a browser the owner signed in from keeps
 * signing in while the account is throttled, an unknown one waits, the emailed one-time link signs
 * in (once), and sign-up with a taken address shows the same email-sent step and mails the owner.
 */
import { expect, test, type Page } from '@playwright/test';
import { SIGN_IN_LINK_INVALID_MESSAGE, SIGNUP_ACCEPTED_MESSAGE } from '#shared/domain/auth-answers';
import { STORAGE_KEYS } from '#platform/storage-keys';
import { newEmail, PASSWORD, signInThroughModal, signUpByApi, toastWith } from '../support/accounts';
import { waitForMail } from '../support/mail';

const profileMenu = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name: `Profile menu of ${name}` });
const deviceTokenOf = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.deviceToken);

test('a known browser signs in through an attack, an unknown one waits, and the emailed link signs in once', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const email = newEmail('under.attack');
  const name = 'Una Attacked';
  const signup = await request.post('/api/users/signup', { data: { name, emailOrUsername: email, password: PASSWORD } });
  expect(await signup.json()).toEqual({ message: SIGNUP_ACCEPTED_MESSAGE });

  await test.step('the owner signs in once: the browser keeps a device token, and keeps it at logout', async () => {
    await page.goto('/about');
    await signInThroughModal(page, email, PASSWORD);
    await expect(toastWith(page, 'Login Successful')).toBeVisible();
    await expect.poll(() => deviceTokenOf(page)).toMatch(/^[\w-]{43}$/);
    await profileMenu(page, name).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    expect(await deviceTokenOf(page)).toMatch(/^[\w-]{43}$/);
  });

  // A browser the owner never used, its sign-in form filled before the attack: the throttle's first
  // wait (15 s) must not run out between the attack and its click on a slow machine.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto('/about');
  await stranger.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const strangerDialog = stranger.getByRole('dialog');
  await strangerDialog.getByRole('button', { name: 'Continue with email/username' }).click();
  await strangerDialog.getByLabel('Email or username').fill(email);
  await strangerDialog.getByLabel('Password', { exact: true }).fill(PASSWORD);

  await test.step('wrong passwords from elsewhere engage the throttle', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await request.post('/api/users/login', { data: { emailOrUsername: email, password: `Guess#${i}x` } })).status());
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  await test.step('the unknown browser is told how long to wait, even with the right password', async () => {
    await strangerDialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(toastWith(stranger, 'Login Failed')).toBeVisible();
    await expect(toastWith(stranger, /Too many sign-in attempts for this account\. Please try again in \d+ seconds?, or reset your password\./)).toBeVisible();
    await expect(stranger.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });

  await test.step('the known browser still signs in with the right password', async () => {
    await signInThroughModal(page, email, PASSWORD);
    await expect(toastWith(page, 'Login Successful')).toBeVisible();
    await expect(profileMenu(page, name)).toBeVisible();
  });

  const mail = await waitForMail(email, { subject: /Several failed sign-ins/ });
  const link = mail.links[0] ?? '';
  await test.step('the emailed link signs that browser in whatever the throttle, and goes home', async () => {
    expect(link).toMatch(/\/sign-in-link\?token=[\w-]{43}$/);
    await stranger.goto(link);
    await expect(toastWith(stranger, 'Login Successful')).toBeVisible();
    await expect(stranger).toHaveURL(/\/$/);
    await expect(profileMenu(stranger, name)).toBeVisible();
    await expect.poll(() => deviceTokenOf(stranger)).toMatch(/^[\w-]{43}$/);
  });

  await test.step('the link works once', async () => {
    await stranger.goto(link);
    await expect(stranger.getByRole('heading', { level: 1, name: 'This sign-in link cannot be used' })).toBeVisible();
    await expect(stranger.getByRole('alert').filter({ hasText: SIGN_IN_LINK_INVALID_MESSAGE })).toBeVisible();
  });
  await stranger.context().close();
});

test('sign-up with a taken address shows the email-sent step, and the owner’s notice link signs in', async ({ page, request }) => {
  const account = await signUpByApi(request, { name: 'Olive Owner' });
  await page.goto('/about');
  await page.getByRole('banner').getByRole('button', { name: 'Join', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue with email' }).click();
  await dialog.getByLabel('Name').fill('Not Olive');
  await dialog.getByLabel('Email').fill(account.email.toUpperCase());
  await dialog.getByLabel('Password', { exact: true }).fill('Other#Pass2026');
  await dialog.getByRole('button', { name: 'Verify Email' }).click();
  await expect(dialog.getByRole('heading', { name: `Verification link sent to ${account.email}` })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  const notice = await waitForMail(account.email, { subject: /Someone tried to sign up with your email address/ });
  expect(notice.links[1]).toMatch(/\/reset-password\?token=[\w-]{43}$/);
  await page.goto(notice.links[0] ?? '');
  await expect(toastWith(page, 'Login Successful')).toBeVisible();
  await expect(profileMenu(page, 'Olive Owner')).toBeVisible();
});

test('the link page without a token explains and offers the password and a reset', async ({ page }) => {
  await page.goto('/sign-in-link');
  await expect(page.getByRole('heading', { level: 1, name: 'This sign-in link cannot be used' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'This page needs the sign-in link from your email.' })).toBeVisible();
  await page.getByRole('button', { name: 'Reset your password' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
});

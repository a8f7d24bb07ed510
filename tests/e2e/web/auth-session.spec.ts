import { expect, test } from '@playwright/test';
import { waitForMail } from '../support/mail';
import { PASSWORD, signInThroughModal, signUpByApi, storeWebSession, toastWith } from '../support/accounts';

const fakeToken = (exp: number) => {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc({ sub: 'someone', tv: 0, exp })}.c2lnbmF0dXJl`;
};

test('at expiry: logged out, the "Session expired" toast, home (history replaced) and the login modal', async ({ page, request, baseURL }) => {
  // The page's clock is moved past the token's lifetime (not waited for): the expiry timer fires.
  await page.clock.install();
  const account = await signUpByApi(request, { name: 'Short Lived' });
  await page.goto('/about');
  await signInThroughModal(page, account.email, PASSWORD);
  await expect(toastWith(page, 'Login Successful')).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Profile menu of Short Lived' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/users\//);
  const expired = toastWith(page, 'Session expired');
  await expect(expired).toHaveCount(0);

  let signedIn = '';
  await expect.poll(async () => (signedIn = (await page.evaluate(() => localStorage.getItem('token'))) ?? '')).not.toBe('');
  const { exp } = JSON.parse(Buffer.from(signedIn.split('.')[1] ?? '', 'base64url').toString()) as { exp: number };
  await page.clock.fastForward(exp * 1000 - (await page.evaluate(() => Date.now())) + 1000);
  await expect(expired).toBeVisible();
  await expect(expired).toContainText('You have been logged out.');
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('token')])).toEqual([null, null]);
  // History was replaced: going back does not return to the profile.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/users\//);
});

test('the session is restored on start while the token lives, and refreshed from the server', async ({ page, request }) => {
  const account = await signUpByApi(request, { name: 'Restored User' });
  // A stale copy of the user: the start refreshes it from /api/users/me.
  await storeWebSession(page, { token: account.token, user: { ...account.user, name: 'Old Name' } }, '/about');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Profile menu of Restored User' })).toBeVisible();
  await expect.poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}').name).toBe('Restored User');
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Profile menu of Restored User' })).toBeVisible();
});

test('a session stored before answers carried id (only _id) is restored, not signed out', async ({ page, request }) => {
  const account = await signUpByApi(request, { name: 'Early Adopter' });
  const { id, ...storedBefore } = account.user;
  await storeWebSession(page, { token: account.token, user: storedBefore }, '/about');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Profile menu of Early Adopter' })).toBeVisible();
  // The start refreshes the stored user from /api/users/me: it now has both names of its id.
  await expect.poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}') as unknown).toMatchObject({ id, _id: id });
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Profile menu of Early Adopter' })).toBeVisible();
});

test('an expired, undecodable or unparseable stored session logs out without a message', async ({ page, request }) => {
  const account = await signUpByApi(request);
  const past = Math.floor(Date.now() / 1000) - 60;
  for (const stored of [
    { token: fakeToken(past), user: JSON.stringify(account.user) },
    { token: 'not-a-jwt', user: JSON.stringify(account.user) },
    { token: account.token, user: '{not json' },
  ]) {
    await page.goto('/about');
    await page.evaluate((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('user', s.user);
      localStorage.setItem('userMode', 'user');
    }, stored);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect.poll(() => page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user'), localStorage.getItem('userMode')])).toEqual([null, null, null]);
    await expect(page.locator('.Toastify').getByRole('alert')).toHaveCount(0);
  }
});

test('a token revoked by a password reset ends the session on start', async ({ page, request }) => {
  const account = await signUpByApi(request, { name: 'Revoked' });
  await storeWebSession(page, account, '/about');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Profile menu of Revoked' })).toBeVisible();
  await request.post('/api/users/forgot-password', { data: { email: account.email } });
  const token = new URL((await waitForMail(account.email, { subject: /Reset/ })).links[0] ?? 'http://x').searchParams.get('token');
  expect((await request.post('/api/users/reset-password', { data: { token, password: 'Brand#New2026' } })).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
});

test('logout away from the signed-in paths stays on the page', async ({ page, request }) => {
  const account = await signUpByApi(request, { name: 'Stay Here' });
  await storeWebSession(page, account, '/categories');
  await page.getByRole('banner').getByRole('button', { name: 'Profile menu of Stay Here' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/categories$/);
});

import { expect, test, type Browser, type Page } from '@playwright/test';
import { SESSION_SIGNED_OUT_MESSAGE } from '#shared/domain/account-answers';
import { signInThroughModal, signUpByApi } from '../support/accounts';
import { seriousViolations } from '../support/axe';

/**
 * The same user signed in in two browsers; one signs the other out from /settings, and
 * the other is signed out at its next action.
 */
async function signedInPage(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/about');
  await signInThroughModal(page, email, password);
  await expect(page.getByRole('button', { name: /^Profile menu of/ })).toBeVisible();
  return page;
}

test('one browser signs the other out from the settings; the other is signed out at its next action', async ({ browser, request }) => {
  const account = await signUpByApi(request, { name: 'Sam Sessions' });
  const laptop = await signedInPage(browser, account.email, account.password);
  const phone = await signedInPage(browser, account.email, account.password);

  await laptop.getByRole('button', { name: /^Profile menu of/ }).click();
  await laptop.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(laptop).toHaveURL(/\/settings$/);
  const devices = laptop.getByRole('list', { name: 'Where you are signed in' });
  // The API sign-up's own session, and the two browsers; this one is marked.
  await expect(devices.getByRole('listitem')).toHaveCount(3);
  await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);

  // The newest other session is the phone's (the list is most recently seen first after this device).
  const others = devices.getByRole('listitem').filter({ hasNotText: 'This device' });
  await others.first().getByRole('button', { name: /^Sign out / }).click();
  await expect(laptop.getByRole('status').filter({ hasText: SESSION_SIGNED_OUT_MESSAGE })).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(2);

  // The phone's next action: its token is refused, it is signed out, and a page says why.
  await phone.goto('/wallet');
  await expect(phone).toHaveURL(/\/signed-out\/elsewhere$/);
  await expect(phone.getByRole('heading', { level: 1, name: 'Signed out on this device' })).toBeVisible();
  await expect(phone.getByText('This session was ended from another device, or the account’s password was changed. Sign in again to go on.')).toBeVisible();
  await expect(phone.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(await seriousViolations(phone)).toEqual([]);
  await phone.getByRole('button', { name: 'Sign in again' }).click();
  await expect(phone.getByRole('dialog').getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

  // The laptop still works, and signs out every other device.
  await laptop.getByRole('button', { name: 'Sign out all other devices' }).click();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await laptop.reload();
  await expect(laptop.getByRole('list', { name: 'Where you are signed in' }).getByRole('listitem')).toHaveCount(1);
});

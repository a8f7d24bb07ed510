import { expect, test } from '@playwright/test';
import { signUpByApi, storeWebSession } from '../support/accounts';
import { seriousViolations } from '../support/axe';

test('the authentication modal, in each step, has no serious or critical violations and keeps focus inside', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Tab cycles inside the modal.
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await dialog.getByRole('button', { name: 'Continue with email/username' }).click();
  await expect(dialog.getByLabel('Email or username')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Back' }).click();
  await dialog.getByRole('button', { name: 'Join here' }).click();
  await dialog.getByRole('button', { name: 'Continue with email' }).click();
  await dialog.getByLabel('Email').fill('bad');
  await dialog.getByLabel('Name').click();
  await expect(dialog.getByText('Invalid email', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeFocused();
});

test('the verification, reset and profile pages and the open menus have no serious or critical violations', async ({ page, request }) => {
  await page.goto('/verify-email?token=nope&email=a%40example.com');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/reset-password?token=nope');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const account = await signUpByApi(request, { name: 'Axe User' });
  await storeWebSession(page, account, `/users/${account.user.username}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Axe User' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('banner').getByRole('button', { name: 'Profile menu of Axe User' }).click();
  await expect(page.getByRole('menu', { name: 'Profile' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu', { name: 'Profile' })).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'Pro', exact: true }).click();
  await expect(page.getByRole('menu', { name: 'Pro' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

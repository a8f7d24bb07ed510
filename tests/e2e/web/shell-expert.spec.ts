import { expect, test, type Page } from '@playwright/test';
import { seedExpert } from '../support/seed-expert';
import { signUpByApi, storeWebSession } from '../support/accounts';

const banner = (page: Page) => page.getByRole('banner');
const storedMode = (page: Page) => page.evaluate(() => localStorage.getItem('userMode'));

test('an expert switches to expert mode, gets the expert navigation, is held there on /, and switches back', async ({ page, baseURL }) => {
  const s = await seedExpert();
  const dashboard = `${baseURL}/users/${s.userName}/expert_dashboard`;
  await storeWebSession(page, s, '/about', 'user');
  const b = banner(page);

  await test.step('buyer mode: Switch to Expert, Manage Gigs in the dropdown', async () => {
    await expect(b.getByRole('button', { name: 'Become an Expert' })).toHaveCount(0);
    await b.getByRole('button', { name: 'Profile menu of Gita Expert' }).click();
    const menu = page.getByRole('menu', { name: 'Profile' });
    await expect(menu.getByRole('menuitem', { name: 'Manage Gigs' })).toHaveAttribute('href', `/users/${s.userName}/manage_gigs`);
    await expect(menu.getByRole('menuitem', { name: 'Profile', exact: true })).toHaveAttribute('href', `/users/${s.userName}`);
    await expect(menu.getByRole('menuitem', { name: 'Become an Expert' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Switch to the buyer side' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await b.getByRole('button', { name: 'Switch to Expert' }).click();
    await expect(page).toHaveURL(dashboard);
    await expect.poll(() => storedMode(page)).toBe('expert');
  });

  await test.step('expert navigation', async () => {
    const nav = b.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', `/users/${s.userName}/expert_dashboard`);
    await expect(nav.getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', `/users/${s.userName}/expert_anayltics`);
    await nav.getByRole('button', { name: 'Business' }).click();
    await expect(page.getByRole('menu', { name: 'Business' }).getByRole('menuitem')).toHaveText([/Gigs/, /Orders/, /Earnings/]);
    await nav.getByRole('button', { name: 'Marketing' }).click();
    await expect(page.getByRole('menu', { name: 'Marketing' }).getByRole('menuitem')).toHaveText([/Pro/, /Levels/, /Ranking/]);
    await page.keyboard.press('Escape');
    // The mail icon opens the inbox, the help icon the help page; the bell opens its panel.
    await expect(nav.getByRole('link', { name: /^Messages/ })).toHaveAttribute('href', '/messages');
    await expect(nav.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    await expect(nav.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Pro', exact: true })).toHaveCount(0);
    await expect(b.getByRole('search')).toHaveCount(0);
  });

  await test.step('/ and /users/{name} lead to the expert dashboard, with history replaced', async () => {
    await page.goto('/about');
    await page.goto('/');
    await expect(page).toHaveURL(dashboard);
    await page.goBack();
    await expect(page).toHaveURL(`${baseURL}/about`);
    await page.goto(`/users/${s.userName}`);
    await expect(page).toHaveURL(dashboard);
    await page.reload();
    await expect(b.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });

  await test.step('Switch to the buyer side goes home in buyer mode, and it stays so', async () => {
    await b.getByRole('button', { name: 'Profile menu of Gita Expert' }).click();
    await page.getByRole('menu', { name: 'Profile' }).getByRole('menuitem', { name: 'Switch to the buyer side' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(b.getByRole('button', { name: 'Switch to Expert' })).toBeVisible();
    await expect.poll(() => storedMode(page)).toBe('user');
    await page.reload();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(b.getByRole('button', { name: 'Switch to Expert' })).toBeVisible();
  });
});

test('a non-expert is held in user mode: a stored expert mode is cleared', async ({ page, request }) => {
  const account = await signUpByApi(request, { name: 'Not Expert' });
  await storeWebSession(page, account, '/', 'expert');
  await expect(banner(page).getByRole('button', { name: 'Profile menu of Not Expert' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner(page).getByRole('link', { name: 'Become an Expert' })).toBeVisible();
  await expect.poll(() => storedMode(page)).toBeNull();
});

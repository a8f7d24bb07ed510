import { expect, test, type Page } from '@playwright/test';
import { signUpByApi, storeWebSession } from '../support/accounts';

const banner = (page: Page) => page.getByRole('banner');
const headerSearch = (page: Page) => banner(page).getByRole('search', { name: 'Search experts' });

test('logged-out header: brand, menus, Become an Expert opening the login modal, Login and Join', async ({ page }) => {
  await page.goto('/about');
  const b = banner(page);
  await expect(b).toHaveCSS('height', '94px');
  await expect(b).toHaveCSS('position', 'fixed');
  await expect(b.getByRole('link', { name: 'Qurious home' })).toBeVisible();
  await expect(b.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(b.getByRole('button', { name: 'Join', exact: true })).toBeVisible();

  await b.getByRole('button', { name: 'Become an Expert' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.keyboard.press('Escape');
  await b.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Create a new account' })).toBeVisible();
});

test('Pro, Explore and language menus open, close on a click outside and on Escape', async ({ page }) => {
  await page.goto('/about');
  const b = banner(page);
  const pro = b.getByRole('button', { name: 'Pro', exact: true });
  await pro.click();
  await expect(pro).toHaveAttribute('aria-expanded', 'true');
  const proMenu = page.getByRole('menu', { name: 'Pro' });
  await expect(proMenu.getByRole('menuitem')).toHaveText([/Join Pro/, /Pricing/, /Benefits/]);
  await page.locator('main').click({ position: { x: 5, y: 300 } });
  await expect(proMenu).toHaveCount(0);
  await expect(pro).toHaveAttribute('aria-expanded', 'false');

  // Keyboard: ArrowDown opens and focuses the first item; Escape closes and returns focus.
  const explore = b.getByRole('button', { name: 'Explore', exact: true });
  await explore.focus();
  await page.keyboard.press('ArrowDown');
  const exploreMenu = page.getByRole('menu', { name: 'Explore' });
  await expect(exploreMenu.getByRole('menuitem', { name: 'About Qurious' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(exploreMenu.getByRole('menuitem', { name: /Services/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(exploreMenu).toHaveCount(0);
  await expect(explore).toBeFocused();

  // Opening one menu closes the other; the product entry goes to /about.
  await pro.click();
  await explore.click();
  await expect(page.getByRole('menu', { name: 'Pro' })).toHaveCount(0);
  await page.getByRole('menu', { name: 'Explore' }).getByRole('menuitem', { name: 'About Qurious' }).click();
  await expect(page).toHaveURL(/\/about$/);

  const language = b.getByRole('button', { name: 'Language: English' });
  await language.click();
  const languages = page.getByRole('menu', { name: 'Language' });
  await expect(languages.getByRole('menuitemradio')).toHaveText(['English', 'Português', 'Français', 'العربية', '한국어']);
  await expect(languages.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await languages.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/about$/);
  // The interface speaks French now; the menu names each language in itself.
  await b.getByRole('button', { name: 'Langue : Français' }).click();
  await expect(page.getByRole('menu', { name: 'Langue' }).getByRole('menuitemradio', { name: 'Français' })).toHaveAttribute('aria-checked', 'true');
});

test('the search bar: hidden on /, /verify-email and /become_expert/* (the footer stays), searches on Enter or the button, clears on a path change', async ({ page, request }) => {
  await page.goto('/');
  await expect(headerSearch(page)).toHaveCount(0);
  await expect(page.locator('footer')).toBeVisible();
  await page.goto('/verify-email');
  await expect(page.getByRole('heading', { name: 'Invalid or expired verification token.' })).toBeVisible();
  await expect(headerSearch(page)).toHaveCount(0);
  await expect(page.locator('footer')).toBeVisible();
  // The become-expert flow is for signed-in users (a visitor is sent home, where both show).
  const account = await signUpByApi(request);
  await storeWebSession(page, account, '/become_expert/overview');
  await expect(page).toHaveURL(/\/become_expert\/overview$/);
  await expect(page.getByRole('heading', { name: 'Create your expert profile' })).toBeVisible();
  await expect(headerSearch(page)).toHaveCount(0);
  await expect(page.locator('footer')).toBeVisible();

  await page.goto('/categories');
  const box = headerSearch(page).getByRole('searchbox', { name: 'Search experts' });
  await expect(box).toHaveAttribute('placeholder', /curiosity/i);
  await box.fill('react hooks');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/gigs\?keyword=react%20hooks$/);
  await expect(headerSearch(page).getByRole('searchbox')).toHaveValue('');

  await headerSearch(page).getByRole('searchbox').fill('Premiere Pro');
  await headerSearch(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\/gigs\?keyword=Premiere%20Pro$/);

  await headerSearch(page).getByRole('searchbox').fill('left behind');
  await banner(page).getByRole('button', { name: 'Explore', exact: true }).click();
  await page.getByRole('menuitem', { name: 'About Qurious' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(headerSearch(page).getByRole('searchbox')).toHaveValue('');
});

test('showLogin=true opens the login modal on any page and is removed from the address', async ({ page, baseURL }) => {
  await page.goto('/categories/software?showLogin=true');
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/categories/software`);
});

test('the profile dropdown of a user: initial avatar, toggling, outside click, its entries', async ({ page, request }) => {
  const account = await signUpByApi(request, { name: 'Mia Menu' });
  await storeWebSession(page, account, '/about');
  const trigger = banner(page).getByRole('button', { name: 'Profile menu of Mia Menu' });
  await expect(trigger.locator('.avatar-initial')).toHaveText('M');
  await expect(banner(page).getByRole('link', { name: 'Become an Expert' })).toHaveAttribute('href', '/become_expert');
  await trigger.click();
  const menu = page.getByRole('menu', { name: 'Profile' });
  await expect(menu).toContainText('Mia Menu');
  await expect(menu).toContainText(account.email);
  for (const entry of ['Profile', 'Orders', 'Become an Expert', 'Logout']) await expect(menu.getByRole('menuitem', { name: entry, exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Manage Gigs' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem').last()).toHaveText('Logout');
  await trigger.click();
  await expect(menu).toHaveCount(0);
  await trigger.click();
  await page.locator('main').click({ position: { x: 5, y: 300 } });
  await expect(menu).toHaveCount(0);
  // Orders opens the profile page's orders section, with focus on its heading.
  await trigger.click();
  await menu.getByRole('menuitem', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${account.user.username}#orders$`));
  await expect(page.getByRole('heading', { name: 'Your orders' })).toBeFocused();
  await trigger.click();
  await menu.getByRole('menuitem', { name: 'Become an Expert' }).click();
  await expect(page).toHaveURL(/\/become_expert$/);
});

test('the mobile side menu mirrors the menus and closes on a click outside or a choice', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  await expect(banner(page).getByRole('button', { name: 'Pro', exact: true })).toBeHidden();
  const toggle = banner(page).getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const side = page.getByRole('dialog', { name: 'Menu' });
  await expect(side).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  for (const heading of ['Pro', 'Explore', 'Language']) await expect(side.getByRole('heading', { name: heading })).toBeVisible();
  await expect(side.getByText('Join Pro')).toBeVisible();
  // The header keeps Login at this width; the side menu offers Join and Login, each once.
  await expect(banner(page).locator('.header-account').getByRole('button', { name: 'Join', exact: true })).toBeHidden();
  await expect(side.getByRole('button', { name: 'Join', exact: true })).toBeVisible();
  await expect(side.getByRole('button', { name: 'Login', exact: true })).toHaveCount(1);
  await expect(side.getByRole('radio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await side.getByRole('radio', { name: '한국어' }).click();
  // The same page opens in Korean, at its Korean address; back to English for the rest.
  await expect(page).toHaveURL(/\/ko\/about$/);
  await banner(page).getByRole('button', { name: '메뉴 열기' }).click();
  const korean = page.getByRole('dialog', { name: '메뉴' });
  await expect(korean.getByRole('radio', { name: '한국어' })).toHaveAttribute('aria-checked', 'true');
  await expect(korean.getByRole('button', { name: '전문가 되기' })).toBeVisible();
  await korean.getByRole('radio', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).not.toHaveURL(/\/ko\//);
  await toggle.click();
  await expect(side.getByRole('radio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await expect(side.getByRole('button', { name: 'Become an Expert' })).toBeVisible();

  await page.mouse.click(380, 600);
  await expect(side).toBeHidden();
  await toggle.click();
  await expect(side).toBeVisible();
  await banner(page).getByRole('button', { name: 'Close menu' }).click();
  await expect(side).toBeHidden();
  await toggle.click();
  await side.getByRole('link', { name: 'About Qurious' }).click();
  await expect(side).toBeHidden();
  await toggle.click();
  await side.getByRole('button', { name: 'Login' }).click();
  await expect(side).toBeHidden();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
});

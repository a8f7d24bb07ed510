import { expect, test, type Page } from '@playwright/test';
import { localizedPath } from '#shared/domain/language-paths';
import { STORAGE_KEYS } from '#platform/storage-keys';
import type { UiLanguage } from '#shared/domain/ui-language';
import enLegal from '#locales/en/legal';
import arLegal from '#locales/ar/legal';
import enShell from '#locales/en/shell';
import arShell from '#locales/ar/shell';
import { seriousViolations } from '../support/axe';
import { expectInteractive } from '../support/interactive';

/**
 * The footer on every page (a contentinfo landmark with a labelled navigation and the language
 * choice) and the Terms of Service and Privacy Policy it and the sign-up modal link to: reached by
 * pointer and by keyboard, in English and Arabic (right to left), at 1280 and 390 px.
 */
const LEGAL: Partial<Record<UiLanguage, Readonly<Record<string, string>>>> = { en: enLegal, ar: arLegal };
const SHELL: Partial<Record<UiLanguage, Readonly<Record<string, string>>>> = { en: enShell, ar: arShell };
const legal = (language: UiLanguage, key: string) => LEGAL[language]?.[key] ?? `<no legal:${key}>`;
const shell = (language: UiLanguage, key: string) => SHELL[language]?.[key] ?? `<no shell:${key}>`;
const missingKeys = (page: Page) => page.evaluate(() => (window as unknown as { __i18nMissing?: string[] }).__i18nMissing ?? []);

const footerNav = (page: Page, language: UiLanguage = 'en') =>
  page.getByRole('contentinfo').getByRole('navigation', { name: shell(language, 'footer.nav') });

test('the footer on home lists the product’s pages and leads to the Terms of Service and the Privacy Policy', async ({ page }) => {
  await page.goto('/');
  await expectInteractive(page);
  const nav = footerNav(page);
  await expect(nav.getByRole('link')).toHaveText(['About Qurious', 'Services', 'Help', 'Pro', 'Terms of Service', 'Privacy Policy']);
  await expect(nav).not.toContainText('Soon');

  await nav.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await expect(page).toHaveTitle('Terms of Service | Qurious');
  for (const key of ['credits', 'refunds', 'disputes', 'experts', 'conduct']) {
    await expect(page.getByRole('region', { name: legal('en', `terms.${key}.title`) })).toBeVisible();
  }
  // The table of contents jumps to a section.
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: legal('en', 'terms.refunds.title') }).click();
  await expect(page).toHaveURL(/#terms-refunds$/);

  // By keyboard: focus the footer's Privacy Policy link and follow it with Enter.
  const privacy = footerNav(page).getByRole('link', { name: 'Privacy Policy' });
  await privacy.focus();
  await expect(privacy).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page).toHaveTitle('Privacy Policy | Qurious');
  for (const key of ['keep', 'rights', 'cookies']) {
    await expect(page.getByRole('region', { name: legal('en', `privacy.${key}.title`) })).toBeVisible();
  }
  expect(await missingKeys(page)).toEqual([]);
});

test('the sign-up modal links to the Terms of Service and the Privacy Policy it names', async ({ page }) => {
  await page.goto('/about');
  await expectInteractive(page);
  await page.getByRole('banner').getByRole('button', { name: 'Join', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Create a new account' })).toBeVisible();
  await dialog.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');

  await page.getByRole('banner').getByRole('button', { name: 'Join', exact: true }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
});

test('the footer’s language choice switches the interface, right to left in Arabic', async ({ page }) => {
  await page.goto('/terms');
  await expectInteractive(page);
  await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal('ar', 'terms.title'));
  await expect(footerNav(page, 'ar').getByRole('link', { name: shell('ar', 'footer.privacy') })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('combobox', { name: shell('ar', 'language.label') })).toHaveValue('ar');
});

for (const language of ['en', 'ar'] as const) {
  test(`the legal pages and the footer in ${language} at 1280 and 390 px: no overflow, no serious axe violation`, async ({ page }) => {
    await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: STORAGE_KEYS.language, value: language });
    for (const [path, title] of [['/terms', 'terms.title'], ['/privacy', 'privacy.title']] as const) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(localizedPath(language, path));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectInteractive(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal(language, title));
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
        await expect(footerNav(page, language).getByRole('link', { name: shell(language, 'footer.terms') })).toBeVisible();
        expect.soft(await seriousViolations(page), `${path} at ${width}px`).toEqual([]);
      }
      expect(await missingKeys(page)).toEqual([]);
    }
  });
}

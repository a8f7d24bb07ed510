import { expect, test, type Page } from '@playwright/test';
import { localizedPath } from '#shared/domain/language-paths';
import { UI_LANGUAGES, type UiLanguage } from '#shared/domain/ui-language';
import { SHARED_CATALOGUES } from '#shared/i18n/catalogues';
import ptToasts from '#locales/pt/toasts';
import frToasts from '#locales/fr/toasts';
import arToasts from '#locales/ar/toasts';
import koToasts from '#locales/ko/toasts';
import { seriousViolations } from '../support/axe';

const TOASTS = { pt: ptToasts, fr: frToasts, ar: arToasts, ko: koToasts };

/**
 * The messages that are not component literals: a server error and a toast shown in the
 * interface language (the client finds the text by the server's code or the English message), the
 * toasts' live region named in it, right to left in Arabic, and no key missing.
 */
/** A shared message or server answer in a language (a page in that language holds both). */
const message = (language: UiLanguage, key: string) =>
  SHARED_CATALOGUES[language].messages[key] ?? SHARED_CATALOGUES[language].answers[key] ?? `(no ${key})`;

async function openIn(page: Page, language: UiLanguage, path: string) {
  await page.goto(localizedPath(language, path));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

const missingKeys = (page: Page) => page.evaluate(() => (window as unknown as { __i18nMissing?: string[] }).__i18nMissing ?? []);
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Signs in with an account nobody has: the server refuses it, the client shows the spec's 'Login Failed' toast. */
async function failSignIn(page: Page) {
  await page.locator('.header-login').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('.auth-choice-email').click();
  await dialog.locator('input[name="emailOrUsername"]').fill(`nobody-${Date.now()}@example.com`);
  await dialog.locator('input[autocomplete="current-password"]').fill('Not#ThePassword1');
  await dialog.locator('input[autocomplete="current-password"]').press('Enter');
}

const toast = (page: Page, text: string) => page.locator('.Toastify').getByRole('alert').filter({ hasText: text });

for (const language of UI_LANGUAGES) {
  test(`a failed sign-in's toast in ${language}, in a live region named in ${language}, no key missing`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openIn(page, language, '/');
    await failSignIn(page);
    const shown = toast(page, message(language, 'auth.loginFailed'));
    await expect(shown).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(message(language, 'code.INVALID_CREDENTIALS'));
    // Hovering holds the toast (it leaves by itself after 2 s).
    await shown.hover();
    const region = page.locator('section.Toastify');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    if (language !== 'en') {
      await expect(region).toHaveAttribute('aria-label', TOASTS[language].region);
      await expect(page.locator('.Toastify').getByRole('button', { name: 'close', exact: true })).toHaveCount(0);
    }
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await missingKeys(page)).toEqual([]);
  });
}

test('a server error shows in French: the verification page shows the server’s answer by its code', async ({ page }) => {
  await openIn(page, 'fr', `/verify-email?token=${'x'.repeat(43)}&email=${encodeURIComponent('someone@example.com')}`);
  await expect(page.getByText(message('fr', 'auth.verifyTokenInvalid'))).toBeVisible();
  await expect(page.getByText(message('en', 'auth.verifyTokenInvalid'))).toHaveCount(0);
  expect(await missingKeys(page)).toEqual([]);
});

for (const language of ['en', 'ar'] as const) {
  for (const width of [390, 1280]) {
    test(`the toast in ${language} at ${width} px: no overflow, right to left in Arabic, no serious axe violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openIn(page, language, '/');
      await failSignIn(page);
      const shown = toast(page, message(language, 'auth.loginFailed'));
      await expect(shown).toBeVisible();
      await shown.hover();
      if (language === 'ar') await expect(page.locator('.Toastify__toast--rtl')).toHaveCount(1);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page, { include: '.Toastify' })).toEqual([]);
      expect(await missingKeys(page)).toEqual([]);
    });
  }
}

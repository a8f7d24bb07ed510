import { expect, test, type Page } from '@playwright/test';
import { localizedPath } from '#shared/domain/language-paths';
import { STORAGE_KEYS } from '#platform/storage-keys';
import type { UiLanguage } from '#shared/domain/ui-language';
import enGuide from '#locales/en/guide';
import arGuide from '#locales/ar/guide';
import { CHANGELOG, newestFirst } from '#features/guide/changelog';
import { seriousViolations } from '../support/axe';
import { expectInteractive } from '../support/interactive';

/**
 * The guide pages (/help, /services, /new): reached from the Explore menu, each a public page with its
 * own title, the changelog newest first, the catalogue's ways in; in English and Arabic at both widths
 * with no serious or critical axe violation.
 */
const GUIDE: Partial<Record<UiLanguage, Readonly<Record<string, string>>>> = { en: enGuide, ar: arGuide };
const text = (language: UiLanguage, key: string) => GUIDE[language]?.[key.replace(/^guide:/, '')] ?? `<no ${key}>`;
const missingKeys = (page: Page) => page.evaluate(() => (window as unknown as { __i18nMissing?: string[] }).__i18nMissing ?? []);

test('the Explore menu leads to Services and New features; the help page lists its topics', async ({ page }) => {
  await page.goto('/about');
  const explore = page.getByRole('banner').getByRole('button', { name: 'Explore', exact: true });

  await explore.click();
  await page.getByRole('menu', { name: 'Explore' }).getByRole('menuitem', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'services.title'));
  await expect(page).toHaveTitle('Services | Qurious');
  await page.getByRole('link', { name: text('en', 'services.browse.software') }).click();
  await expect(page).toHaveURL(/\/categories\/software$/);

  await explore.click();
  await page.getByRole('menu', { name: 'Explore' }).getByRole('menuitem', { name: 'New features' }).click();
  await expect(page).toHaveURL(/\/new$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'new.title'));
  // Newest first, each with the day it shipped.
  await expect(page.locator('.guide-entries h2')).toHaveText(newestFirst(CHANGELOG).map((e) => text('en', e.title)));
  await expect(page.locator('.guide-entries time').first()).toHaveAttribute('datetime', newestFirst(CHANGELOG)[0]?.date ?? '');

  await page.goto('/help');
  await expect(page).toHaveTitle('Help | Qurious');
  const contents = page.getByRole('navigation', { name: text('en', 'help.contents') });
  await expect(contents.getByRole('link')).toHaveText(['booking', 'credits', 'sessions', 'refunds', 'disputes'].map((k) => text('en', `help.${k}.title`)));
  await contents.getByRole('link', { name: text('en', 'help.disputes.title') }).click();
  await expect(page).toHaveURL(/#help-disputes$/);
  await expect(page.getByRole('region', { name: text('en', 'help.disputes.title') })).toContainText('72');
  expect(await missingKeys(page)).toEqual([]);
});

for (const language of ['en', 'ar'] as const) {
  test(`the guide pages in ${language} at 1280 and 390 px: their texts, no overflow, no serious axe violation`, async ({ page }) => {
    await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: STORAGE_KEYS.language, value: language });
    for (const [path, title] of [['/help', 'help.title'], ['/services', 'services.title'], ['/new', 'new.title']] as const) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(localizedPath(language, path));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectInteractive(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, title));
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
        expect.soft(await seriousViolations(page), `${path} at ${width}px`).toEqual([]);
      }
      expect(await missingKeys(page)).toEqual([]);
    }
  });
}

import { expect, test, type Page } from '@playwright/test';
import { UI_LANGUAGES, type UiLanguage } from '#shared/domain/ui-language';
import { LANGUAGE_COOKIE, localizedPath } from '#shared/domain/language-paths';
import enHome from '#locales/en/home';
import ptHome from '#locales/pt/home';
import frHome from '#locales/fr/home';
import arHome from '#locales/ar/home';
import koHome from '#locales/ko/home';
import arCommon from '#locales/ar/common';
import { seriousViolations } from '../support/axe';
import { expectHomeHydrated } from '../support/home';

/**
 * The five interface languages on the converted pages (the shell and home): each page in
 * each language with no missing key and no horizontal overflow; Arabic mirrored; switching to the same
 * page in the chosen language, fetching only its catalogue; the browser's language on a first visit.
 */
const HOME: Record<UiLanguage, Record<string, string>> = { en: enHome, pt: ptHome, fr: frHome, ar: arHome, ko: koHome };
const text = (language: UiLanguage, key: string) => HOME[language][key] ?? '';

/** Opens a page at its URL in a language. */
async function openIn(page: Page, language: UiLanguage, path: string) {
  await page.goto(localizedPath(language, path));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

const missingKeys = (page: Page) => page.evaluate(() => (window as unknown as { __i18nMissing?: string[] }).__i18nMissing ?? []);
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const language of UI_LANGUAGES) {
  test(`home and the shell in ${language}: every text from its catalogue, no overflow at 390 and 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openIn(page, language, '/');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'hero.title'));
    await expect(page.getByRole('heading', { name: text(language, 'strip.software') })).toBeVisible();
    await expect(page.getByRole('heading', { name: text(language, 'soon.title') })).toBeVisible();
    await expectHomeHydrated(page);
    // Catalogue names stay English: a trending search is the name users search for.
    await expect(page.locator('.hero-trending-chip', { hasText: 'Premiere Pro' })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.goto(localizedPath(language, '/no-such-page'));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(localizedPath(language, '/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'hero.title'));
    await page.locator('.menu-toggle').click();
    await expect(page.locator('#side-menu')).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await missingKeys(page)).toEqual([]);
  });
}

test('Arabic mirrors the page: the brand on the right, the strip arrows swapped and scrolling the right way', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openIn(page, 'ar', '/');
  // Read once the header and the strip show (a box read before that is null), and polled, as layout settles.
  const brandBox = page.locator('.brand');
  const loginBox = page.locator('.header-login');
  await expect(brandBox).toBeVisible();
  await expect(loginBox).toBeVisible();
  await expect
    .poll(async () => {
      const [brand, login] = [await brandBox.boundingBox(), await loginBox.boundingBox()];
      return Boolean(brand && login && brand.x > login.x && brand.x > 640);
    })
    .toBe(true);

  const label = text('ar', 'strip.software');
  const back = page.getByRole('button', { name: (arCommon['strip.scrollRight'] ?? '').replace('{{label}}', label) });
  const forward = page.getByRole('button', { name: (arCommon['strip.scrollLeft'] ?? '').replace('{{label}}', label) });
  await expect(back).toBeVisible();
  await expect(forward).toBeVisible();
  await expect
    .poll(async () => {
      const [b, f] = [await back.boundingBox(), await forward.boundingBox()];
      return Boolean(b && f && b.x > f.x);
    })
    .toBe(true);
  await expectHomeHydrated(page);
  const track = page.getByRole('group', { name: label });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await forward.click();
  // Right to left, scrolling toward the end runs scrollLeft negative: the step moves the content the right way.
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeLessThan(0);
  await back.click();
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(0);
  expect(await missingKeys(page)).toEqual([]);
});

test('switching the language opens the page in that language and fetches only that language', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openIn(page, 'en', '/');
  await expectHomeHydrated(page);
  const catalogues: string[] = [];
  page.on('request', (r) => {
    const m = /\/assets\/locale-(\w+)-([\w-]+?)-[\w-]+\.js/.exec(r.url());
    // The English server answers come with any other language: they find an answer's key by its English words.
    if (m && !(m[1] === 'en' && m[2] === 'answers')) catalogues.push(m[1] ?? '');
  });
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'hero.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expectHomeHydrated(page);
  expect(catalogues.length).toBeGreaterThan(0);
  expect(new Set(catalogues)).toEqual(new Set(['fr']));
  expect((await page.context().cookies()).find((c) => c.name === LANGUAGE_COOKIE)?.value).toBe('fr');

  await page.getByRole('button', { name: 'Langue : Français' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ar', 'hero.title'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectHomeHydrated(page);
  expect(new Set(catalogues)).toEqual(new Set(['fr', 'ar']));
  expect(await missingKeys(page)).toEqual([]);
});

test.describe('a first visit', () => {
  test.use({ locale: 'ko-KR' });
  test('follows the browser language when it is one of the five', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/ko\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ko', 'hero.title'));
  });
});

for (const language of ['en', 'ar'] as const) {
  for (const width of [1280, 390]) {
    test(`home in ${language} at ${width} px has no serious or critical accessibility violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openIn(page, language, '/');
      await expectHomeHydrated(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

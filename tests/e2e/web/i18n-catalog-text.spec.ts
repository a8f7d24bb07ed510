import { expect, test, type Browser, type Page } from '@playwright/test';
import { localizedPath } from '#shared/domain/language-paths';
import { CATALOG_NAMES } from '#shared/catalog/names/all-languages';
import { parseDurationMinutes } from '#shared/domain/session';
import { LANGUAGE_ENDONYMS, UI_LANGUAGES, type UiLanguage } from '#shared/domain/ui-language';
import { durationText } from '#shared/i18n/durations';
import { STORAGE_KEYS } from '#platform/storage-keys';
import frShell from '#locales/fr/shell';
import { startDemoServer, type DemoServer } from '../support/demo-server';
import { expectInteractive } from '../support/interactive';

/**
 * The catalogue in the visitor's language and mixed text read right, on the demo marketplace: a
 * French search by a skill's French name, an Arabic gig page (its English title isolated, its
 * durations in Arabic), and the language menu naming each language in itself.
 */
let server: DemoServer;
test.describe.configure({ mode: 'parallel' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startDemoServer();
});
test.afterAll(async () => server?.close());

async function browserIn(browser: Browser, language: UiLanguage) {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 900 }, timezoneId: 'UTC', locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: STORAGE_KEYS.language, value: language });
  return { page, close: () => context.close() };
}

const missingKeys = (page: Page) => page.evaluate(() => (window as unknown as { __i18nMissing?: string[] }).__i18nMissing ?? []);

test('a French search for a skill by its French name finds its gigs', async ({ browser }) => {
  const { page, close } = await browserIn(browser, 'fr');
  await page.goto(localizedPath('fr', '/categories'));
  await expectInteractive(page);
  const name = CATALOG_NAMES.fr.names['Video Editing'];
  expect(name).toBe('Montage vidéo');
  const box = page.getByRole('search', { name: frShell['search.label'] }).first().getByRole('searchbox');
  await box.fill(name.toLowerCase());
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/gigs\?keyword=montage/);
  const cards = page.getByTestId('gig-card');
  await expect(cards.first()).toBeVisible();
  // The demo marketplace's Video Editing gigs, their skill named in French on the cards.
  await expect(cards.locator('.search-card-category', { hasText: name }).first()).toBeVisible();
  expect(await missingKeys(page)).toEqual([]);
  await close();
});

test('an Arabic gig page isolates its English title and writes its durations in Arabic', async ({ browser }) => {
  const gig = server.plan.experts.flatMap((e) => e.gigs).find((g) => parseDurationMinutes(g.pricing.basic.sessionTime) !== null);
  if (!gig) throw new Error('the demo marketplace has no gig');
  const { page, close } = await browserIn(browser, 'ar');
  await page.goto(localizedPath('ar', `/gigs/${gig.id}`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectInteractive(page);
  const title = page.locator('main h1');
  await expect(title).toHaveText(gig.title);
  // The title is people's content: a <bdi> (or dir=auto) keeps "1:1 … call: …" in its own order.
  await expect
    .poll(() => title.evaluate((h1) => [h1, ...Array.from(h1.querySelectorAll('*'))].some((el) => el.tagName === 'BDI' || el.getAttribute('dir') === 'auto')))
    .toBe(true);
  const category = page.locator('main .gig-category bdi');
  await expect(category.first()).toHaveText(CATALOG_NAMES.ar.names[gig.category as keyof typeof CATALOG_NAMES.ar.names]);
  const minutes = parseDurationMinutes(gig.pricing.basic.sessionTime) ?? 0;
  const sessionTime = page.locator('.gig-tab-panel dd').first();
  await expect(sessionTime).toHaveText(durationText('ar', minutes));
  await expect(sessionTime).not.toHaveText(/[A-Za-z]/);
  expect(await missingKeys(page)).toEqual([]);
  await close();
});

test('the language menu names each language in itself, in every language', async ({ browser }) => {
  const { page, close } = await browserIn(browser, 'ko');
  await page.goto(localizedPath('ko', '/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expectInteractive(page);
  const trigger = page.locator('header').getByRole('button', { name: new RegExp(LANGUAGE_ENDONYMS.ko) });
  await trigger.click();
  const items = page.getByRole('menuitemradio');
  await expect(items).toHaveText(UI_LANGUAGES.map((l) => LANGUAGE_ENDONYMS[l]));
  // Each name is marked as its language, so it is pronounced and set in its own direction.
  for (const l of UI_LANGUAGES) await expect(items.locator(`[lang="${l}"]`).filter({ hasText: LANGUAGE_ENDONYMS[l] })).toHaveCount(1);
  await expect(items.locator('[lang="ar"]')).toHaveAttribute('dir', 'rtl');
  // A visitor lost in Korean finds "English" and gets back to it.
  await items.filter({ hasText: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.locator('header').getByRole('button', { name: 'Language: English' }).click();
  await expect(page.getByRole('menuitemradio')).toHaveText(UI_LANGUAGES.map((l) => LANGUAGE_ENDONYMS[l]));
  await close();
});

import { expect, test, type Browser } from '@playwright/test';
import { LANGUAGE_COOKIE } from '#shared/domain/language-paths';
import { PAGE_CATALOGUES } from '#shared/i18n/page-texts';
import arHome from '#locales/ar/home';
import arAbout from '#locales/ar/about';
import koAbout from '#locales/ko/about';
import { startDemoServer, type DemoServer } from '../support/demo-server';
import { expectInteractive } from '../support/interactive';

/**
 * A URL per language in the browser: an Arabic first visit is Arabic and right to left from the
 * server's HTML alone (the entry script blocked), the client takes it over with no layout shift, and
 * the language menu opens the same page in the other language, whose links stay in it.
 */
let server: DemoServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startDemoServer();
});
test.afterAll(async () => server?.close());

/** A first visit: a browser whose language is Arabic, nothing kept from before. */
async function arabicBrowser(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 390, height: 844 }, locale: 'ar', timezoneId: 'UTC' });
  return { page: await context.newPage(), context };
}

test('an Arabic first visit is sent to /ar/, and its HTML is Arabic and right to left before any script runs', async ({ browser }) => {
  const { page, context } = await arabicBrowser(browser);
  const blocked: string[] = [];
  // No script of the build: what shows is the server's HTML alone.
  await page.route(/\/assets\/.*\.js$/, (route) => {
    blocked.push(route.request().url());
    return route.abort();
  });
  await page.goto('/');
  expect(new URL(page.url()).pathname).toBe('/ar/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arHome['hero.title'] ?? '<no hero.title>');
  await expect(page).toHaveTitle(PAGE_CATALOGUES.ar['home.title'] ?? '<no home.title>');
  // The server's HTML links stay in Arabic.
  const hrefs = await page.locator('#root a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/ar(\/|$|\?)/);
  // A gig page too, with its content.
  const gig = server.plan.experts[0]?.gigs[0];
  if (!gig) throw new Error('the demo marketplace has no gig');
  await page.goto(`/ar/gigs/${gig.id}`);
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('main h1')).toHaveText(gig.title);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', new RegExp(`/gigs/${gig.id}$`));
  await page.goto('/ar/about');
  await expect(page.locator('main h1')).toHaveText(arAbout['title'] ?? '<no title>');
  expect(blocked.length).toBeGreaterThan(0);
  await context.close();
});

test('the client takes an Arabic first visit over with no layout shift', async ({ browser }) => {
  const { page, context } = await arabicBrowser(browser);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/', `/ar/gigs/${server.plan.experts[0]?.gigs[0]?.id ?? ''}`]) {
    await page.goto(path);
    await expectInteractive(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Hydrated: the client's own render of the page, still Arabic.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts), path).toEqual([]);
  }
  await context.close();
});

test('the language menu opens the same page in the other language; the choice is kept for home', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 900 }, locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  await page.goto('/ar/about?from=test');
  await expectInteractive(page);
  await page.locator('.footer-language select').selectOption('ko');
  await expect(page).toHaveURL(/\/ko\/about\?from=test$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('main h1')).toHaveText(koAbout['title'] ?? '<no title>');
  await expectInteractive(page);
  // A link inside the page stays in Korean, and the client's navigation names the page in Korean.
  await page.locator('footer a[href="/ko/help"]').first().click();
  await expect(page).toHaveURL(/\/ko\/help$/);
  await expect(page).toHaveTitle(`${PAGE_CATALOGUES.ko['help'] ?? '<no help>'} | Qurious`);
  // The choice is kept: home follows it, over the browser's English.
  expect((await context.cookies()).find((c) => c.name === LANGUAGE_COOKIE)?.value).toBe('ko');
  await page.goto('/');
  expect(new URL(page.url()).pathname).toBe('/ko/');
  // Back to English from the menu: home stays English from then on.
  await page.locator('.footer-language select').selectOption('en');
  // The whole address: a pattern ending in "/" also matches /ko/, before the switch has happened.
  await expect(page).toHaveURL(`${server.baseURL}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

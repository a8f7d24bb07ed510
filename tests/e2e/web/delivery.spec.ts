import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { openSqlite } from '#server/db/database';
import { HOME_TITLE } from '#shared/domain/page-titles';
import { INTERACTIVE_ATTRIBUTE } from '#shared/domain/page-data';
import { expectInteractive, expectTakenOver } from '../support/interactive';
import { seedExpert, type SeededExpert } from '../support/seed-expert';

/**
 * In Chromium: every route names the document, a public page's frame is painted from
 * the HTML before any script runs, the client hydrates it without complaint (CSP included, with
 * the JSON-LD in the head), and a deploy between two navigations reloads onto the new build.
 */
let expert: SeededExpert;
let gigId: string;
const GIG_TITLE = 'Blender lighting clinic for product shots';

test.beforeAll(async () => {
  expert = await seedExpert();
  const db = openSqlite(join(process.env.E2E_DATA_DIR ?? '', 'qurious.sqlite'));
  try {
    const { id: expertId } = await db.kysely.selectFrom('expert_profiles').select('id').where('user_name', '=', expert.userName).executeTakeFirstOrThrow();
    gigId = randomUUID();
    const now = new Date().toISOString();
    await db.kysely
      .insertInto('gigs')
      .values({ id: gigId, expert_id: expertId, title: GIG_TITLE, category: 'Video Editing', sub_category: 'Video Editing', description: 'Light a product so it sells.', softwares_json: '["Blender"]', tags_json: '["light"]', gallery_json: '[]', active: 1, is_demo: 0, created_at: now, updated_at: now })
      .execute();
    await db.kysely
      .insertInto('gig_packages')
      .values(['basic', 'standard', 'premium'].map((tier, i) => ({ gig_id: gigId, tier: tier as 'basic', title: tier, description: tier, credits: 10 * (i + 1), session_time: '30 Minutes', extra_time: '10 Minutes', number_of_sessions: '1' })))
      .execute();
  } finally {
    await db.close();
  }
});

/** Errors the page logs (hydration mismatches, CSP refusals, failed loads), collected from its start. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error' || /Content Security Policy|hydrat/i.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Holds the entry script back until the returned release is called: the page is the HTML alone meanwhile. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('every route sets its document title', async ({ page }) => {
  const cases: Array<[string, string]> = [
    ['/', HOME_TITLE],
    ['/about', 'About | Qurious'],
    ['/categories', 'Categories | Qurious'],
    ['/categories/software', 'Softwares | Qurious'],
    ['/categories/software/ui-ux-prototyping', 'UI/UX & Prototyping | Qurious'],
    ['/categories/software/ui-ux-prototyping/figma', 'Figma | Qurious'],
    ['/categories/domain', 'Domains | Qurious'],
    ['/search/gigs?keyword=blender', 'Experts for blender | Qurious'],
    ['/search/gigs', 'Explore experts | Qurious'],
    [`/gigs/${gigId}`, `${GIG_TITLE} | Qurious`],
    [`/experts/${expert.userName}`, 'Gita E. | Qurious'],
    ['/verify-email', 'Verify your email | Qurious'],
    ['/reset-password', 'Reset your password | Qurious'],
    ['/no/such/page', 'Page not found | Qurious'],
  ];
  for (const [path, title] of cases) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
  // Client navigations name the page too, and a private page says noindex.
  await page.goto('/categories');
  await page.getByRole('link', { name: /^Softwares/ }).click();
  await expect(page).toHaveTitle('Softwares | Qurious');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await page.goto('/verify-email');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('a page shows its frame before the scripts run, then hydrates it without errors', async ({ page }) => {
  // Neither the entry script nor any stylesheet file arrives: what shows is the HTML alone, styled
  // by the stylesheet it carries (no render-blocking request before the first paint).
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.route(/\.css$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCSS('position', 'fixed');
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: /software/i }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Qurious');
  await page.goto(`/gigs/${gigId}`);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('search').first()).toBeVisible();
  await expect(page).toHaveTitle(`${GIG_TITLE} | Qurious`);
  await page.unrouteAll();

  const errors = consoleErrors(page);
  for (const path of ['/', `/gigs/${gigId}`, `/experts/${expert.userName}`, '/categories/software/ui-ux-prototyping/figma']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // The hydrated home works: the hero's search goes to the results.
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  const jsonLd = await page.locator('script[type="application/ld+json"]').count();
  expect(jsonLd).toBe(1);
  expect(errors).toEqual([]);
});

test('a gig page and a search page come with their content in the HTML, and the client hydrates it as it is', async ({ page }) => {
  const errors = consoleErrors(page);
  const year = String(new Date().getFullYear());
  for (const [path, heading, content] of [
    [`/gigs/${gigId}`, GIG_TITLE, page.getByText('Light a product so it sells.')],
    ['/search/gigs?keyword=blender', 'Experts for blender', page.getByRole('link', { name: GIG_TITLE }).first()],
  ] as const) {
    // The entry script is held back until the content has been seen: what shows is the HTML alone.
    const release = await holdEntryScript(page);
    await page.goto(path, { waitUntil: 'commit' });
    const title = page.getByRole('heading', { level: 1, name: heading });
    await expect(title, path).toBeVisible();
    await expect(content, path).toBeVisible();
    await expect(page.getByRole('contentinfo'), path).not.toContainText(year);
    const node = await title.elementHandle();
    // A click before the page is interactive is kept, and replayed once it is (the Standard tab).
    const standard = page.getByRole('tab', { name: 'Standard' });
    if (path.startsWith('/gigs/')) await standard.click();
    await expect(page.locator('html')).not.toHaveAttribute(INTERACTIVE_ATTRIBUTE, '');
    release();
    // The click reached for the gig page; the search page is reached for by the pointer's move.
    if (path.startsWith('/gigs/')) await expect(standard).toHaveAttribute('aria-selected', 'true');
    else await page.mouse.move(1, 1);
    // Hydrated (the footer's year comes with hydration) onto the same elements: a mismatch would have
    // made React log a recoverable error and draw the page anew.
    await expect(page.getByRole('contentinfo'), path).toContainText(year);
    expect(await node?.evaluate((el) => el.isConnected), path).toBe(true);
    await page.unrouteAll();
  }
  // The hydrated search page works: the results follow the search box.
  await page.getByRole('searchbox', { name: 'Search keywords', exact: true }).fill('figma');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Experts for figma');
  expect(errors).toEqual([]);
});

test('what is typed and chosen before the client takes a page over is what it then searches and suggests', async ({ page }) => {
  const errors = consoleErrors(page);
  // The home hero: a skill chosen, words typed and Enter pressed, all before the scripts run.
  let release = await holdEntryScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  const hero = page.getByPlaceholder('Curious about something? Ask away…');
  await hero.fill('lighting');
  await page.getByRole('combobox', { name: 'Skill' }).selectOption('3D Animation');
  await hero.press('Enter');
  await expect(page.locator('html')).not.toHaveAttribute(INTERACTIVE_ATTRIBUTE, '');
  release();
  await expect(page).toHaveURL(/\/search\/gigs\?keyword=lighting&filter=3D(\+|%20)Animation$/);
  await page.unrouteAll();
  // The header's box on a results page: words typed before hydration ask for suggestions after it.
  release = await holdEntryScript(page);
  await page.goto('/search/gigs?keyword=blender', { waitUntil: 'commit' });
  const box = page.getByRole('search', { name: 'Search experts' }).first().getByRole('searchbox');
  await box.fill('premire pr');
  await expect(page.locator('html')).not.toHaveAttribute(INTERACTIVE_ATTRIBUTE, '');
  release();
  const suggestions = page.getByRole('list', { name: 'Search suggestions' });
  await expect(suggestions.getByRole('link').first()).toHaveText('Premiere Pro');
  await expect(box).toHaveValue('premire pr');
  await page.unrouteAll();
  expect(errors).toEqual([]);
});

test('a signed-out visitor who only reads runs no script; the first reach runs them from the files prefetched', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto(`/gigs/${gigId}`);
  await expect(page.getByRole('heading', { level: 1, name: GIG_TITLE })).toBeVisible();
  // Every script the page will run is prefetched once it is painted, and none of them runs.
  const listed = await page.locator('#qurious-scripts').evaluate((el) => {
    const list = JSON.parse(el.textContent ?? '{}') as { entry: string; preloads: string[] };
    return [list.entry, ...list.preloads];
  });
  expect(listed.length).toBeGreaterThan(1);
  const fetched = () =>
    page.evaluate((urls) => urls.filter((u) => performance.getEntriesByName(new URL(u, location.href).href).some((e) => (e as PerformanceResourceTiming).responseEnd > 0)).length, listed);
  await expect.poll(fetched).toBe(listed.length);
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(listed.length);
  await expect(page.locator('script[type="module"], link[rel="modulepreload"]')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute(INTERACTIVE_ATTRIBUTE, '');
  // This browser stores no session: the header offers Login and Join before the client has checked.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Join', exact: true })).toBeVisible();
  // The first reach (a pointer's move) runs them, and the browser's cache answers each.
  await page.mouse.move(10, 10);
  await expectTakenOver(page);
  await expect(page.locator('script[type="module"]')).toHaveCount(1);
  const fromNetwork = await page.evaluate(
    (urls) =>
      urls.filter((u) => {
        const entries = performance.getEntriesByName(new URL(u, location.href).href) as PerformanceResourceTiming[];
        // The prefetch came over the network; the module's own fetch came after it, from the cache.
        return entries.length < 2 || entries.slice(1).some((e) => e.transferSize > 0);
      }),
    listed,
  );
  expect(fromNetwork).toEqual([]);
  expect(errors).toEqual([]);
});

test('no page trips its own Content-Security-Policy (zod validates without the eval probe)', async ({ page }) => {
  // Refusals the browser reports as events only (a blocked probe inside try/catch logs nothing).
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.sourceFile}:${e.lineNumber}`));
  });
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  await page.goto('/search/gigs?keyword=blender');
  await expect(page.getByRole('link', { name: GIG_TITLE }).first()).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.goto(`/gigs/${gigId}`);
  await expect(page.getByRole('heading', { level: 1, name: GIG_TITLE })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a deploy between two navigations reloads onto the new build instead of failing', async ({ page }) => {
  const errors = consoleErrors(page);
  // Documents the tab asked for (a load event would come too late: the results page's HTML holds its
  // content, so its heading shows before the reloaded page has finished loading).
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The running client navigates (home is painted from its HTML before the client takes it over, and a
  // link followed before that is a plain page load, which asks for no chunk by an old name).
  await expectInteractive(page);
  // The next deploy replaced the search page's chunk the open tab knows by its old name: gone
  // for the old page, there for the page loaded after the deploy.
  let refused = 0;
  await page.route(/\/assets\/SearchResultsPage-[\w-]+\.js$/, async (route) => {
    if (documents > 1) return route.continue();
    refused += 1;
    return route.fulfill({ status: 404, body: 'Not found' });
  });
  const chip = page.locator('.hero-trending-chip').first();
  const keyword = (await chip.textContent()) ?? '';
  await chip.click();
  await expect(page).toHaveURL(/\/search\/gigs\?keyword=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Experts for ${keyword}`);
  await page.waitForLoadState('load');
  expect(refused).toBeGreaterThan(0);
  expect(documents).toBe(2);
  expect(errors.filter((e) => !/404|dynamically imported module|Failed to load resource/i.test(e))).toEqual([]);
});

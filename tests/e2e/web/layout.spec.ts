import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { startDemoServer, type DemoServer } from '../support/demo-server';
import { prepareViewer, sessionFor, type Viewer } from './visual-pages';
import { expectInteractive } from '../support/interactive';

/**
 * The layout slips, each asserted on the demo marketplace (the visual check guards the
 * rest): the booking dialog's styles and its Book button, whole gallery images beside the
 * packages, full-width pricing, the phone's hero field and orders as cards.
 */
let server: DemoServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startDemoServer();
});
test.afterAll(async () => server?.close());

async function open(browser: Browser, path: string, viewer: Viewer, width: number, height = 800): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height }, timezoneId: 'UTC' });
  const page = await context.newPage();
  await prepareViewer(page, await sessionFor(server, viewer), viewer);
  await page.goto(path);
  await expect(page.locator('main')).toBeVisible();
  // Reached for, as a visitor does: a signed-out visitor's page is taken over (its reviews loaded) then.
  await expectInteractive(page);
  return page;
}

const expert = () => {
  const e = server.plan.experts[0];
  const gig = e?.gigs[0];
  if (!e || !gig) throw new Error('no demo expert');
  return { userName: e.userName, gig };
};

/** Whether `inner` lies wholly inside `outer` (1px tolerance). */
const inside = (inner: DOMRectLike, outer: DOMRectLike) =>
  inner.x >= outer.x - 1 && inner.y >= outer.y - 1 && inner.x + inner.width <= outer.x + outer.width + 1 && inner.y + inner.height <= outer.y + outer.height + 1;
type DOMRectLike = { x: number; y: number; width: number; height: number };

test('item 1: the booking dialog opened from a gig page is styled, its Book button in view', async ({ browser }) => {
  for (const width of [1280, 390]) {
    const page = await open(browser, `/gigs/${expert().gig.id}`, 'buyer', width);
    await page.getByRole('button', { name: 'Book Basic' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Styled: the package radios are hidden inside bordered cards, not plain inline radios.
    await expect(dialog.locator('.bk-package input').first()).toHaveCSS('opacity', '0');
    await expect(dialog.locator('.bk-package').first()).toHaveCSS('display', 'grid');
    await expect(dialog.getByRole('button', { name: /^Book/ })).toBeInViewport({ ratio: 1 });
    await page.context().close();
  }
});

test('item 7: gig detail shows both gallery images whole, the packages beside it; pricing uses the full width', async ({ browser }) => {
  const { userName, gig } = expert();
  const page = await open(browser, `/users/${userName}/manage_gigs/gig/${gig.id}`, 'expert', 1280);
  const strip = page.getByRole('list', { name: 'Gallery' });
  await expect(strip.getByRole('img')).toHaveCount(2);
  const box = await strip.boundingBox();
  if (!box) throw new Error('no gallery');
  for (const img of await strip.getByRole('img').all()) expect(inside((await img.boundingBox()) ?? box, box)).toBe(true);
  await expect(page.getByRole('button', { name: 'Next image' })).toHaveCount(0);
  const main = await page.locator('main').boundingBox();
  const packages = await page.locator('.gig-packages').boundingBox();
  if (!main || !packages) throw new Error('no layout');
  expect(packages.x).toBeGreaterThan(box.x + box.width);
  expect(packages.x + packages.width).toBeGreaterThan(main.x + main.width * 0.85);
  await page.goto(`/users/${userName}/manage_gigs/edit/${gig.id}/pricing`);
  const pricing = await page.locator('.gig-pricing').boundingBox();
  const title = await page.getByRole('heading', { level: 1 }).boundingBox();
  if (!pricing || !title) throw new Error('no pricing');
  expect(pricing.width).toBeGreaterThan(main.width * 0.85);
  await page.context().close();
});

test('item 9: at 390px the hero field shows its whole placeholder and orders are cards, nothing wider than the screen', async ({ browser }) => {
  const home = await open(browser, '/', 'visitor', 390, 844);
  const field = home.getByRole('searchbox').first();
  const fits = await field.evaluate((el) => {
    const input = el as HTMLInputElement;
    const style = getComputedStyle(input);
    const ctx = document.createElement('canvas').getContext('2d');
    if (!ctx) return false;
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return ctx.measureText(input.placeholder).width <= room;
  });
  expect(fits).toBe(true);
  await home.context().close();

  const { userName } = expert();
  for (const [path, viewer] of [[`/users/${userName}/orders`, 'expert'], [`/users/${server.plan.buyers[0]?.username ?? ''}`, 'buyer']] as const) {
    const page = await open(browser, path, viewer, 390, 844);
    const rows = page.locator('table.is-cards tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toHaveCSS('display', 'block');
    await expect(rows.first().locator('td[data-label="Status"]')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  }
});

test('item 3: the gig and expert pages list their reviews (newest first, paged, per star), accessibly', async ({ browser }) => {
  const { userName, gig } = expert();
  const page = await open(browser, `/gigs/${gig.id}`, 'visitor', 1280);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByRole('listitem', { name: /^5 stars: \d+ reviews?$/ })).toBeVisible();
  const items = reviews.getByRole('article');
  await expect(items.first()).toBeVisible();
  const dates = await reviews.locator('article time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/experts/${userName}`);
  await expectInteractive(page);
  const byExpert = page.getByRole('region', { name: 'Reviews' });
  await expect(byExpert.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await byExpert.getByRole('button', { name: 'Older' }).click();
  await expect(byExpert.getByText(/^Page 2 of \d+$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});

import { expect, test, type Page } from '@playwright/test';
import { demoMarketplaceSeeder } from '#server/seed/demo/index';
import { startE2eServer, type E2eServer } from '../support/server';
import { expectInteractive } from '../support/interactive';

/**
 * Search that forgives on the demo marketplace: the "showing results for" line with its
 * link that searches exactly as typed, the no-dead-end page, and the header box's suggestions.
 */
let server: E2eServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startE2eServer(0);
  await demoMarketplaceSeeder.run(server.deps);
});
test.afterAll(async () => server?.close());

const url = (path: string) => `${server.baseURL}${path}`;
const cardsIn = (page: Page, region: string) => page.getByRole('region', { name: region }).getByTestId('gig-card');

test('a misspelt search shows what it searched instead, and a link searches exactly as typed', async ({ page }) => {
  await page.goto(url('/search/gigs?keyword=photshop'));
  const line = page.getByTestId('search-corrected');
  await expect(line).toHaveText('Showing results for photoshop — search instead for photshop');
  await expect(cardsIn(page, 'All Experts').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /results?$/ })).not.toHaveText('0 results');

  await line.getByRole('link', { name: 'photshop' }).click();
  await expect(page).toHaveURL(/keyword=photshop&exact=1$/);
  await expect(line).toHaveCount(0);
  // Nothing has the word as typed: still no dead end.
  await expect(page.getByRole('heading', { name: 'No experts found' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Closest matches:' }).getByRole('link', { name: 'Photoshop', exact: true })).toBeVisible();
  await expect(cardsIn(page, 'Popular in Graphic & Motion Design').first()).toBeVisible();
});

test('a search that finds nothing offers the closest entries and popular gigs of the nearest category', async ({ page }) => {
  await page.goto(url('/search/gigs?keyword=vidoeediting'));
  await expect(page.getByRole('heading', { name: 'No experts found' })).toBeVisible();
  const closest = page.getByRole('list', { name: 'Closest matches:' });
  await expect(closest.getByRole('link').first()).toHaveText('Video Editing');
  await expect(cardsIn(page, 'Popular in Video Editing')).not.toHaveCount(0);
  await closest.getByRole('link', { name: 'Video Editing', exact: true }).click();
  await expect(page).toHaveURL(/keyword=Video(%20|\+)Editing/);
  await expect(cardsIn(page, 'All Experts').first()).toBeVisible();
});

test("the header's search box suggests catalogue entries, forgiving a slip", async ({ page }) => {
  await page.goto(url('/search/gigs?keyword=blender'));
  // Typed once the client has the page (delivery.spec types into it before).
  await expectInteractive(page);
  const box = page.getByRole('search', { name: 'Search experts' }).first().getByRole('searchbox');
  await box.fill('premire pr');
  const suggestions = page.getByRole('list', { name: 'Search suggestions' });
  await expect(suggestions.getByRole('link').first()).toHaveText('Premiere Pro');
  await suggestions.getByRole('link', { name: 'Premiere Pro', exact: true }).click();
  await expect(page).toHaveURL(/keyword=Premiere%20Pro$/);
  await expect(cardsIn(page, 'All Experts').first()).toBeVisible();
});

import { expect, request, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { seedExpert, signInWebAs } from '../support/seed-expert';
import { seedGig, startBookingsServer, type BookingsServer } from './bookings-support';

/** An expert whose gig buyers found by a keyword sees the keyword with its position, and checks another. */
let server: BookingsServer;
test.beforeAll(async () => {
  server = await startBookingsServer();
});
test.afterAll(async () => server.close());

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

test('the ranking page lists a searched keyword with its position and answers "where would I rank"', async ({ browser }) => {
  const expert = await seedExpert(server.dataDir);
  const rival = await seedExpert(server.dataDir);
  const gig = await seedGig(server, expert.userName, 'Zorblax lighting in Blender, live');
  await seedGig(server, rival.userName, 'Zorblax lighting and zorblax rendering in Blender');

  // A buyer's browser searches the keyword (the server counts it on its next flush).
  const buyer = await request.newContext({ baseURL: server.baseURL, userAgent: BROWSER });
  const found = await buyer.get('/api/gigs/search?keyword=zorblax%20lighting');
  const ids = (await found.json()).items.map((g: { _id: string }) => g._id) as string[];
  const position = ids.indexOf(gig) + 1;
  expect(position).toBeGreaterThan(0);
  await buyer.dispose();

  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await signInWebAs(page, expert, `/users/${expert.userName}/expert_dashboard`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Marketing' }).click();
  await page.getByRole('menu', { name: 'Marketing' }).getByRole('menuitem', { name: 'Ranking' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${expert.userName}/expert_ranking$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Ranking' })).toBeVisible();

  await test.step('the searched keyword, with its position today', async () => {
    const table = page.getByTestId(`ranking-keywords-${gig}`);
    // Counted when the server flushes its analytics (every 2 s): reload until it shows.
    await expect(async () => {
      await page.reload();
      await expect(table.getByRole('rowheader', { name: 'zorblax lighting' })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    const row = table.getByRole('row', { name: /zorblax lighting/ });
    await expect(row.getByTestId('ranking-position')).toHaveText(String(position));
    await expect(row.getByRole('cell').nth(1)).toHaveText('1');
    await expect(page.getByTestId(`ranking-trend-${gig}`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('the trend of one keyword, with the position recorded today, in the chart and its table', async () => {
    await page.getByTestId(`ranking-trend-keyword-${gig}`).selectOption('zorblax lighting');
    await expect(page.getByTestId(`ranking-trend-${gig}`)).toHaveAccessibleName(/searches for “zorblax lighting”/);
    const days = page.getByRole('table', { name: 'Last 90 days: zorblax lighting' });
    await expect(days.getByRole('columnheader')).toHaveText(['Day', 'Impressions', 'Clicks', 'Bookings', 'Position']);
    const today = days.getByRole('row').last();
    // The day heads the row; its cells: impressions, clicks, bookings and the position.
    await expect(today.getByRole('cell')).toHaveText(['1', '0', '0', String(position)]);
    await expect(days.getByRole('row').nth(1).getByRole('cell').last()).toHaveText('Not recorded');
  });

  await test.step('"where would I rank" by keyboard: the position and what the gigs above have', async () => {
    await page.getByLabel('Keyword', { exact: true }).fill('zorblax rendering');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('ranking-check-position')).toHaveText('Position 2 of 2 results for “zorblax rendering”.');
    await expect(page.getByTestId('ranking-gaps')).toContainText('Compared with the gigs ranked above it (1)');
    await page.getByLabel('Keyword', { exact: true }).fill(' ?! ');
    await page.getByRole('button', { name: 'Check position' }).click();
    await expect(page.getByRole('alert')).toHaveText('Type the words a buyer would search');
  });

  await test.step('at 390 px the page does not scroll sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
  await context.close();
});

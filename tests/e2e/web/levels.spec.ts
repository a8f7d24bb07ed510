import { expect, test } from '@playwright/test';
import { evaluateLevels } from '#server/modules/levels/evaluate';
import { seriousViolations } from '../support/axe';
import { seedExpert, signInWebAs } from '../support/seed-expert';
import { levelOneHistory } from '../../server/levels/levels-fixtures';
import { seedGig, startBookingsServer, type BookingsServer } from './bookings-support';

/** The expert's levels page from the Marketing menu, and the public table of levels. */
let server: BookingsServer;
test.beforeAll(async () => {
  server = await startBookingsServer();
});
test.afterAll(async () => server.close());

test('an expert with a Level 1 history sees Level 1, what keeps them from Level 2, the preview and the evaluation', async ({ browser }) => {
  const expert = await seedExpert(server.dataDir);
  const target = { db: server.deps.db, clock: server.deps.clock, deps: server.deps };
  await levelOneHistory(target, { id: expert.user._id, expertId: expert.user.expertProfile?._id ?? '' });
  await evaluateLevels(server.deps.db.kysely, server.now());

  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await signInWebAs(page, expert, `/users/${expert.userName}/expert_dashboard`);
  await page.getByRole('button', { name: 'Marketing' }).click();
  await page.getByRole('menuitem', { name: 'Levels' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${expert.userName}/levels$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Levels' })).toBeVisible();
  await expect(page.getByTestId('my-level')).toHaveText('Level 1');
  await expect(page.getByRole('heading', { level: 2, name: 'Where you stand for Level 2' })).toBeVisible();
  await expect(page.getByTestId('metric-completedSessions')).toHaveText(/Sessions delivered\s*5\s*≥ 20\s*Not yet/);
  await expect(page.getByTestId('metric-averageRating')).toHaveText(/Average rating\s*5\.0\s*≥ 4\.6\s*Met/);
  await expect(page.getByTestId('level-keeps')).toHaveText(
    'What keeps you from Level 2: Sessions delivered, Distinct buyers, and Days since the expert profile was made.',
  );
  await expect(page.getByTestId('level-preview')).toHaveText('You would stay at Level 1.');
  const history = page.getByRole('table', { name: 'Your evaluations' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1)).toContainText('Raised');
  expect(await seriousViolations(page)).toEqual([]);

  await test.step('at 390px the page still reads without the page scrolling sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('my-level')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });

  await test.step('the page links to the public table, which shows every level’s thresholds', async () => {
    await page.getByRole('link', { name: 'How levels work' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Levels on Qurious' })).toBeVisible();
    const table = page.getByRole('table', { name: 'The thresholds of each level' });
    await expect(table.getByRole('columnheader')).toHaveText(['Metric', 'Level 1', 'Level 2', 'Top Rated']);
    await expect(table.getByRole('row', { name: /Sessions delivered/ })).toHaveText(/Sessions delivered\s*≥ 5\s*≥ 20\s*≥ 50/);
  });

  await test.step('buyers see the level as a badge on the expert’s gig card in search, and on the gig page', async () => {
    const gigId = await seedGig(server, expert.userName, 'Quokka rigging walkthrough in Blender');
    await page.goto('/search/gigs?keyword=quokka');
    const card = page.getByTestId('gig-card').filter({ hasText: 'Quokka rigging walkthrough' });
    await expect(card.getByTestId('level-badge')).toHaveText('Expert level: Level 1');
    await card.getByRole('link', { name: 'Quokka rigging walkthrough in Blender' }).click();
    await expect(page).toHaveURL(new RegExp(`/gigs/${gigId}$`));
    await expect(page.getByRole('region', { name: 'About the expert' }).getByTestId('level-badge')).toHaveText('Expert level: Level 1');
  });

  await test.step('buyers filter the search by level, by keyboard: Level 2 and up leaves the Level 1 expert out', async () => {
    await page.goto('/search/gigs?keyword=quokka');
    const card = page.getByTestId('gig-card').filter({ hasText: 'Quokka rigging walkthrough' });
    await expect(card).toBeVisible();
    const filter = page.getByLabel('Expert level');
    await filter.focus();
    await filter.selectOption('level-2');
    await expect(page).toHaveURL(/[?&]level=level-2(&|$)/);
    await expect(page.getByText('Nobody offers “quokka” with these filters yet.')).toBeVisible();
    await filter.selectOption({ label: 'Level 1 and up' });
    await expect(page).toHaveURL(/[?&]level=level-1(&|$)/);
    await expect(card.getByTestId('level-badge')).toHaveText('Expert level: Level 1');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(filter).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });
  await context.close();
});

test('the public levels page is served with its text in each language’s URL', async ({ page }) => {
  const response = await page.request.get(`${server.baseURL}/fr/levels`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('Les niveaux sur Qurious');
  expect(html).toContain('Séances assurées');
  await page.goto(`${server.baseURL}/ko/levels`);
  await expect(page.getByRole('heading', { level: 1, name: 'Qurious의 등급' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { expectInteractive } from '../support/interactive';

test('the browser build is served with its deep links and the API beside it', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toEqual({ status: 'ok', db: 'sqlite' });

  // The footer's year is the page's: fix the page's clock rather than race the turn of the year.
  await page.clock.setFixedTime(new Date('2031-06-15T12:00:00'));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Qurious home' })).toBeVisible();
  // The year comes with the client, once the visitor reaches for the page.
  await expectInteractive(page);
  await expect(page.locator('footer')).toContainText('© 2031 Qurious');

  // A deep link is answered with the app (SPA fallback), and the route renders.
  await page.goto('/categories/software');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const missing = await request.get('/api/does-not-exist');
  expect(missing.status()).toBe(404);
  expect((await missing.json()).code).toBe('NOT_FOUND');
});

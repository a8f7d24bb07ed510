import { expect, test } from '@playwright/test';
import { startE2eServer, type E2eServer } from '../support/server';

/**
 * In Chromium, under the page's own policy: the API reference (Swagger UI from our own files) draws
 * every part of the document without a CSP refusal or any other console error, and opens one.
 */
let server: E2eServer;
test.beforeAll(async () => {
  server = await startE2eServer(0);
});
test.afterAll(async () => server.close());

test.setTimeout(120_000);

test('the API reference lists every part of the document and opens one', async ({ page }, testInfo) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  const document = (await (await page.request.get(`${server.baseURL}/api/openapi.json`)).json()) as { tags: Array<{ name: string }> };

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.baseURL}/api/docs`);
  await expect(page.getByRole('heading', { name: /Qurious API/ })).toBeVisible();
  // One section per tag of the document (the contract's files, and the live channel); Swagger UI
  // resolves a document of this size for a while before it has drawn them all.
  await expect(page.locator('[id^="operations-tag-"]')).toHaveCount(document.tags.length + 1, { timeout: 60_000 });
  await page.locator('#operations-tag-gigs').click();
  const createGig = page.locator('#operations-gigs-createGig');
  await createGig.locator('.opblock-summary-control').click();
  await expect(createGig.getByText('Signed in as an expert.')).toBeVisible();
  await expect(createGig.locator('.response[data-code="201"]')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('api-reference.png') });
  expect(problems).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { startE2eServer, type E2eServer } from '../support/server';

/**
 * In Chromium, under the page's own policy: the API reference (Swagger UI from our own files) draws
 * every part of the document without a CSP refusal or any other console error, asks no other origin
 * for anything, opens named operations with their examples from the demo data, and passes axe.
 */
let server: E2eServer;
test.beforeAll(async () => {
  server = await startE2eServer(0);
});
test.afterAll(async () => server.close());

test.setTimeout(120_000);

test('the API reference lists every part of the document, opens named operations and loads nothing from another origin', async ({ page }, testInfo) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  // Every address the page asks for, but the data: URIs its policy allows for icons.
  const origin = new URL(server.baseURL).origin;
  const elsewhere: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol !== 'data:' && url.origin !== origin) elsewhere.push(r.url());
  });
  const document = (await (await page.request.get(`${server.baseURL}/api/openapi.json`)).json()) as { tags: Array<{ name: string }> };

  await page.setViewportSize({ width: 1280, height: 900 });
  const answer = await page.goto(`${server.baseURL}/api/docs`);
  const policy = answer?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'none'");
  expect(policy).not.toMatch(/https?:|\*/);
  await expect(page.getByRole('heading', { name: /Qurious API/ })).toBeVisible();
  // One section per tag of the document (the contract's files, and the live channel); Swagger UI
  // resolves a document of this size for a while before it has drawn them all.
  await expect(page.locator('[id^="operations-tag-"]')).toHaveCount(document.tags.length + 1, { timeout: 60_000 });

  await page.locator('#operations-tag-gigs').click();
  const createGig = page.locator('#operations-gigs-createGig');
  await createGig.locator('.opblock-summary-control').click();
  await expect(createGig.getByText('Signed in as an expert.')).toBeVisible();
  await expect(createGig.locator('.response[data-code="201"]')).toBeVisible();

  // A signed-in read shows the answer the demo buyer got after buying 100 credits and booking.
  await page.locator('#operations-tag-wallet').click();
  const wallet = page.locator('#operations-wallet-walletGet');
  await expect(wallet.locator('.opblock-summary-path')).toHaveText('/api/wallet');
  await wallet.locator('.opblock-summary-control').click();
  await expect(wallet.locator('.response[data-code="200"] .example')).toContainText('"balance": 70');

  await page.locator('#operations-tag-bookings').click();
  const book = page.locator('#operations-bookings-bookingsCreate');
  await expect(book.locator('.opblock-summary-path')).toHaveText('/api/bookings');
  await book.locator('.opblock-summary-control').click();
  await expect(book.locator('.opblock-section-request-body')).toContainText('I would like to go over my model before the review.');

  expect(await seriousViolations(page)).toEqual([]);
  // The picture in docs/api/reference-page.png: a signed-in read with its example from the demo data.
  await wallet.screenshot({ path: testInfo.outputPath('api-reference.png') });
  expect(elsewhere).toEqual([]);
  expect(problems).toEqual([]);
});

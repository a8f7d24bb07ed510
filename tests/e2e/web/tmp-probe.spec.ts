import { expect, test } from '@playwright/test';
import { startDemoServer, type DemoServer } from '../support/demo-server';
import { prepareViewer, sessionFor } from './visual-pages';

let server: DemoServer;
test.beforeAll(async () => { test.setTimeout(180_000); server = await startDemoServer(); });
test.afterAll(async () => server?.close());
test('probe', async ({ browser }) => {
  for (const start of ['/search/gigs?keyword=blender', '/experts/maya.rao']) {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await prepareViewer(page, await sessionFor(server, 'buyer'), 'buyer');
    await page.goto(start);
    await page.waitForLoadState('networkidle');
    await page.locator('a[href^="/gigs/"]').first().click();
    await page.getByRole('button', { name: 'Book Basic' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/tmp/probe-${start.length > 20 ? 'search' : 'expert'}.png` });
    const sheets = await page.evaluate(() => Array.from(document.styleSheets).map((s) => s.href));
    console.log(start, JSON.stringify(sheets));
    await context.close();
  }
});

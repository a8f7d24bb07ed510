import { expect, test } from '@playwright/test';
import { allCatalogPaths } from '#shared/catalog/catalog-pages';
import { TOPIC_NAMES } from '#shared/catalog/topic-names/all-languages';
import { localizedPath } from '#shared/domain/language-paths';
import type { UiLanguage } from '#shared/domain/ui-language';
import { startDemoServer, type DemoServer } from '../support/demo-server';
import { expectInteractive } from '../support/interactive';

/**
 * The feature topics of a software's suggestion chips in the page's language, its suggested phrases
 * as written (marked English), the chips' search in English; the topic names come with the language's
 * own chunk only.
 */
let server: DemoServer;
test.describe.configure({ mode: 'parallel' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startDemoServer();
});
test.afterAll(async () => server?.close());

const blenderPage = allCatalogPaths().find((p) => p.startsWith('/categories/software/') && p.endsWith('/blender')) ?? '';

for (const language of ['fr', 'ar', 'ko'] as const satisfies readonly UiLanguage[]) {
  test(`a software's topic chips read in ${language}, its phrases in English`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 900 }, timezoneId: 'UTC', locale: 'en-US' });
    const page = await context.newPage();
    const topicChunks: string[] = [];
    page.on('request', (r) => {
      const m = /locale-([a-z]{2})-topic-names-/.exec(r.url());
      if (m?.[1]) topicChunks.push(m[1]);
    });
    await page.goto(localizedPath(language, blenderPage));
    await expectInteractive(page);
    const sculpting = page.locator('a.suggestion-chip', { hasText: TOPIC_NAMES[language].Sculpting });
    await expect(sculpting).toBeVisible();
    await expect(sculpting).not.toHaveAttribute('lang', 'en');
    await expect(sculpting).toHaveAttribute('href', /keyword=Sculpting$/);
    await expect(page.locator('a.suggestion-chip', { hasText: 'Fix my Blender render noise' })).toHaveAttribute('lang', 'en');
    expect(topicChunks).toEqual([language]);
    await context.close();
  });
}

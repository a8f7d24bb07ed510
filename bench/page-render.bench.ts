/**
 * The server's render of the public pages in each language, uncached: each request carries a query
 * of its own, so the page is rendered anew (the renders are kept per URL), from the real browser
 * build's server side. p95 per language and page (home, about, the software categories, a software's and
 * a skill's page with their translated chips, a search, a gig and an expert page), and p50 and p95 per
 * language over them all; the budget is p95 ≤ 20 ms in every language and page (PAGE_RENDER_P95_MS).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openSqlite } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { ssrDirOf } from '#server/pages/ssr-dir';
import { allCatalogPaths } from '#shared/catalog/catalog-pages';
import { localizedPath } from '#shared/domain/language-paths';
import { UI_LANGUAGES } from '#shared/domain/ui-language';
import { createTestApp } from '../tests/helpers/test-app';
import { createSearchData } from '../tests/helpers/search-data';
import { buildWeb } from './home.bench';
import { percentile, timeEach } from './stats';

export const PAGE_RENDER_P95_MS = 20;
const RUNS_PER_PAGE = 100;
const WARM_UP = 10;

export async function run(): Promise<Record<string, number | string>> {
  // PAGE_RENDER_BENCH_WEB_DIR measures an existing browser build instead of building one.
  const given = process.env.PAGE_RENDER_BENCH_WEB_DIR;
  const webDir = given ? resolve(given) : mkdtempSync(join(tmpdir(), 'qurious-bench-render-'));
  try {
    if (!given) buildWeb(webDir);
    // A database of its own (the test helper's template comes from vitest's setup, which a bench has not).
    const db = openSqlite(join(mkdtempSync(join(tmpdir(), 'qurious-bench-')), 'bench.sqlite'));
    await migrateToLatest(db.kysely);
    const t = await createTestApp({ WEB_DIR: webDir }, { db });
    try {
      const d = await createSearchData(t);
      const catalogPage = (prefix: string, slug: string) => {
        // An item's page: /categories/{software|domain}/{domain}/{item} (a skill domain may bear the skill's slug).
        const path = allCatalogPaths().find((p) => p.startsWith(prefix) && p.endsWith(`/${slug}`) && p.split('/').length === 5);
        if (!path) throw new Error(`No catalogue page for ${slug}.`);
        return path;
      };
      const pages = [
        '/',
        '/about',
        '/categories/software',
        catalogPage('/categories/software/', 'premiere-pro'),
        catalogPage('/categories/domain/', 'video-editing'),
        '/search/gigs?keyword=premiere',
        `/gigs/${d.gigs.premiereTitle}`,
        '/experts/ada_edits',
      ];
      const pageName = (page: string) => {
        const parts = (page.split('?')[0] ?? '').split('/').filter(Boolean);
        return parts[0] === 'categories' && parts.length === 4 ? `${parts[1]} item` : (parts[0] ?? 'home');
      };
      const figures: Record<string, number | string> = {};
      let worst = 0;
      for (const language of UI_LANGUAGES) {
        const times: number[] = [];
        for (const page of pages) {
          const url = localizedPath(language, page);
          const get = async (i: number) => {
            const res = await t.app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}bench=${language}-${i}`, headers: { accept: 'text/html' } });
            if (res.statusCode !== 200 || !res.body.includes(`<html lang="${language}"`)) throw new Error(`${url}: ${res.statusCode}`);
          };
          // The server side loads with its first render, and each language's catalogue with its first page.
          for (let i = 0; i < WARM_UP; i++) await get(-1 - i);
          const own = await timeEach(RUNS_PER_PAGE, get);
          const p95 = percentile(own, 95);
          worst = Math.max(worst, p95);
          figures[`${language} ${pageName(page)} p95 ms`] = p95;
          times.push(...own);
        }
        figures[`${language} p50 ms`] = percentile(times, 50);
        figures[`${language} p95 ms`] = percentile(times, 95);
      }
      figures['worst p95 ms'] = worst;
      figures['budget p95 ms'] = PAGE_RENDER_P95_MS;
      figures.verdict = worst <= PAGE_RENDER_P95_MS ? 'within budget' : 'OVER BUDGET';
      return figures;
    } finally {
      await t.close();
      await db.close();
    }
  } finally {
    if (!given) {
      rmSync(webDir, { recursive: true, force: true });
      rmSync(ssrDirOf(webDir), { recursive: true, force: true });
    }
  }
}

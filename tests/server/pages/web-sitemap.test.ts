import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCatalogPaths } from '#shared/catalog/catalog-pages';
import { SITEMAP_ITEMS_PER_FILE, SITEMAP_MAX_URLS } from '#server/pages/sitemap';
import { UI_LANGUAGES } from '#shared/domain/ui-language';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestExpert } from '../../helpers/experts';
import { fakeWebBuild } from '../../helpers/web-build';

/** Robots.txt, and the sitemap index with its files at 100,000 gigs. */
/** Past 100,000 listed gigs (every 1000th is switched off), each listed in every language: eleven files of gigs. */
const GIGS = 2 * SITEMAP_MAX_URLS + 200;
const BATCH = 2000;

let t: TestApp;
let web: string;
let expertName: string;
beforeAll(async () => {
  web = fakeWebBuild();
  t = await createTestApp({ WEB_DIR: web, PUBLIC_URL: 'https://qurious.example' });
  const expert = await createTestExpert(t);
  expertName = expert.userName;
  await t.db.kysely.transaction().execute(async (trx) => {
    for (let from = 0; from < GIGS; from += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, GIGS - from) }, (_, k) => {
        const i = from + k;
        const at = new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
        return {
          id: `sm-${String(i).padStart(6, '0')}`,
          expert_id: expert.expertId,
          title: `Sitemap gig ${i}`,
          category: 'Video Editing',
          sub_category: 'Video Editing',
          description: 'A gig of the sitemap test.',
          softwares_json: '[]',
          tags_json: '[]',
          gallery_json: '[]',
          // Every 1000th gig is switched off: it must not be listed.
          active: i % 1000 === 999 ? 0 : 1,
          is_demo: 0,
          created_at: at,
          updated_at: at,
        };
      });
      await trx.insertInto('gigs').values(rows).execute();
    }
  });
}, 300_000);
afterAll(async () => {
  await t?.close();
  rmSync(web, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

describe(`robots.txt and the sitemap on ${testDbKind()} at ${GIGS.toLocaleString('en')} gigs`, () => {
  it('robots.txt allows the site, keeps crawlers off the API and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: https://qurious.example/sitemap.xml');
  });

  it('answers a sitemap index of files of at most 50,000 URLs, quickly', async () => {
    const started = performance.now();
    const res = await get('/sitemap.xml');
    expect(performance.now() - started).toBeLessThan(5000);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    const listed = GIGS - Math.floor(GIGS / 1000);
    expect(locs(res.body)).toEqual([
      'https://qurious.example/sitemaps/pages.xml',
      ...Array.from({ length: Math.ceil(listed / SITEMAP_ITEMS_PER_FILE) }, (_, i) => `https://qurious.example/sitemaps/gigs-${i + 1}.xml`),
      'https://qurious.example/sitemaps/experts-1.xml',
    ]);
  });

  it('pages the listed gigs in files of 50,000 URLs with their last change, none twice, none hidden', async () => {
    const files = Math.ceil((GIGS - Math.floor(GIGS / 1000)) / SITEMAP_ITEMS_PER_FILE);
    const seen = new Set<string>();
    for (let n = 1; n <= files; n++) {
      const started = performance.now();
      const res = await get(`/sitemaps/gigs-${n}.xml`);
      expect(performance.now() - started, `file ${n}`).toBeLessThan(10_000);
      expect(res.statusCode).toBe(200);
      const urls = locs(res.body);
      expect(urls.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      for (const u of urls) seen.add(u);
    }
    expect(seen.size).toBe((GIGS - Math.floor(GIGS / 1000)) * UI_LANGUAGES.length);
    expect(seen.has('https://qurious.example/gigs/sm-000000')).toBe(true);
    expect(seen.has('https://qurious.example/ko/gigs/sm-000000')).toBe(true);
    expect(seen.has('https://qurious.example/gigs/sm-000999')).toBe(false);
    const first = await get('/sitemaps/gigs-1.xml');
    expect(first.body).toContain('<url><loc>https://qurious.example/gigs/sm-000000</loc><lastmod>2026-01-01</lastmod><xhtml:link rel="alternate" hreflang="en"');
    expect((await get(`/sitemaps/gigs-${files + 1}.xml`)).statusCode).toBe(404);
  });

  it('lists experts, the guide, levels and legal pages and every catalogue page; unknown files are 404', async () => {
    const experts = await get('/sitemaps/experts-1.xml');
    expect(locs(experts.body)).toEqual(UI_LANGUAGES.map((l) => `https://qurious.example${l === 'en' ? '' : `/${l}`}/experts/${expertName}`));
    const pages = locs((await get('/sitemaps/pages.xml')).body);
    expect(pages).toContain('https://qurious.example/');
    expect(pages).toContain('https://qurious.example/ar/');
    expect(pages).toContain('https://qurious.example/categories/software/ui-ux-prototyping/figma');
    for (const guide of ['/help', '/services', '/new', '/terms', '/privacy', '/pro', '/pro/pricing', '/pro/benefits']) expect(pages).toContain(`https://qurious.example${guide}`);
    for (const levels of ['/levels', '/fr/levels', '/ko/levels']) expect(pages).toContain(`https://qurious.example${levels}`);
    expect(pages.length).toBe((12 + allCatalogPaths().length) * UI_LANGUAGES.length);
    for (const name of ['gigs-0.xml', 'other.xml', 'gigs-1.json', '..%2Findex.html']) expect((await get(`/sitemaps/${name}`)).statusCode, name).toBe(404);
  });
});

import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssrDirOf } from '#server/pages/ssr-dir';
import { localizedPath } from '#shared/domain/language-paths';
import { directionOf, UI_LANGUAGES, type UiLanguage } from '#shared/domain/ui-language';
import { PAGE_CATALOGUES } from '#shared/i18n/page-texts';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createSearchData, type SearchData } from '../../helpers/search-data';
import { fakeWebBuild, frameIn } from '../../helpers/web-build';

/**
 * A URL per language: every public page answers under each language's prefix in that language
 * (`<html lang dir>`, its title, its frame or content, hreflang alternates and its own canonical);
 * home sends a first visit to its language by Accept-Language, after by the kept choice (cookie);
 * the sitemap lists every page in every language.
 */
const ORIGIN = 'https://qurious.example';
const HTML = { accept: 'text/html' };

let t: TestApp;
let d: SearchData;
let web: string;
beforeAll(async () => {
  web = fakeWebBuild({ ssr: true });
  t = await createTestApp({ WEB_DIR: web, PUBLIC_URL: ORIGIN });
  d = await createSearchData(t);
});
afterAll(async () => {
  await t?.close();
  rmSync(web, { recursive: true, force: true });
  rmSync(ssrDirOf(web), { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { ...HTML, ...headers } });
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const text = (language: UiLanguage, key: string) => PAGE_CATALOGUES[language][key] ?? `no ${key}`;
const named = (name: string) => `${name.replace(/&/g, '&amp;').replace(/'/g, '&#39;')} | Qurious`;
const hreflangsOf = (head: string) => Object.fromEntries([...head.matchAll(/<link rel="alternate" hreflang="([\w-]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]));

/** Each public page: its path in English, its title in a language, and what its body starts with. */
const PAGES: { path: string; title: (l: UiLanguage) => string; body: (l: UiLanguage) => string }[] = [
  { path: '/', title: (l) => text(l, 'home.title').replace(/'/g, '&#39;'), body: (l) => frameIn(l, 'home') },
  { path: '/about', title: (l) => named(text(l, 'about')), body: (l) => `<main data-rendered="${localizedPath(l, '/about')}"` },
  { path: '/help', title: (l) => named(text(l, 'help')), body: (l) => `<main data-rendered="${localizedPath(l, '/help')}"` },
  { path: '/terms', title: (l) => named(text(l, 'terms')), body: (l) => `<main data-rendered="${localizedPath(l, '/terms')}"` },
  { path: '/privacy', title: (l) => named(text(l, 'privacy')), body: (l) => `<main data-rendered="${localizedPath(l, '/privacy')}"` },
  { path: '/categories', title: (l) => named(text(l, 'categories')), body: (l) => `<main data-rendered="${localizedPath(l, '/categories')}"` },
  {
    path: '/search/gigs?keyword=premiere',
    title: (l) => named(text(l, 'search.expertsFor').replace('{{keyword}}', 'premiere')),
    body: (l) => `<main data-rendered="${localizedPath(l, '/search/gigs')}?keyword=premiere"`,
  },
  { path: '/experts/ada_edits', title: () => named('Ada Edits'), body: (l) => `<main data-rendered="${localizedPath(l, '/experts/ada_edits')}"` },
];

describe(`a URL per language on ${testDbKind()}`, () => {
  it('answers each public page in each language: lang, dir, title, its body in that language, hreflang and its canonical', async () => {
    const pages = [...PAGES, { path: `/gigs/${d.gigs.premiereTitle}`, title: () => named('Premiere Pro editing for your YouTube channel'), body: (l: UiLanguage) => `<main data-rendered="${localizedPath(l, `/gigs/${d.gigs.premiereTitle}`)}"` }];
    for (const { path, title, body } of pages) {
      for (const language of UI_LANGUAGES) {
        const url = localizedPath(language, path);
        const res = await get(url);
        const where = url;
        expect(res.statusCode, where).toBe(200);
        expect(res.body, where).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${language}" dir="${directionOf(language)}">`));
        const head = headOf(res.body);
        expect(titleOf(head), where).toBe(title(language));
        expect(res.body, where).toContain(`<div id="root">${body(language)}`);
        if (path !== '/') {
          // The server's render is in the page's language (the fake names any but English).
          const main = /<main data-rendered="[^"]*"( data-language="(\w+)")?>/.exec(res.body);
          expect(main?.[2] ?? 'en', where).toBe(language);
        }
        const escapedPath = path.replace(/&/g, '&amp;');
        expect(head, where).toContain(`<link rel="canonical" href="${ORIGIN}${localizedPath(language, escapedPath)}">`);
        expect(hreflangsOf(head), where).toEqual({
          ...Object.fromEntries(UI_LANGUAGES.map((l) => [l, `${ORIGIN}${localizedPath(l, escapedPath)}`])),
          'x-default': `${ORIGIN}${escapedPath}`,
        });
        expect(head, where).toContain(`<meta property="og:locale" content="${{ en: 'en_US', pt: 'pt_BR', fr: 'fr_FR', ar: 'ar_AR', ko: 'ko_KR' }[language]}">`);
      }
    }
  });

  it('writes the description and the JSON-LD of a page in its language, with the language’s URLs', async () => {
    const res = await get('/ko/');
    const head = headOf(res.body);
    expect(head).toContain(`<meta name="description" content="${text('ko', 'site.description')}">`);
    expect(head).toContain(`<meta property="og:title" content="${text('ko', 'home.title')}">`);
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1] ?? '{}') as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'WebSite', url: `${ORIGIN}/ko/`, inLanguage: 'ko', potentialAction: { target: `${ORIGIN}/ko/search/gigs?keyword={search_term_string}` } });
    const gig = headOf((await get(`/ar/gigs/${d.gigs.premiereTitle}`)).body);
    const gigLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(gig)?.[1] ?? '{}') as Record<string, unknown>;
    expect(gigLd).toMatchObject({ '@type': 'Service', url: `${ORIGIN}/ar/gigs/${d.gigs.premiereTitle}`, inLanguage: 'ar', provider: { url: `${ORIGIN}/ar/experts/ada_edits` } });
    const search = headOf((await get('/fr/search/gigs?keyword=premiere')).body);
    expect(search).toContain(`<meta name="description" content="${text('fr', 'search.description').replace('{{keyword}}', 'premiere').replace(/’/g, '’')}">`);
  });

  it('answers an unknown page or a gig that is not there with a 404 in the URL’s language, not indexed', async () => {
    for (const url of ['/ar/no-such-page', '/ar/gigs/no-such-gig']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<html lang="ar" dir="rtl">');
      expect(titleOf(res.body), url).toBe(named(text('ar', 'notFound')));
      expect(headOf(res.body), url).toContain('<meta name="robots" content="noindex">');
      expect(headOf(res.body), url).not.toContain('hreflang');
    }
    // English has no prefix of its own, and a code that is not one of the five is no language.
    expect((await get('/en/about')).statusCode).toBe(404);
    expect((await get('/de/about')).statusCode).toBe(404);
  });

  it('sends a first visit to home to its language by Accept-Language, with headers that cache it per language', async () => {
    const res = await get('/?ref=mail', { 'accept-language': 'de-CH, ar;q=0.9, en;q=0.8' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ar/?ref=mail');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/Accept-Language/i);
    expect(String(res.headers.vary)).toMatch(/Cookie/i);
    expect(res.headers['set-cookie']).toBeUndefined();
    // English (or none of the five) stays at the root, which varies by the same headers.
    for (const accept of ['en-GB,en;q=0.9', 'de, it;q=0.5', '']) {
      const home = await get('/', accept ? { 'accept-language': accept } : {});
      expect(home.statusCode, accept).toBe(200);
      expect(home.body, accept).toContain('<html lang="en" dir="ltr">');
      expect(String(home.headers.vary), accept).toMatch(/Accept-Language/i);
      expect(String(home.headers.vary), accept).toMatch(/Cookie/i);
    }
    // A page of a language is that language's, whatever the browser says; it does not vary by it.
    const french = await get('/fr/', { 'accept-language': 'ko' });
    expect(french.statusCode).toBe(200);
    expect(String(french.headers.vary)).not.toMatch(/Accept-Language/i);
    expect((await get('/about', { 'accept-language': 'ko' })).statusCode).toBe(200);
  });

  it('follows the kept choice (cookie) over Accept-Language once there is one', async () => {
    const english = await get('/', { 'accept-language': 'ar', cookie: 'qurious_language=en' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    const korean = await get('/', { 'accept-language': 'fr', cookie: 'other=1; qurious_language=ko' });
    expect(korean.statusCode).toBe(302);
    expect(korean.headers.location).toBe('/ko/');
    // A cookie that names no language of the five is no choice: the header decides.
    const unknown = await get('/', { 'accept-language': 'pt-BR', cookie: 'qurious_language=xx' });
    expect(unknown.headers.location).toBe('/pt/');
  });

  it('lists every page of the sitemap in every language, each with its alternates and x-default', async () => {
    const xml = (await get('/sitemaps/pages.xml')).body;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)];
    const locs = entries.map((m) => m[1]);
    for (const path of ['/', '/about', '/help', '/terms', '/privacy', '/search/gigs', '/categories/software/ui-ux-prototyping/figma'])
      for (const language of UI_LANGUAGES) expect(locs, `${language} ${path}`).toContain(`${ORIGIN}${localizedPath(language, path)}`);
    const aboutFr = entries.find((m) => m[1] === `${ORIGIN}/fr/about`)?.[2] ?? '';
    for (const language of UI_LANGUAGES) expect(aboutFr).toContain(`<xhtml:link rel="alternate" hreflang="${language}" href="${ORIGIN}${localizedPath(language, '/about')}"/>`);
    expect(aboutFr).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/about"/>`);
    const gigs = (await get('/sitemaps/gigs-1.xml')).body;
    for (const language of UI_LANGUAGES) expect(gigs).toContain(`<loc>${ORIGIN}${localizedPath(language, `/gigs/${d.gigs.premiereTitle}`)}</loc>`);
    const experts = (await get('/sitemaps/experts-1.xml')).body;
    expect(experts).toContain(`<loc>${ORIGIN}/ko/experts/ada_edits</loc>`);
  });
});

import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIG_GALLERY_SIZES, imageSrcSet } from '#shared/domain/image-variants';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createSearchData, type SearchData } from '../../helpers/search-data';
import { CONTRACT_CHUNK, fakeWebBuild, GIG_PAGE_CHUNK, GIG_PAGE_STYLES, HASHED_ASSET, HOME_FRAME, PAGE_FRAME, SCHEMA_CHUNK, SHARED_WITH_ENTRY_CHUNK } from '../../helpers/web-build';

/** The head the server writes into public pages before any script runs, and 404s. */
const HTML = { accept: 'text/html' };
const HOSTILE = '</title><script>alert(1)</script>';

let t: TestApp;
let d: SearchData;
let web: string;
beforeAll(async () => {
  web = fakeWebBuild();
  t = await createTestApp({ WEB_DIR: web, PUBLIC_URL: 'https://qurious.example' });
  d = await createSearchData(t);
});
afterAll(async () => {
  await t?.close();
  rmSync(web, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: HTML });
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace(':', '\\:')}" content="([^"]*)">`).exec(html)?.[1];
const jsonLdOf = (html: string): Array<Record<string, unknown>> =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);

describe(`page heads on ${testDbKind()}`, () => {
  it('writes a gig page’s title, description, canonical, Open Graph, Twitter card, preload and Service JSON-LD', async () => {
    const res = await page(`/gigs/${d.gigs.premiereTitle}`);
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head).toContain('<title>Premiere Pro editing for your YouTube channel | Qurious</title>');
    expect(metaContent(head, 'description')).toBe('Live sessions to cut faster and cleaner.');
    expect(head).toContain(`<link rel="canonical" href="https://qurious.example/gigs/${d.gigs.premiereTitle}">`);
    expect(metaContent(head, 'og:title')).toBe('Premiere Pro editing for your YouTube channel | Qurious');
    expect(metaContent(head, 'og:image')).toMatch(/^https:\/\/qurious\.example\/files\/.+\.(jpg|png|webp)$/);
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    // The cover with the srcset and sizes of the gallery's <img>, so the browser preloads the copy it will show.
    const cover = /<link rel="preload" as="image" href="(\/files\/[^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/.exec(head);
    expect(cover?.[2]).toBe(imageSrcSet(cover?.[1] ?? '').replace(/&/g, '&amp;'));
    expect(cover?.[2]).toContain(`${cover?.[1] ?? ''}?w=720 720w`);
    expect(cover?.[3]).toBe(GIG_GALLERY_SIZES);
    expect(head).not.toContain('noindex');
    expect(head).not.toContain('The build default.');
    const [ld] = jsonLdOf(head);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'Premiere Pro editing for your YouTube channel',
      provider: { '@type': 'Person', name: 'Ada Edits', url: 'https://qurious.example/experts/ada_edits' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 3 },
    });
    expect(ld?.offers).toEqual([
      expect.objectContaining({ '@type': 'Offer', price: 300, priceCurrency: 'INR' }),
      expect.objectContaining({ '@type': 'Offer', price: 600, priceCurrency: 'INR' }),
      expect.objectContaining({ '@type': 'Offer', price: 1200, priceCurrency: 'INR' }),
    ]);
    expect(res.body).toContain(PAGE_FRAME);
  });

  it('preloads a gig page’s API answer and its route scripts (page, contract and their imports), after the entry and without the entry’s own', async () => {
    const res = await page(`/gigs/${d.gigs.premiereTitle}`);
    const head = headOf(res.body);
    expect(head).toContain(`<link rel="preload" as="fetch" href="/api/public/gigs/${d.gigs.premiereTitle}" crossorigin="anonymous">`);
    const preloads = [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloads.sort()).toEqual([CONTRACT_CHUNK, GIG_PAGE_CHUNK, SCHEMA_CHUNK].sort());
    expect(preloads).not.toContain(SHARED_WITH_ENTRY_CHUNK);
    expect(head).toContain(`<link rel="preload" as="style" crossorigin href="${GIG_PAGE_STYLES}">`);
    expect(head.indexOf(`src="${HASHED_ASSET}"`)).toBeLessThan(head.indexOf(GIG_PAGE_CHUNK));
    const expert = headOf((await page('/experts/ada_edits')).body);
    expect(expert).toContain('<link rel="preload" as="fetch" href="/api/public/experts/ada_edits" crossorigin="anonymous">');
    expect(expert).toContain(`<link rel="modulepreload" crossorigin href="${CONTRACT_CHUNK}">`);
    expect(headOf((await page('/')).body)).not.toContain('modulepreload');
    // A catalogue page calls no API as it opens: no contract, no API answer preloaded.
    const figma = headOf((await page('/categories/software/ui-ux-prototyping/figma')).body);
    expect(figma).not.toContain(CONTRACT_CHUNK);
    expect(figma).not.toContain('as="fetch"');
    expect(headOf((await page('/gigs/no-such-gig')).body)).not.toContain('modulepreload');
  });

  it('writes an expert page’s head with a Person', async () => {
    const res = await page('/experts/ADA_EDITS');
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head).toContain('<title>Ada Edits | Qurious</title>');
    expect(head).toContain('<link rel="canonical" href="https://qurious.example/experts/ada_edits">');
    expect(metaContent(head, 'og:type')).toBe('profile');
    expect(jsonLdOf(head)[0]).toMatchObject({ '@type': 'Person', name: 'Ada Edits', knowsAbout: ['Video Editing', 'Visual Studio Code'], knowsLanguage: ['English'] });
  });

  it('writes catalogue, search and home heads, and noindex on private pages', async () => {
    const figma = headOf((await page('/categories/software/ui-ux-prototyping/figma')).body);
    expect(figma).toContain('<title>Figma | Qurious</title>');
    expect(figma).toContain('<link rel="canonical" href="https://qurious.example/categories/software/ui-ux-prototyping/figma">');
    expect(metaContent(figma, 'og:description')).toMatch(/Figma/);
    const search = headOf((await page('/search/gigs?keyword=react%20hooks&page=2')).body);
    expect(search).toContain('<title>Experts for react hooks | Qurious</title>');
    expect(search).toContain('<link rel="canonical" href="https://qurious.example/search/gigs?keyword=react%20hooks">');
    const home = await page('/');
    expect(headOf(home.body)).toContain('<title>Qurious: find experts by software or skill</title>');
    expect(jsonLdOf(home.body)[0]).toMatchObject({ '@type': 'WebSite' });
    expect(home.body).toContain(HOME_FRAME);
    for (const url of ['/dashboard', '/wallet', '/settings', '/messages', '/messages/x', '/become_expert/personal_info', `/users/ada_edits/manage_gigs/new`, '/users/ada_edits/orders', '/bookings/x']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(headOf(res.body), url).toContain('<meta name="robots" content="noindex">');
      expect(headOf(res.body), url).not.toContain('og:title');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('serves the Terms of Service, the Privacy Policy and the Pro pages as public pages with their own title, canonical and the shared frame', async () => {
    const pages = [
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
      ['/pro', 'Qurious Pro'],
      ['/pro/pricing', 'Pro pricing'],
      ['/pro/benefits', 'Pro benefits'],
    ] as const;
    for (const [path, title] of pages) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      const head = headOf(res.body);
      expect(head).toContain(`<title>${title} | Qurious</title>`);
      expect(head).toContain(`<link rel="canonical" href="https://qurious.example${path}">`);
      expect(head).not.toContain('noindex');
      expect(res.body).toContain(PAGE_FRAME);
    }
  });

  it('keeps hostile gig titles and expert names as text, in the title, the meta tags and the JSON-LD', async () => {
    await t.db.kysely.updateTable('gigs').set({ title: HOSTILE, description: `"><img src=x onerror=alert(2)> ${HOSTILE}` }).where('id', '=', d.gigs.react).execute();
    await t.db.kysely.updateTable('expert_profiles').set({ display_name: HOSTILE }).where('id', '=', d.experts.chen.expertId).execute();
    for (const url of [`/gigs/${d.gigs.react}`, '/experts/chen_codes']) {
      const res = await page(url);
      const head = headOf(res.body);
      expect(head, url).not.toContain('<script>alert');
      expect(head, url).not.toContain('<img');
      expect(head, url).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Qurious</title>');
      expect(head.match(/<title>/g), url).toHaveLength(1);
      const lds = jsonLdOf(head);
      expect(lds, url).toHaveLength(1);
      expect(JSON.stringify(lds[0]), url).toContain(HOSTILE);
    }
    const search = headOf((await page(`/search/gigs?keyword=${encodeURIComponent(HOSTILE)}`)).body);
    expect(search).not.toContain('<script>alert');
  });

  it('answers unknown paths, unknown catalogue items and gigs or experts that are not public with the not-found page and 404', async () => {
    for (const url of ['/no/such/page', `/gigs/${d.gigs.inactive}`, '/gigs/no-such-gig', '/experts/nobody_here', '/categories/software/ui-ux-prototyping/premiere-pro', '/categories/domain/nope']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(headOf(res.body), url).toContain('<title>Page not found | Qurious</title>');
      expect(headOf(res.body), url).toContain('noindex');
      expect(res.body, url).toContain('<div id="root">');
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/no-such-route', headers: HTML });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('looks a gig up once and answers from its cache after that (the database is not read again)', async () => {
    const url = `/gigs/${d.gigs.motion}`;
    const first = await page(url);
    expect(first.body).toContain('<title>After Effects motion graphics for product launches | Qurious</title>');
    await t.db.kysely.updateTable('gigs').set({ title: 'Renamed after the first visit' }).where('id', '=', d.gigs.motion).execute();
    for (let i = 0; i < 5; i++) expect((await page(url)).body).toBe(first.body);
  });
});

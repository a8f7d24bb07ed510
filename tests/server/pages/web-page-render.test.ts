import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATE_SCRIPTS_ELEMENT_ID, LATE_SCRIPTS_LOADER, type LateScripts } from '#server/pages/late-scripts';
import { ssrDirOf } from '#server/pages/ssr-dir';
import { PAGE_DATA_ELEMENT_ID, SIGNED_IN_COOKIE } from '#shared/domain/page-data';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createSearchData, type SearchData } from '../../helpers/search-data';
import { fakeServerRenders, fakeWebBuild, GIG_PAGE_CSS, GIG_PAGE_STYLES, HASHED_ASSET, PAGE_FRAME } from '../../helpers/web-build';

/**
 * Public pages rendered by the server with their content, from the API answers they ask
 * for, which travel in the page for the client to start from; kept a while per URL.
 */
const HTML = { accept: 'text/html' };
const HOSTILE = '</script><script>alert(1)</script><!--';

let t: TestApp;
let d: SearchData;
let web: string;
beforeAll(async () => {
  web = fakeWebBuild({ ssr: true });
  t = await createTestApp({ WEB_DIR: web });
  d = await createSearchData(t);
});
afterAll(async () => {
  await t?.close();
  rmSync(web, { recursive: true, force: true });
  rmSync(ssrDirOf(web), { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: HTML });
/** A page asked for by a browser that keeps a session: sent with its frame, drawn by the client. */
const signedInPage = (url: string) => t.app.inject({ method: 'GET', url, headers: { ...HTML, cookie: `${SIGNED_IN_COOKIE}=1` } });
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];
const DATA_SCRIPT = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`);
const lateScriptsOf = (html: string): LateScripts | undefined => {
  const text = new RegExp(`<script type="application/json" id="${LATE_SCRIPTS_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as LateScripts);
};
const pageDataOf = (html: string): unknown => {
  const text = DATA_SCRIPT.exec(html)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
};

describe(`pages rendered by the server on ${testDbKind()}`, () => {
  it('renders a gig page from its API answer and inlines that answer under the page’s query key', async () => {
    const res = await page(`/gigs/${d.gigs.premiereTitle}`);
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe(`<main data-rendered="/gigs/${d.gigs.premiereTitle}">Premiere Pro editing for your YouTube channel</main>`);
    const answer = await t.app.inject({ method: 'GET', url: `/api/public/gigs/${d.gigs.premiereTitle}` });
    expect(pageDataOf(res.body)).toEqual({ [JSON.stringify(['publicGig', d.gigs.premiereTitle])]: answer.json() });
    // The head is the server's as before, but for the answer (in the page, not fetched) and the route's
    // styles, in the HTML so the content is painted styled at once.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<title>Premiere Pro editing for your YouTube channel | Qurious</title>');
    expect(head).not.toContain('rel="preload" as="fetch"');
    expect(head).toContain(`<style>${GIG_PAGE_CSS}\n</style>`);
    expect(head).not.toContain(GIG_PAGE_STYLES);
    // The scripts only make the content interactive: asked for once it is painted, the route's with the entry's.
    expect(res.body).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const scripts = lateScriptsOf(res.body);
    expect(scripts?.entry).toBe(HASHED_ASSET);
    expect(scripts?.preloads).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/GigPage-/)]));
    expect(res.body.indexOf(LATE_SCRIPTS_LOADER)).toBeGreaterThan(res.body.indexOf(`id="${LATE_SCRIPTS_ELEMENT_ID}"`));
    expect(res.body.indexOf(LATE_SCRIPTS_LOADER)).toBeLessThan(res.body.indexOf('</body>'));
  });

  it('keeps a render a while per URL: the same page again is not rendered again', async () => {
    const url = `/gigs/${d.gigs.motion}`;
    const first = await page(url);
    const renders = fakeServerRenders();
    const again = await page(url);
    expect(fakeServerRenders()).toBe(renders);
    expect(again.body).toBe(first.body);
    await page(`${url}?ref=x`);
    expect(fakeServerRenders()).toBe(renders + 1);
  });

  it('writes the answers as JSON that cannot end its script, whatever the text holds', async () => {
    await t.db.kysely.updateTable('gigs').set({ title: HOSTILE }).where('id', '=', d.gigs.react).execute();
    const res = await page(`/gigs/${d.gigs.react}`);
    const script = DATA_SCRIPT.exec(res.body)?.[1] ?? '';
    expect(script).not.toMatch(/<|>/);
    expect(pageDataOf(res.body)).toEqual({ [JSON.stringify(['publicGig', d.gigs.react])]: expect.objectContaining({ gig: expect.objectContaining({ title: HOSTILE }) }) });
    expect(res.body.match(/<script>alert/g)).toBeNull();
  });

  it('keeps the frame (no content, no answers) for a 404, a failed answer and a signed-in visitor', async () => {
    const missing = await page('/gigs/no-such-gig');
    expect(missing.statusCode).toBe(404);
    // A browser that keeps a session gets its pages as before (drawn by the client for that user).
    const signedIn = await t.app.inject({ method: 'GET', url: `/gigs/${d.gigs.premiereTitle}`, headers: { ...HTML, cookie: `a=b; ${SIGNED_IN_COOKIE}=1` } });
    expect(signedIn.statusCode).toBe(200);
    for (const res of [missing, await page('/search/gigs?pageSize=100000'), signedIn, await signedInPage('/about')]) {
      expect(res.body).toContain(`<div id="root">${PAGE_FRAME}</div>`);
      expect(res.body).not.toContain(PAGE_DATA_ELEMENT_ID);
    }
  });

  it('asks for home’s scripts once it is painted too (its frame is the whole page), not for those of a page that waits for them', async () => {
    const home = await page('/');
    expect(home.body).not.toContain('<script type="module"');
    expect(lateScriptsOf(home.body)).toEqual({ entry: HASHED_ASSET, preloads: [] });
    const about = await signedInPage('/about');
    expect(about.body).toContain(`<script type="module" crossorigin src="${HASHED_ASSET}">`);
    expect(lateScriptsOf(about.body)).toBeUndefined();
    expect(about.body).not.toContain(LATE_SCRIPTS_LOADER);
  });

  it('renders a search page from the results the visitor’s query gives', async () => {
    const res = await page('/search/gigs?keyword=premiere');
    expect(rootOf(res.body)).toBe('<main data-rendered="/search/gigs?keyword=premiere">rendered</main>');
    const answer = await t.app.inject({ method: 'GET', url: '/api/gigs/search?keyword=premiere' });
    expect(pageDataOf(res.body)).toEqual({ search: answer.json() });
  });
});

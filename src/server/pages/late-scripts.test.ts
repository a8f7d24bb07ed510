import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { DESKTOP_BRIDGE_GLOBAL } from '#shared/contract/bridge-global';
import { SESSION_TOKEN_STORAGE_KEY, SHOW_LOGIN_PARAM, SIGNED_IN_COOKIE } from '#shared/domain/page-data';
import { deferScripts, LATE_SCRIPTS_ELEMENT_ID, LATE_SCRIPTS_LOADER, REACH_EVENTS, scriptDeferral } from './late-scripts';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <title>Qurious</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="preload" as="image" href="/files/cover.jpg" fetchpriority="high">
    <link rel="modulepreload" crossorigin href="/assets/GigPage-C.js">
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
  </head>
  <body>
    <div id="root"><main><h1>A gig</h1></main></div>
  </body>
</html>`;

const listOf = (html: string): unknown => JSON.parse(new RegExp(`id="${LATE_SCRIPTS_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1] ?? 'null');

describe('a page painted from its HTML asks for its scripts once it is painted', () => {
  it('moves the entry and each modulepreload (once, in order) to a list the loader reads at the end of the body', () => {
    const html = deferScripts(PAGE);
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(listOf(html)).toEqual({ entry: '/assets/index-A.js', preloads: ['/assets/react-B.js', '/assets/GigPage-C.js'] });
    expect(html).toContain('<link rel="preload" as="image" href="/files/cover.jpg" fetchpriority="high">');
    const loader = html.indexOf(`<script>${LATE_SCRIPTS_LOADER}</script>`);
    expect(loader).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(loader).toBeLessThan(html.indexOf('</body>'));
  });

  it('prepares a template once and adds each page’s own head tags, its modulepreloads to the list', () => {
    const page = scriptDeferral(PAGE);
    const html = page?.('<link rel="modulepreload" crossorigin href="/assets/Reviews-D.js"><link rel="stylesheet" href="/assets/GigPage-E.css">') ?? '';
    expect(listOf(html)).toEqual({ entry: '/assets/index-A.js', preloads: ['/assets/react-B.js', '/assets/GigPage-C.js', '/assets/Reviews-D.js'] });
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(html.indexOf('<link rel="stylesheet" href="/assets/GigPage-E.css">')).toBeLessThan(html.indexOf('</head>'));
    expect(page?.('')).toBe(deferScripts(PAGE));
  });

  it('leaves a page without one entry script, or without a body, as it is', () => {
    const noEntry = PAGE.replace(/\s*<script type="module"[^\n]*/, '');
    expect(deferScripts(noEntry)).toBe(noEntry);
    const twoEntries = PAGE.replace('</head>', '<script type="module" src="/assets/other.js"></script></head>');
    expect(deferScripts(twoEntries)).toBe(twoEntries);
    const noBody = PAGE.replace('</body>', '');
    expect(deferScripts(noBody)).toBe(noBody);
  });

  /**
   * Opens `page` in happy-dom, runs the loader, and answers what it added to the head, how many frames
   * it asked for, and how many prefetches the head held as each of its tasks began.
   */
  function openPage(opts: { hidden: boolean; signedIn: false | 'cookie' | 'token' | 'desktop'; search?: string; page?: string }) {
    const window = new Window({ url: `https://qurious.example/gigs/1${opts.search ?? ''}`, settings: { disableJavaScriptFileLoading: true, navigator: { userAgent: 'test' } } });
    const { document } = window;
    document.write(deferScripts(opts.page ?? PAGE).replace(/<script>[^<]*<\/script>/, ''));
    Object.defineProperty(document, 'visibilityState', { value: opts.hidden ? 'hidden' : 'visible' });
    if (opts.signedIn === 'cookie') document.cookie = `${SIGNED_IN_COOKIE}=1`;
    if (opts.signedIn === 'token') window.localStorage.setItem(SESSION_TOKEN_STORAGE_KEY, 'a.token');
    if (opts.signedIn === 'desktop') Object.assign(window, { [DESKTOP_BRIDGE_GLOBAL]: {} });
    let frames = 0;
    const frame = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      frames += 1;
      return frame(callback);
    };
    const added = (selector: string) => [...document.head.querySelectorAll(selector)].map((e) => [e.tagName, e.getAttribute('src') ?? e.getAttribute('href'), e.getAttribute('crossorigin')]);
    const tasks: number[] = [];
    const setTimeout = window.setTimeout.bind(window);
    window.setTimeout = ((callback: () => void) => setTimeout(() => {
      tasks.push(added('link[rel="prefetch"]').length);
      callback();
    }));
    window.eval(LATE_SCRIPTS_LOADER);
    return { window, frames: () => frames, tasks, scripts: () => added('script[type="module"], link[rel="modulepreload"]'), prefetches: () => added('link[rel="prefetch"]') };
  }

  const SCRIPTS = [
    ['SCRIPT', '/assets/index-A.js', ''],
    ['LINK', '/assets/react-B.js', ''],
    ['LINK', '/assets/GigPage-C.js', ''],
  ];

  it('prefetches the scripts after the first frame, or at once in a hidden tab, and runs none of them', async () => {
    for (const hidden of [false, true]) {
      const page = openPage({ hidden, signedIn: false });
      if (!hidden) expect(page.prefetches()).toEqual([]);
      await expect.poll(() => page.prefetches().length).toBe(3);
      expect(page.frames()).toBe(hidden ? 0 : 1);
      expect(page.prefetches().map(([, href, cors]) => [href, cors])).toEqual(SCRIPTS.map(([, href, cors]) => [href, cors]));
      expect(page.scripts()).toEqual([]);
      await page.window.happyDOM.close();
    }
  });

  it('adds the entry, then its modulepreloads, once, when the visitor first reaches for the page', async () => {
    for (const reach of REACH_EVENTS) {
      const page = openPage({ hidden: false, signedIn: false });
      await expect.poll(() => page.prefetches().length).toBe(3);
      expect(page.scripts()).toEqual([]);
      page.window.document.body.dispatchEvent(new page.window.Event(reach, { bubbles: true }));
      expect(page.scripts()).toEqual(SCRIPTS);
      page.window.document.body.dispatchEvent(new page.window.Event('keydown', { bubbles: true }));
      expect(page.scripts()).toEqual(SCRIPTS);
      await page.window.happyDOM.close();
    }
  });

  it('asks for no prefetch once the visitor has reached for the page, and sends the prefetches a few per task', async () => {
    const early = openPage({ hidden: false, signedIn: false });
    early.window.document.body.dispatchEvent(new early.window.Event('pointerdown', { bubbles: true }));
    await expect.poll(() => early.tasks.length).toBeGreaterThan(0);
    expect(early.prefetches()).toEqual([]);
    await early.window.happyDOM.close();

    const many = PAGE.replace('</head>', `${Array.from({ length: 20 }, (_, i) => `<link rel="modulepreload" crossorigin href="/assets/m${i}.js">`).join('')}</head>`);
    const page = openPage({ hidden: true, signedIn: false, page: many });
    await expect.poll(() => page.prefetches().length).toBe(23);
    // Eight in the first task, eight in the next, the last seven in a third.
    expect(page.tasks).toEqual([8, 16]);
    await page.window.happyDOM.close();
  });

  it('runs a signed-in visitor’s scripts after the first frame, without waiting for a reach', async () => {
    // The browser build's cookie says a session is stored; so does the token itself, where the cookie is
    // gone; inside the desktop app (its bridge) the session is in the keychain, out of the page's sight.
    for (const signedIn of ['cookie', 'token', 'desktop'] as const) {
      const page = openPage({ hidden: false, signedIn });
      expect(page.scripts()).toEqual([]);
      await expect.poll(() => page.scripts()).toEqual(SCRIPTS);
      expect(page.frames()).toBe(1);
      expect(page.prefetches()).toEqual([]);
      await page.window.happyDOM.close();
    }
  });

  it('loads the entry Back or Forward goes to while no script runs, and leaves it to the client once one does', async () => {
    for (const reached of [false, true]) {
      const page = openPage({ hidden: false, signedIn: false });
      let reloads = 0;
      Object.defineProperty(page.window.location, 'reload', { value: () => (reloads += 1) });
      if (reached) page.window.document.body.dispatchEvent(new page.window.Event('pointerdown', { bubbles: true }));
      page.window.dispatchEvent(new page.window.Event('popstate'));
      expect(reloads).toBe(reached ? 0 : 1);
      await page.window.happyDOM.close();
    }
  });

  it('runs the scripts of a page asked for with ?showLogin=true after the first frame: the client opens the login at once', async () => {
    const page = openPage({ hidden: false, signedIn: false, search: `?${SHOW_LOGIN_PARAM}=true` });
    await expect.poll(() => page.scripts()).toEqual(SCRIPTS);
    await page.window.happyDOM.close();
  });
});

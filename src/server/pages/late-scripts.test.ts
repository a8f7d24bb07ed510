import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { deferScripts, LATE_SCRIPTS_ELEMENT_ID, LATE_SCRIPTS_LOADER, scriptDeferral } from './late-scripts';

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

  it('adds the entry, then its modulepreloads, after the first frame, or at once in a hidden tab', async () => {
    for (const hidden of [false, true]) {
      const window = new Window({ url: 'https://qurious.example/gigs/1', settings: { disableJavaScriptFileLoading: true, navigator: { userAgent: 'test' } } });
      const { document } = window;
      document.write(deferScripts(PAGE).replace(/<script>[^<]*<\/script>/, ''));
      Object.defineProperty(document, 'visibilityState', { value: hidden ? 'hidden' : 'visible' });
      const added = () => [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')];
      let frames = 0;
      const frame = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => {
        frames += 1;
        return frame(callback);
      };
      window.eval(LATE_SCRIPTS_LOADER);
      if (!hidden) expect(added()).toEqual([]);
      await expect.poll(() => added().length).toBe(3);
      expect(frames).toBe(hidden ? 0 : 1);
      expect(added().map((e) => [e.tagName, e.getAttribute('src') ?? e.getAttribute('href'), e.getAttribute('crossorigin')])).toEqual([
        ['SCRIPT', '/assets/index-A.js', ''],
        ['LINK', '/assets/react-B.js', ''],
        ['LINK', '/assets/GigPage-C.js', ''],
      ]);
      await window.happyDOM.close();
    }
  });
});

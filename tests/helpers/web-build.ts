import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { SSR_ENTRY, ssrDirOf } from '#server/pages/ssr-dir';
import { UI_LANGUAGES, type UiLanguage } from '#shared/domain/ui-language';

export const HASHED_ASSET = '/assets/index-Ab12Cd34.js';
export const HOME_FRAME = '<header class="shell-header">frame</header><main><h1>Home frame</h1></main>';
export const PAGE_FRAME = '<header class="shell-header">frame</header><main></main>';
/** A frame as the fake build drew it in a language (English: HOME_FRAME, PAGE_FRAME). */
export const frameIn = (language: UiLanguage, frame: 'home' | 'page'): string => {
  const english = frame === 'home' ? HOME_FRAME : PAGE_FRAME;
  return language === 'en' ? english : english.replace('>frame<', `>frame (${language})<`);
};
/** The fake build's chunks (manifest.json): the gig page's, one it shares with the entry, the contract's and a schema chunk. */
export const GIG_PAGE_CHUNK = '/assets/GigPage-Gg11Hh22.js';
export const CONTRACT_CHUNK = '/assets/http-Cc33Dd44.js';
export const SCHEMA_CHUNK = '/assets/schemas-Ee55Ff66.js';
export const SHARED_WITH_ENTRY_CHUNK = '/assets/react-Ii77Jj88.js';
export const GIG_PAGE_STYLES = '/assets/GigPage-Ll00.css';
export const GIG_PAGE_CSS = '.gig-page{display:grid}';

const manifest = {
  'index.html': { file: HASHED_ASSET.slice(1), isEntry: true, imports: ['_react-Ii77Jj88.js', '_client-Kk99.js'] },
  '_react-Ii77Jj88.js': { file: SHARED_WITH_ENTRY_CHUNK.slice(1), name: 'react' },
  '_client-Kk99.js': { file: 'assets/client-Kk99.js', name: 'client', dynamicImports: ['_http-Cc33Dd44.js'] },
  '_http-Cc33Dd44.js': { file: CONTRACT_CHUNK.slice(1), name: 'http', imports: ['_schemas-Ee55Ff66.js'] },
  '_schemas-Ee55Ff66.js': { file: SCHEMA_CHUNK.slice(1), name: 'schemas' },
  'src/features/search/pages/GigPage.tsx': { file: GIG_PAGE_CHUNK.slice(1), isDynamicEntry: true, imports: ['_react-Ii77Jj88.js'], css: [GIG_PAGE_STYLES.slice(1)] },
};

/**
 * A fake of the build's server side (out/web-ssr/prerender.mjs): a gig page asks for its API answer
 * and shows the gig's title; a search page asks for its results with the page's own query string;
 * other pages ask for nothing. A page in another language than English names it (data-language).
 * Each render counts in globalThis.fakeServerRenders.
 */
const FAKE_SSR_MODULE = `
export function pageRequests(pathname, search) {
  const gig = /^\\/gigs\\/([^/]+)$/.exec(pathname);
  if (gig) return [{ key: JSON.stringify(['publicGig', gig[1]]), path: '/api/public/gigs/' + gig[1], read: (json) => json }];
  if (pathname === '/search/gigs') return [{ key: 'search', path: '/api/gigs/search' + search, read: (json) => json }];
  return [];
}
export async function renderPage(url, answers, language) {
  globalThis.fakeServerRenders = (globalThis.fakeServerRenders ?? 0) + 1;
  const gig = Object.values(answers)[0]?.gig;
  const named = language === 'en' ? '' : ' data-language="' + language + '"';
  return '<main data-rendered="' + url.replace(/[&"<]/g, '') + '"' + named + '>' + (gig ? gig.title.replace(/&/g, '&amp;').replace(/</g, '&lt;') : 'rendered') + '</main>';
}
`;

/** Renders the fake server side has made so far, in this process. */
export const fakeServerRenders = (): number => (globalThis as { fakeServerRenders?: number }).fakeServerRenders ?? 0;

/**
 * A browser build as Vite and scripts/lib/web-postbuild.ts leave it, small: index.html with the
 * default title and description, a hashed entry with its .br and .gz twins, an unhashed
 * favicon, the pre-rendered frames and Vite's manifest of the chunks; with `ssr`, the server side
 * beside it too (remove `${dir}-ssr` with the build).
 */
export function fakeWebBuild(options: { ssr?: boolean } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'qurious-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta name="description" content="The build default." />',
      '    <title>Qurious</title>',
      `    <script type="module" crossorigin src="${HASHED_ASSET}"></script>`,
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      '  </body>',
      '</html>',
    ].join('\n'),
  );
  const js = `export const app = ${JSON.stringify('x'.repeat(4000))};\n`.repeat(4);
  writeFileSync(join(dir, HASHED_ASSET), js);
  writeFileSync(join(dir, `${HASHED_ASSET}.br`), brotliCompressSync(js));
  writeFileSync(join(dir, `${HASHED_ASSET}.gz`), gzipSync(js));
  writeFileSync(join(dir, GIG_PAGE_STYLES), `${GIG_PAGE_CSS}\n/*# sourceMappingURL=GigPage-Ll00.css.map */`);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const frames = Object.fromEntries(UI_LANGUAGES.map((l) => [l, { home: frameIn(l, 'home'), page: frameIn(l, 'page') }]));
  writeFileSync(join(dir, 'frames.json'), JSON.stringify(frames));
  if (options.ssr) {
    mkdirSync(ssrDirOf(dir));
    writeFileSync(join(ssrDirOf(dir), SSR_ENTRY), FAKE_SSR_MODULE);
  }
  return dir;
}

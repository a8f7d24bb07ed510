import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const HASHED_ASSET = '/assets/index-Ab12Cd34.js';
export const HOME_FRAME = '<header class="shell-header">frame</header><main><h1>Home frame</h1></main>';
export const PAGE_FRAME = '<header class="shell-header">frame</header><main></main>';

/**
 * A browser build as Vite and scripts/prerender-web.ts leave it, small: index.html with the
 * default title and description, a hashed entry with its .br and .gz twins, an unhashed
 * favicon and the pre-rendered frames.
 */
export function fakeWebBuild(): string {
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
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  writeFileSync(join(dir, 'frames.json'), JSON.stringify({ home: HOME_FRAME, page: PAGE_FRAME }));
  return dir;
}

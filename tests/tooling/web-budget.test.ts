import { describe, expect, it } from 'vitest';
import { chunkClosure, initialScripts, type ViteManifest } from '../../scripts/lib/web-budget';

describe('initialScripts (the home page budget)', () => {
  it('lists the entry module and each modulepreload once, and nothing loaded later', () => {
    const html = `<!doctype html><html><head>
      <script type="module" crossorigin src="/assets/index-A.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-B.js">
      <link rel="modulepreload" crossorigin href="/assets/index-A.js">
      <link rel="stylesheet" crossorigin href="/assets/index-C.css">
      <link rel="preload" as="font" href="/assets/font-D.woff2">
      <script src="/legacy-E.js"></script>
    </head></html>`;
    expect(initialScripts(html)).toEqual(['/assets/index-A.js', '/assets/react-B.js']);
  });

  it('finds none in a page without module scripts', () => {
    expect(initialScripts('<html><body></body></html>')).toEqual([]);
  });
});

describe('chunkClosure (the per-route budgets)', () => {
  it('follows static imports once each, and refuses a page missing from the manifest', () => {
    const manifest: ViteManifest = {
      'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-B.js' },
      'src/Page.tsx': { file: 'assets/Page-C.js', imports: ['_react.js', '_zod.js'] },
      '_zod.js': { file: 'assets/zod-D.js', imports: ['_react.js'] },
    };
    expect(chunkClosure(manifest, ['src/Page.tsx'])).toEqual(['/assets/Page-C.js', '/assets/react-B.js', '/assets/zod-D.js']);
    expect(() => chunkClosure(manifest, ['src/Gone.tsx'])).toThrow(/not in the build manifest/);
  });
});

import { describe, expect, it } from 'vitest';
import { initialScripts } from '../../scripts/lib/web-budget';

describe('initialScripts (the home page budget, issue 4)', () => {
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

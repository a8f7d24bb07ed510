import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INLINE_STYLES_MAX_BYTES, inlineEntryStyles } from '../../scripts/lib/web-postbuild';

describe('inlineEntryStyles (the frame painted from the HTML alone)', () => {
  let out: string;
  const page = (links: string) => `<!doctype html><html><head><title>Qurious</title>\n${links}\n</head><body><div id="root"></div></body></html>`;
  const write = (path: string, text: string) => writeFileSync(join(out, path), text);
  const index = () => readFileSync(join(out, 'index.html'), 'utf8');

  beforeEach(() => {
    out = mkdtempSync(join(tmpdir(), 'qurious-postbuild-'));
    mkdirSync(join(out, 'assets'));
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it('puts the entry stylesheet into a <style> in place of its link, without its source map comment', () => {
    write('assets/index-A.css', '.shell{display:flex}.icon{background:url(/assets/i-B.svg)}\n/*# sourceMappingURL=index-A.css.map */\n');
    write('index.html', page('<script type="module" crossorigin src="/assets/index-C.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-A.css">'));
    expect(inlineEntryStyles(out)).toEqual(['assets/index-A.css']);
    const html = index();
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain('<style>.shell{display:flex}.icon{background:url(/assets/i-B.svg)}\n</style>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-C.js"></script>');
  });

  it('keeps the link of a stylesheet too big for every page, or one that could close the <style> early', () => {
    write('assets/big-A.css', `.x{content:"${'a'.repeat(INLINE_STYLES_MAX_BYTES)}"}`);
    write('assets/odd-B.css', '.y{content:"</style><script>alert(1)</script>"}');
    const links = '<link rel="stylesheet" crossorigin href="/assets/big-A.css">\n<link rel="stylesheet" crossorigin href="/assets/odd-B.css">';
    write('index.html', page(links));
    expect(inlineEntryStyles(out)).toEqual([]);
    expect(index()).toBe(page(links));
  });
});

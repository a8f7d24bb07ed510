import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { servedFiles } from './served-files';

describe('servedFiles', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the build files by URL path, without dotfiles, precompressed copies or the server-only files', () => {
    dir = mkdtempSync(join(tmpdir(), 'served-files-'));
    const web = join(dir, 'web');
    for (const sub of ['assets', '.vite', 'fonts']) mkdirSync(join(web, sub), { recursive: true });
    const files = ['index.html', 'frames.json', 'favicon.svg', 'assets/app-1a.js', 'assets/app-1a.js.br', 'assets/app-1a.js.gz', 'assets/index.html', '.vite/manifest.json', '.hidden'];
    for (const file of files) writeFileSync(join(web, file), 'x');
    writeFileSync(join(dir, 'font.woff2'), 'x');
    symlinkSync(join(dir, 'font.woff2'), join(web, 'fonts', 'linked.woff2'));
    expect([...servedFiles(web, ['index.html', 'frames.json'])].sort()).toEqual([
      '/assets/app-1a.js',
      '/assets/index.html',
      '/favicon.svg',
      '/fonts/linked.woff2',
    ]);
  });
});

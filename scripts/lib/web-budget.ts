/**
 * The home page's JavaScript budget (issue 4): what the browser downloads before home is usable —
 * the entry module and its modulepreloads named in the browser build's index.html — gzipped at level 9.
 * Checked by scripts/check-web-budget.ts (npm test) and reported by bench/home.bench.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget for the initial scripts, in gzip bytes (issue 4). */
export const HOME_JS_BUDGET_BYTES = 150 * 1024;

/** Bytes as kilobytes with two decimals. */
export const kb = (bytes: number): number => Math.round((bytes / 1024) * 100) / 100;

/** The scripts index.html makes the browser fetch up front: the entry module and its modulepreloads. */
export function initialScripts(indexHtml: string): string[] {
  const srcs = [...indexHtml.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1] ?? '');
  const preloads = [...indexHtml.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '');
  return [...new Set([...srcs, ...preloads])].filter(Boolean);
}

/** A file's size gzipped at level 9. */
export const gzipBytes = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

export interface InitialScript {
  src: string;
  gzip: number;
}

/** Each initial script of the build in outDir with its gzip size, largest first. */
export function measureInitialScripts(outDir: string): InitialScript[] {
  const index = readFileSync(join(outDir, 'index.html'), 'utf8');
  return initialScripts(index)
    .map((src) => ({ src, gzip: gzipBytes(join(outDir, src)) }))
    .sort((a, b) => b.gzip - a.gzip);
}

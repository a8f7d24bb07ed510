/**
 * npm test, after the browser build: the home page's initial JavaScript (the entry module and its
 * modulepreloads in out/web/index.html, gzip level 9) must fit the budget of issue 4
 * (HOME_JS_BUDGET_BYTES in scripts/lib/web-budget.ts). Prints each file and the total; exits 1 when over.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { HOME_JS_BUDGET_BYTES, kb, measureInitialScripts } from './lib/web-budget';

const outDir = resolve(import.meta.dirname, '..', process.argv[2] ?? 'out/web');
if (!existsSync(join(outDir, 'index.html'))) {
  console.error(`No browser build at ${outDir}: run vite build --config vite.web.config.ts first.`);
  process.exit(1);
}

const files = measureInitialScripts(outDir);
for (const f of files) console.log(`  ${kb(f.gzip).toFixed(2).padStart(8)} KB  ${f.src}`);
const total = files.reduce((sum, f) => sum + f.gzip, 0);
const within = total <= HOME_JS_BUDGET_BYTES;
console.log(`  ${kb(total).toFixed(2).padStart(8)} KB  total gzip of ${files.length} files (budget ${kb(HOME_JS_BUDGET_BYTES)} KB)${within ? '' : ' — OVER BUDGET'}`);
if (!within) process.exit(1);

/**
 * npm test, after the browser build: each budgeted route's JavaScript (ROUTE_BUDGETS in
 * scripts/lib/web-budget.ts: home's entry and modulepreloads, and for search, a gig page and the
 * expert wizard those plus their pages' chunks, gzip level 9) must fit its budget. Prints home's
 * files and each route's total; then each public route's JavaScript evaluated before it is
 * interactive (uncompressed bytes and modules, EVALUATED_BUDGETS), and that the server's render
 * bundle is React's production build; exits 1 when one is over or it is not.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ssrDirOf } from '../src/server/pages/ssr-dir';
import { developmentBuildsIn, kb, MANIFEST_FILE, measureEvaluated, measureInitialScripts, measureRoutes } from './lib/web-budget';

const outDir = resolve(import.meta.dirname, '..', process.argv[2] ?? 'out/web');
if (!existsSync(join(outDir, 'index.html')) || !existsSync(join(outDir, MANIFEST_FILE))) {
  console.error(`No browser build with its manifest at ${outDir}: run vite build --config vite.web.config.ts first.`);
  process.exit(1);
}

for (const f of measureInitialScripts(outDir)) console.log(`  ${kb(f.gzip).toFixed(2).padStart(8)} KB  ${f.src}`);
let over = 0;
for (const r of measureRoutes(outDir)) {
  const within = r.gzip <= r.budget;
  if (!within) over += 1;
  console.log(`  ${kb(r.gzip).toFixed(2).padStart(8)} KB  ${r.route}: ${r.files} files (budget ${kb(r.budget)} KB)${within ? '' : ' — OVER BUDGET'}`);
}
for (const r of measureEvaluated(outDir)) {
  const within = r.bytes <= r.budget.bytes && r.modules <= r.budget.modules;
  if (!within) over += 1;
  console.log(
    `  ${kb(r.bytes).toFixed(2).padStart(8)} KB  ${String(r.modules).padStart(4)} modules evaluated before ${r.route} is interactive (budget ${kb(r.budget.bytes)} KB, ${r.budget.modules} modules)${within ? '' : ' — OVER BUDGET'}`,
  );
}
const development = [...developmentBuildsIn(outDir), ...developmentBuildsIn(ssrDirOf(outDir))];
for (const found of development) console.log(`  a bundle holds a development build: ${found}`);
if (development.length === 0) console.log("  the browser build and the server's render bundle hold only production builds");
if (over > 0 || development.length > 0) process.exit(1);

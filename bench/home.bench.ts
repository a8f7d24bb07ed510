/**
 * The home page's budget: the JavaScript the browser downloads before home is usable
 * (HOME_JS_BUDGET_BYTES in scripts/lib/web-budget.ts), and LCP (≤ 1.0 s) and CLS (≤ 0.05) in
 * headless Chromium against the real server serving a fresh browser build, measured with the web-vitals library inside the page.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startE2eServer } from '../tests/e2e/support/server';
import { gzipBytes, HOME_JS_BUDGET_BYTES, kb, measureInitialScripts } from '../scripts/lib/web-budget';
import { percentile } from './stats';
import { freePort } from '../tests/helpers/ports';
import { chromiumPath } from '../tests/helpers/chromium';
import { BENCH_CHROMIUM_ARGS } from './chromium';

const root = resolve(import.meta.dirname, '..');
const RUNS = 7;

export function buildWeb(outDir: string): void {
  const res = spawnSync('npx', ['vite', 'build', '--config', 'vite.web.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error('The browser build failed.');
}


interface Vitals {
  lcp: number;
  cls: number;
  scripts: string[];
}

const webVitalsSource = readFileSync(join(dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');

/** One cold load of the home page in a fresh context: LCP and CLS as web-vitals reports them. */
async function measureOnce(browser: Browser, baseURL: string): Promise<Vitals> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('response', (r) => {
    // The scripts run, and those prefetched for the visitor's first reach (late-scripts.ts).
    if (r.request().resourceType() === 'script' || /\.js$/.test(new URL(r.url()).pathname)) scripts.push(new URL(r.url()).pathname);
  });
  // web-vitals (its IIFE build) records LCP and CLS from the first byte, in the page itself.
  await page.addInitScript({
    content: `${webVitalsSource};
      window.__vitals = { lcp: -1, cls: 0 };
      webVitals.onLCP((m) => { window.__vitals.lcp = m.value; }, { reportAllChanges: true });
      webVitals.onCLS((m) => { window.__vitals.cls = m.value; }, { reportAllChanges: true });`,
  });
  await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(1000);
  // Hiding the page finalises the metrics, as when a visitor leaves.
  const vitals = await page.evaluate(() => {
    // The page's globals, typed here (the bench compiles without DOM types).
    const g = globalThis as unknown as {
      document: { dispatchEvent(e: Event): boolean };
      __vitals: { lcp: number; cls: number };
    };
    Object.defineProperty(g.document, 'visibilityState', { value: 'hidden', configurable: true });
    g.document.dispatchEvent(new Event('visibilitychange'));
    return g.__vitals;
  });
  await context.close();
  return { ...vitals, scripts };
}

export async function run(): Promise<Record<string, number | string>> {
  // HOME_BENCH_WEB_DIR measures an existing browser build instead of building one.
  const given = process.env.HOME_BENCH_WEB_DIR;
  const outDir = given ? resolve(given) : mkdtempSync(join(tmpdir(), 'qurious-bench-web-'));
  const saved = process.env.E2E_WEB_DIR;
  let server: Awaited<ReturnType<typeof startE2eServer>> | null = null;
  let browser: Browser | null = null;
  try {
    if (!given) buildWeb(outDir);
    const initialGzip = measureInitialScripts(outDir).reduce((sum, f) => sum + f.gzip, 0);

    process.env.E2E_WEB_DIR = outDir;
    server = await startE2eServer(await freePort(), { LOG_LEVEL: 'silent' });
    browser = await chromium.launch({ executablePath: chromiumPath(), args: [...BENCH_CHROMIUM_ARGS] });
    await measureOnce(browser, server.baseURL); // warm-up: server and OS caches
    const runs: Vitals[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(browser, server.baseURL));

    const loaded = [...new Set(runs.flatMap((r) => r.scripts))].filter((p) => p.startsWith('/assets/'));
    const loadedGzip = loaded.reduce((sum, p) => sum + gzipBytes(join(outDir, p)), 0);
    const lcps = runs.map((r) => r.lcp);
    const cls = Math.max(...runs.map((r) => r.cls));
    return {
      'home JS before usable, gzip KB (entry + modulepreload)': kb(initialGzip),
      'home JS fetched by network idle, gzip KB': kb(loadedGzip),
      'home JS files fetched': loaded.length,
      'home JS budget, gzip KB': kb(HOME_JS_BUDGET_BYTES),
      'home LCP p50 ms': Math.round(percentile(lcps, 50)),
      'home LCP p95 ms': Math.round(percentile(lcps, 95)),
      'home LCP budget ms': 1000,
      'home CLS max': Math.round(cls * 1000) / 1000,
      'home CLS budget': 0.05,
      'machine load average (1 min) during the run': Math.round((loadavg()[0] ?? 0) * 100) / 100,
      'home within budget': initialGzip <= HOME_JS_BUDGET_BYTES && loadedGzip <= HOME_JS_BUDGET_BYTES && percentile(lcps, 95) <= 1000 && cls <= 0.05 ? 'yes' : 'NO',
    };
  } finally {
    await browser?.close();
    await server?.close();
    if (saved === undefined) delete process.env.E2E_WEB_DIR;
    else process.env.E2E_WEB_DIR = saved;
    if (!given) rmSync(outDir, { recursive: true, force: true });
  }
}

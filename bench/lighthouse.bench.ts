/**
 * `npm run bench -- lighthouse`: Lighthouse in its default mobile mode (the npm
 * package driving Debian's Chromium) on home, a category page, search results, a gig page and an
 * expert page of the demo marketplace, served by the real server; the median of 3 runs each.
 * LIGHTHOUSE_WEB_DIR measures an existing browser build (e.g. one of main, for a before/after
 * table) instead of building one. Bounded: each load waits at most 45 s and the whole run stops
 * starting new audits after LIGHTHOUSE_DEADLINE_S (default 900 s) once every page has one run.
 * LIGHTHOUSE_RUNS sets the runs per page (3).
 * LIGHTHOUSE_PAGES=home,gig measures only the pages whose names hold one of those words;
 * LIGHTHOUSE_MORE_PAGES=1 adds a skill, a software domain, help and Pro; LIGHTHOUSE_LANGUAGES=ar,ko
 * measures the pages in those languages, at their URLs (English alone by default).
 * LIGHTHOUSE_REPORT_DIR keeps each run's whole report.
 * LIGHTHOUSE_CPU_SLOWDOWN sets the CPU slowdown (default: Lighthouse's 4x); `calibrated` takes the one
 * that makes this machine the default mode's phone (#bench/lighthouse/calibration), from a first
 * audit of the first page that is not counted. Every run reports the host's benchmark index.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { ssrDirOf } from '#server/pages/ssr-dir';
import { runSeeders } from '#server/seed/index';
import { startE2eServer } from '../tests/e2e/support/server';
import { freePort } from '../tests/helpers/ports';
import { chromiumPath } from '../tests/helpers/chromium';
import { BENCH_CHROMIUM_ARGS } from './chromium';
import { audit, median, medianOf, type AuditFigures } from './lighthouse/audit';
import { benchPages, inLanguages, MORE_PAGES } from './lighthouse/pages';
import { compressionCost } from './lighthouse/compression-cost';
import { SLOW_HOST_BENCHMARK_INDEX, slowdownFor, slowdownSetting } from './lighthouse/calibration';

const root = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const MAX_WAIT_MS = 45_000;
const DEADLINE_MS = Number(process.env.LIGHTHOUSE_DEADLINE_S ?? 900) * 1000;

function buildWeb(outDir: string): void {
  const res = spawnSync('npx', ['vite', 'build', '--config', 'vite.web.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) throw new Error('The browser build failed.');
}

/** LIGHTHOUSE_REPORT_DIR keeps every run's whole Lighthouse report there (JSON), to read the audits behind a score. */
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR ? resolve(process.env.LIGHTHOUSE_REPORT_DIR) : null;

const kb = (bytes: number): string => `${Math.round(bytes / 1024)} KB`;

const row = (name: string, m: AuditFigures): string =>
  `| ${name} | ${m.performance} | ${(m.lcpMs / 1000).toFixed(1)} s | ${(m.fcpMs / 1000).toFixed(1)} s | ${m.tbtMs} ms | ${m.cls} | ${m.accessibility} | ${m['best-practices']} | ${m.seo} | ${kb(m.wireBytes)} (${kb(m.decodedBytes)} uncompressed, ${m.requests} requests) |`;

export async function run(): Promise<Record<string, number | string>> {
  const started = Date.now();
  const loadAtStart = loadavg()[0] ?? 0;
  const given = process.env.LIGHTHOUSE_WEB_DIR;
  const outDir = given ? resolve(given) : mkdtempSync(join(tmpdir(), 'qurious-bench-lh-'));
  const saved = process.env.E2E_WEB_DIR;
  // Lighthouse can reject a protocol timer after it gave up on a run (PROTOCOL_TIMEOUT on a loaded
  // machine): recorded, so the other pages are still measured instead of the process dying.
  const stray: string[] = [];
  const onStray = (reason: unknown) => stray.push(reason instanceof Error ? reason.message : String(reason));
  process.on('unhandledRejection', onStray);
  let server: Awaited<ReturnType<typeof startE2eServer>> | null = null;
  let browser: Browser | null = null;
  try {
    if (!given) buildWeb(outDir);
    if (reportDir) mkdirSync(reportDir, { recursive: true });
    process.env.E2E_WEB_DIR = outDir;
    server = await startE2eServer(await freePort(), { LOG_LEVEL: 'silent' });
    await runSeeders(server.deps, () => undefined);
    const only = (process.env.LIGHTHOUSE_PAGES ?? '').split(',').map((x) => x.trim().toLowerCase()).filter(Boolean);
    const all = [...(await benchPages(server.deps)), ...(process.env.LIGHTHOUSE_MORE_PAGES === '1' ? MORE_PAGES : [])];
    const pages = inLanguages(all, process.env.LIGHTHOUSE_LANGUAGES).filter((p) => only.length === 0 || only.some((x) => p.name.toLowerCase().includes(x)));
    const port = await freePort();
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [...BENCH_CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    });
    const figures: Record<string, number | string> = {};
    const setting = slowdownSetting(process.env.LIGHTHOUSE_CPU_SLOWDOWN);
    let cpuSlowdown = setting === 'calibrated' ? undefined : setting;
    if (setting === 'calibrated' && pages[0]) {
      const first = await audit(server.baseURL + pages[0].path, port, MAX_WAIT_MS);
      cpuSlowdown = slowdownFor(first.benchmarkIndex);
      figures['benchmark index of the calibrating run'] = first.benchmarkIndex;
    }
    figures['CPU slowdown'] = cpuSlowdown === undefined ? "4 (Lighthouse's default)" : cpuSlowdown;
    const indexes: number[] = [];
    const table = ['| page | performance | LCP | first paint | TBT | CLS | accessibility | best practices | SEO | first visit on the wire |', '|---|---|---|---|---|---|---|---|---|---|'];
    for (const p of pages) {
      const runs: AuditFigures[] = [];
      const failures: string[] = [];
      // A run Lighthouse itself gives up on (NO_NAVSTART and the like, on a loaded machine) is tried again, twice at most.
      // Past the deadline a page still gets its one run, so every page has its row.
      for (let i = 0; runs.length < RUNS && i < RUNS + 2 && (runs.length === 0 || Date.now() - started < DEADLINE_MS); i++) {
        try {
          const saveAs = reportDir ? join(reportDir, `${p.name.replace(/\W+/g, '-')}-${i + 1}.json`) : undefined;
          runs.push(await audit(server.baseURL + p.path, port, MAX_WAIT_MS, { saveAs, cpuSlowdown }));
        } catch (err) {
          failures.push(err instanceof Error ? err.message : String(err));
        }
      }
      if (failures.length > 0) figures[`${p.name}: failed runs`] = failures.join(' | ');
      if (runs.length === 0) {
        figures[p.name] = 'not measured: every run failed';
        continue;
      }
      const m = medianOf(runs);
      indexes.push(...runs.map((r) => r.benchmarkIndex));
      table.push(row(p.name, m));
      figures[`${p.name}: runs`] = runs.length;
      figures[`${p.name}: performance (median)`] = m.performance;
      figures[`${p.name}: LCP ms`] = m.lcpMs;
      figures[`${p.name}: first contentful paint ms`] = m.fcpMs;
      figures[`${p.name}: total blocking time ms`] = m.tbtMs;
      figures[`${p.name}: main thread's tasks, wall ms`] = m.mainThreadWallMs;
      figures[`${p.name}: main thread's tasks, CPU ms`] = m.mainThreadCpuMs;
      figures[`${p.name}: blocking time from the tasks' CPU time ms`] = m.blockingFromCpuMs;
      figures[`${p.name}: CLS`] = m.cls;
      figures[`${p.name}: accessibility`] = m.accessibility;
      figures[`${p.name}: best practices`] = m['best-practices'];
      figures[`${p.name}: SEO`] = m.seo;
      figures[`${p.name}: bytes on the wire KB`] = Math.round(m.wireBytes / 1024);
      figures[`${p.name}: the same bytes uncompressed KB`] = Math.round(m.decodedBytes / 1024);
      figures[`${p.name}: requests`] = m.requests;
      if (m.failing.length > 0) figures[`${p.name}: audits below full score`] = m.failing.join(' ');
    }
    console.log(`\n${table.join('\n')}\n`);
    if (indexes.length > 0) {
      const hostIndex = median(indexes);
      figures['host benchmark index (median of the runs; Lighthouse warns below 1000)'] = hostIndex;
      figures["CPU slowdown that would make this host the default mode's phone"] = slowdownFor(hostIndex);
      if (hostIndex < SLOW_HOST_BENCHMARK_INDEX) figures['host warning'] = 'slower than Lighthouse expects: its scores here understate the page';
    }
    Object.assign(figures, await compressionCost(server.baseURL));
    if (stray.length > 0) figures['Lighthouse errors outside a run'] = stray.join(' | ');
    figures['machine load average (1 min) at the start'] = Math.round(loadAtStart * 100) / 100;
    figures['machine load average (1 min) at the end'] = Math.round((loadavg()[0] ?? 0) * 100) / 100;
    figures['machine cores'] = availableParallelism();
    return figures;
  } finally {
    process.off('unhandledRejection', onStray);
    await browser?.close();
    await server?.close();
    if (saved === undefined) delete process.env.E2E_WEB_DIR;
    else process.env.E2E_WEB_DIR = saved;
    if (!given) {
      rmSync(outDir, { recursive: true, force: true });
      rmSync(ssrDirOf(outDir), { recursive: true, force: true });
    }
  }
}

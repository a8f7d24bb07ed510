/**
 * `npm run bench -- main-thread`: how much work each public page gives a phone's main thread, in a
 * figure that waiting for a core does not change. Each page is loaded in Chromium (a fresh context:
 * no cache, as a first visit) from the real server with the demo marketplace, until it is loaded
 * and quiet for 1.5 s, then reached for (a pointer's move) until it says it is interactive and quiet
 * for 1.5 s again; its renderer main thread's tasks are read from the trace by their CPU time, the
 * load's apart from the takeover's. The blocking time is Lighthouse's rule (each task after the first contentful
 * paint counts its part past 50 ms) on the CPU time slowed by a fixed factor, MAIN_THREAD_SLOWDOWN
 * (4, Lighthouse's default mobile phone), as Lighthouse's simulation slows the tasks it observed.
 * The median of MAIN_THREAD_RUNS runs (3) per page; MAIN_THREAD_PAGES=gig,expert picks pages;
 * MAIN_THREAD_LANGUAGES=ar,ko measures them in those languages (English alone by default).
 * MAIN_THREAD_DETAIL=1 prints each run's tasks of 5 ms or more with what they did (the trace's
 * events and, with MAIN_THREAD_PROFILE=1, the functions the JS sampling profiler found in them).
 */
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { runSeeders } from '#server/seed/index';
import { startE2eServer } from '../tests/e2e/support/server';
import { freePort } from '../tests/helpers/ports';
import { chromiumPath } from '../tests/helpers/chromium';
import { BENCH_CHROMIUM_ARGS } from './chromium';
import { benchPages, inLanguages, MORE_PAGES } from './lighthouse/pages';
import { loadPage, type PageLoad } from './main-thread/profile';
import { median } from './lighthouse/audit';

const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 3);
const SLOWDOWN = Number(process.env.MAIN_THREAD_SLOWDOWN ?? 4);
const LONG_TASK_MS = 50;
const DETAIL = process.env.MAIN_THREAD_DETAIL === '1';
const PROFILE = process.env.MAIN_THREAD_PROFILE === '1';


interface Figures {
  cpuMs: number;
  blockingMs: number;
  longestMs: number;
  tasksOver50: number;
  takeoverCpuMs: number;
  takeoverLongestMs: number;
}

/**
 * The load's figures come from its tasks before the visitor's first reach (what Lighthouse's total
 * blocking time sees: it never reaches for the page); the takeover's from the tasks after it (what
 * the visitor's first gesture waits on, at most).
 */
function figuresOf(load: PageLoad): Figures {
  const loading = load.tasks.filter((t) => !t.afterReach);
  const takeover = load.tasks.filter((t) => t.afterReach);
  const slowed = loading.filter((t) => t.afterFirstPaint).map((t) => t.cpuMs * SLOWDOWN);
  return {
    cpuMs: loading.reduce((s, t) => s + t.cpuMs, 0),
    blockingMs: slowed.reduce((s, ms) => s + Math.max(0, ms - LONG_TASK_MS), 0),
    longestMs: Math.max(0, ...slowed),
    tasksOver50: slowed.filter((ms) => ms > LONG_TASK_MS).length,
    takeoverCpuMs: takeover.reduce((s, t) => s + t.cpuMs, 0),
    takeoverLongestMs: Math.max(0, ...takeover.map((t) => t.cpuMs * SLOWDOWN)),
  };
}

function printTasks(name: string, load: PageLoad): void {
  console.log(`\n  ${name}: first contentful paint at ${load.firstPaintMs.toFixed(0)} ms`);
  for (const t of load.tasks.filter((x) => x.cpuMs >= 5)) {
    console.log(`    ${t.startMs.toFixed(0).padStart(5)} ms  CPU ${t.cpuMs.toFixed(1).padStart(5)} ms${t.afterFirstPaint ? '' : ' (before paint)'}${t.afterReach ? ' (takeover)' : ''}  ${t.parts.join(', ')}`);
    for (const f of t.top.slice(0, 5)) console.log(`             ${f}`);
  }
}

export async function run(): Promise<Record<string, number | string>> {
  process.env.E2E_WEB_DIR = resolve(process.env.E2E_WEB_DIR ?? 'out/web');
  const server = await startE2eServer(await freePort(), { LOG_LEVEL: 'silent' });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...BENCH_CHROMIUM_ARGS] });
  try {
    await runSeeders(server.deps, () => undefined);
    const only = (process.env.MAIN_THREAD_PAGES ?? '').split(',').map((x) => x.trim().toLowerCase()).filter(Boolean);
    const pages = inLanguages([...(await benchPages(server.deps)), ...MORE_PAGES], process.env.MAIN_THREAD_LANGUAGES).filter((p) => only.length === 0 || only.some((x) => p.name.toLowerCase().includes(x)));
    const figures: Record<string, number | string> = { 'CPU slowdown applied to the tasks': SLOWDOWN };
    for (const p of pages) {
      const url = server.baseURL + p.path;
      // A first load fills the server's render cache, as a page a visitor follows a link to usually is.
      await loadPage(browser, url, { slowdown: 1, quietMs: 200, timeoutMs: 60_000, profile: false }).catch(() => undefined);
      const runs: Figures[] = [];
      const failures: string[] = [];
      // A run whose trace lacks the page's paint (a loaded machine drops trace events) is tried again, twice at most.
      for (let i = 0; runs.length < RUNS && i < RUNS + 2; i++) {
        try {
          const load = await loadPage(browser, url, { slowdown: 1, quietMs: 1500, timeoutMs: 60_000, profile: PROFILE });
          if (DETAIL) printTasks(`${p.name}, run ${i + 1}`, load);
          runs.push(figuresOf(load));
        } catch (err) {
          failures.push(err instanceof Error ? err.message : String(err));
        }
      }
      if (failures.length > 0) figures[`${p.name}: failed runs`] = failures.join(' | ');
      if (runs.length === 0) continue;
      figures[`${p.name}: main thread CPU ms`] = Math.round(median(runs.map((r) => r.cpuMs)));
      figures[`${p.name}: blocking time at ${SLOWDOWN}x ms`] = Math.round(median(runs.map((r) => r.blockingMs)));
      figures[`${p.name}: longest task at ${SLOWDOWN}x ms`] = Math.round(median(runs.map((r) => r.longestMs)));
      figures[`${p.name}: tasks over 50 ms at ${SLOWDOWN}x`] = median(runs.map((r) => r.tasksOver50));
      figures[`${p.name}: takeover after the first reach, CPU ms`] = Math.round(median(runs.map((r) => r.takeoverCpuMs)));
      figures[`${p.name}: takeover's longest task at ${SLOWDOWN}x ms`] = Math.round(median(runs.map((r) => r.takeoverLongestMs)));
      console.log(`  ${p.name}: blocking ${figures[`${p.name}: blocking time at ${SLOWDOWN}x ms`]} ms, CPU ${figures[`${p.name}: main thread CPU ms`]} ms (${runs.length} runs)`);
    }
    return figures;
  } finally {
    await browser.close();
    await server.close();
  }
}

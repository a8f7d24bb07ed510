/**
 * One page load in Chromium, read from its trace and a JS sampling profile: the renderer main
 * thread's tasks from navigation until the page is loaded and quiet, then, after the visitor's first
 * reach (a pointer's move: a signed-out visitor's page runs its scripts only then), until the client
 * has taken it over (`<html data-interactive>`) and it is quiet again; each task's CPU time (the
 * trace's thread time, which waiting for a core does not grow), and where the CPU of the long tasks
 * went, by function.
 */
import type { Browser, CDPSession } from '@playwright/test';
import type { TraceEvent } from '../lighthouse/main-thread';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
  startTime: number;
}

export interface Task {
  /** ms from navigation start. */
  startMs: number;
  wallMs: number;
  cpuMs: number;
  afterFirstPaint: boolean;
  /** Run after the visitor first reached for the page: the client's takeover, not the load. */
  afterReach: boolean;
  /** The functions where this task's samples fell, heaviest first ("name file:line share"), when profiled. */
  top: string[];
  /** The trace's events directly under the task, longest first ("name ms"): layout, parsing, a script's evaluation... */
  parts: string[];
}

export interface PageLoad {
  tasks: Task[];
  firstPaintMs: number;
  interactiveMs: number;
}

const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading', 'blink.user_timing', 'navigation'];

const INTERACTIVE_SIGNAL = 'qurious:interactive';
/** The user-timing mark put in the trace just before the first reach. */
const REACH_MARK = 'qurious:reach';

/** Logs the signal once the app marks the page interactive (`<html data-interactive>`, #app/interactive). */
const WATCH_INTERACTIVE = `new MutationObserver(function (r, o) {
  if (document.documentElement && document.documentElement.hasAttribute('data-interactive')) { o.disconnect(); console.log('${INTERACTIVE_SIGNAL}'); }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-interactive'] });`;

/** The trace events that say what a task did (they nest: a script's evaluation holds its compile). */
const PARTS = new Set(['EvaluateScript', 'v8.evaluateModule', 'v8.compile', 'v8.compileModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'FireIdleCallback', 'RunMicrotasks', 'EventDispatch', 'ParseHTML', 'ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'MajorGC', 'MinorGC', 'HitTest', 'XHRReadyStateChange', 'ResourceReceivedData']);

const EMPTY_PROFILE: CpuProfile = { nodes: [], samples: [], timeDeltas: [], startTime: 0 };

const shortUrl = (u: string): string => u.split('/').pop()?.split('?')[0] ?? u;

function selfTimes(profile: CpuProfile): Array<{ ts: number; frame: string }> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const out: Array<{ ts: number; frame: string }> = [];
  let ts = profile.startTime;
  (profile.samples ?? []).forEach((id, i) => {
    ts += profile.timeDeltas?.[i] ?? 0;
    const f = byId.get(id)?.callFrame;
    if (!f) return;
    out.push({ ts, frame: `${f.functionName || '(anonymous)'} ${shortUrl(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}` });
  });
  return out;
}

/** Loads `url` in a fresh page and returns its main thread's tasks; `slowdown` throttles the CPU as DevTools does (1 = none). */
export async function loadPage(browser: Browser, url: string, opts: { slowdown: number; quietMs: number; timeoutMs: number; profile: boolean }): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  try {
    if (opts.slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.slowdown });
    await page.addInitScript(WATCH_INTERACTIVE);
    await browser.startTracing(page, { categories: CATEGORIES });
    if (opts.profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    // The page says when it is interactive through the console, so that no waiting of the test
    // driver's own runs on the thread being measured.
    const interactive = page.waitForEvent('console', { predicate: (m) => m.text() === INTERACTIVE_SIGNAL, timeout: opts.timeoutMs });
    await page.goto(url, { waitUntil: 'load', timeout: opts.timeoutMs });
    // Quiet: the page's late work (idle callbacks, the scripts' prefetches) is part of the load.
    await page.waitForTimeout(opts.quietMs);
    await page.evaluate((mark) => performance.mark(mark), REACH_MARK);
    await page.mouse.move(5, 5);
    await interactive;
    await page.waitForTimeout(opts.quietMs);
    const profile: CpuProfile = opts.profile ? (await cdp.send('Profiler.stop')).profile : EMPTY_PROFILE;
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return readLoad(trace.traceEvents, profile, url);
  } finally {
    await context.close();
  }
}

function readLoad(events: TraceEvent[], profile: CpuProfile, url: string): PageLoad {
  // The load is the navigation of the first contentful paint (a new tab's about:blank paints none).
  // Its start is the navigation the paint names, or else the first one traced in that process: a
  // page's own same-document navigations are traced as navigations too.
  const fcp = events.filter((e) => e.name === 'firstContentfulPaint').sort((x, y) => x.ts - y.ts)[0];
  const starts = events.filter((e) => e.name === 'navigationStart' && e.pid === fcp?.pid && e.ts <= (fcp?.ts ?? 0)).sort((x, y) => x.ts - y.ts);
  const nav = starts.find((e) => e.args?.data?.navigationId === fcp?.args?.data?.navigationId) ?? starts[0];
  if (!nav || !fcp) throw new Error(`The trace holds no painted navigation to ${url}.`);
  const marks = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X' && e.ts >= nav.ts);
  const reach = events.find((e) => e.name === REACH_MARK && e.pid === nav.pid)?.ts ?? Infinity;
  const samples = selfTimes(profile);
  const tasks = marks
    .filter((e) => e.name === 'RunTask')
    .sort((a, b) => a.ts - b.ts)
    .map((t): Task => {
      const end = t.ts + (t.dur ?? 0);
      const within = samples.filter((s) => s.ts >= t.ts && s.ts < end);
      const perFrame = new Map<string, number>();
      const step = within.length > 0 ? (t.tdur ?? t.dur ?? 0) / 1000 / within.length : 0;
      for (const s of within) perFrame.set(s.frame, (perFrame.get(s.frame) ?? 0) + step);
      const perPart = new Map<string, number>();
      for (const e of marks) {
        if (e === t || e.ts < t.ts || e.ts >= end || !PARTS.has(e.name)) continue;
        const key = `${e.name}${e.args?.data?.url ? ` ${shortUrl(e.args.data.url)}` : ''}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''}`;
        perPart.set(key, (perPart.get(key) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
      }
      const parts = [...perPart.entries()].sort((x, y) => y[1] - x[1]).slice(0, 5).map(([k, ms]) => `${k} ${ms.toFixed(1)}`);
      const top = [...perFrame.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([f, ms]) => `${f} ${ms.toFixed(1)}`);
      return {
        startMs: (t.ts - nav.ts) / 1000,
        wallMs: (t.dur ?? 0) / 1000,
        cpuMs: (t.tdur ?? t.dur ?? 0) / 1000,
        afterFirstPaint: t.ts >= fcp.ts,
        afterReach: t.ts >= reach,
        top,
        parts,
      };
    });
  const interactive = events.find((e) => e.name === 'MarkDOMContent' && e.pid === nav.pid);
  return { tasks, firstPaintMs: (fcp.ts - nav.ts) / 1000, interactiveMs: interactive ? (interactive.ts - nav.ts) / 1000 : NaN };
}

/**
 * One Lighthouse run (the npm package, its default mobile mode: simulated slow 4G and a 4x CPU
 * slowdown) against a Chromium the caller launched with a remote-debugging port, reduced to the
 * figures the table reports.
 */
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { mainThreadLoad, type TraceEvent } from './main-thread';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface AuditFigures {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  /** Largest contentful paint, first contentful paint, total blocking time (ms), layout shift. */
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes transferred on the wire for the whole load (compressed where the server compressed). */
  wireBytes: number;
  /** The same load's bytes as the browser used them (decoded): what the wire would carry uncompressed. */
  decodedBytes: number;
  /** Requests of the whole load. */
  requests: number;
  /** Audits below a full score in the non-performance categories, for the note. */
  failing: string[];
  /** The host's speed as Lighthouse measured it before the run (#bench/lighthouse/calibration). */
  benchmarkIndex: number;
  /**
   * The page's main-thread tasks in the run's trace (#bench/lighthouse/main-thread): their wall and
   * CPU time at the host's speed, and the blocking time their CPU time alone would give (ms; NaN
   * when the trace did not show the page's thread).
   */
  mainThreadWallMs: number;
  mainThreadCpuMs: number;
  blockingFromCpuMs: number;
}

/** Lighthouse's default mobile mode's CPU slowdown. */
const DEFAULT_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

export interface AuditOptions {
  /** A file to keep the whole Lighthouse report (JSON) in, to read its audits; its trace goes beside it (`.trace.json`, for DevTools' Performance panel). */
  saveAs?: string;
  /** The CPU slowdown instead of the default mode's 4x (the network stays the default's slow 4G). */
  cpuSlowdown?: number;
}

/** The rows of the network-requests audit's table (one per request). */
function networkItems(details: unknown): Array<Record<string, unknown>> {
  if (typeof details !== 'object' || details === null || !('items' in details) || !Array.isArray(details.items)) return [];
  return details.items.filter((i): i is Record<string, unknown> => typeof i === 'object' && i !== null);
}

const score = (s: number | null | undefined): number => Math.round((s ?? 0) * 100);

export async function audit(url: string, port: number, maxWaitMs: number, { saveAs, cpuSlowdown }: AuditOptions = {}): Promise<AuditFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    maxWaitForLoad: maxWaitMs,
    ...(cpuSlowdown === undefined ? {} : { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } }),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}.`);
  const { categories, audits, runtimeError } = result.lhr;
  if (saveAs) {
    writeFileSync(saveAs, JSON.stringify(result.lhr, null, 1));
    writeFileSync(saveAs.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
  }
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const num = (id: string): number => Math.round(audits[id]?.numericValue ?? Number.NaN);
  const requests = networkItems(audits['network-requests']?.details);
  const traceEvents: TraceEvent[] = result.artifacts.Trace.traceEvents;
  const thread = mainThreadLoad(traceEvents, result.lhr.finalDisplayedUrl, cpuSlowdown ?? DEFAULT_SLOWDOWN);
  const failing = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
    (categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${c}:${ref.id}`),
  );
  return {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    'best-practices': score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    lcpMs: num('largest-contentful-paint'),
    fcpMs: num('first-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
    wireBytes: num('total-byte-weight'),
    decodedBytes: requests.reduce((sum, r) => sum + (typeof r.resourceSize === 'number' ? r.resourceSize : 0), 0),
    requests: requests.length,
    failing,
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    mainThreadWallMs: thread?.wallMs ?? Number.NaN,
    mainThreadCpuMs: thread?.cpuMs ?? Number.NaN,
    blockingFromCpuMs: thread?.blockingFromCpuMs ?? Number.NaN,
  };
}

/** The median of some figures (the lower middle one of an even count); NaN for none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

/** The median of each figure over runs (each figure on its own, as Lighthouse's docs advise for a table). */
export function medianOf(runs: AuditFigures[]): AuditFigures {
  const med = (pick: (r: AuditFigures) => number): number => median(runs.map(pick));
  return {
    performance: med((r) => r.performance),
    accessibility: med((r) => r.accessibility),
    'best-practices': med((r) => r['best-practices']),
    seo: med((r) => r.seo),
    lcpMs: med((r) => r.lcpMs),
    fcpMs: med((r) => r.fcpMs),
    tbtMs: med((r) => r.tbtMs),
    cls: med((r) => r.cls),
    wireBytes: med((r) => r.wireBytes),
    decodedBytes: med((r) => r.decodedBytes),
    requests: med((r) => r.requests),
    failing: [...new Set(runs.flatMap((r) => r.failing))].sort(),
    benchmarkIndex: med((r) => r.benchmarkIndex),
    mainThreadWallMs: med((r) => r.mainThreadWallMs),
    mainThreadCpuMs: med((r) => r.mainThreadCpuMs),
    blockingFromCpuMs: med((r) => r.blockingFromCpuMs),
  };
}

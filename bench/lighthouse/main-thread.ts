/**
 * How much of the page's main-thread time during a Lighthouse run was the page's own work
 * (the total blocking time on a 2-core host).
 *
 * Lighthouse's simulated throttling takes each main-thread task's wall time and multiplies it by the
 * CPU slowdown. A task's wall time also counts the time its thread waited for a core: on a small
 * host the browser's other processes (its own, the GPU process' software raster, the network service)
 * and the server share the cores with the page. The trace records both times of every task (`dur`,
 * wall; `tdur`, the thread's CPU time); this reads them for the page's renderer main thread, so a
 * figure that grew from waiting can be told from one that grew from work.
 */

/** The fields of a Chrome trace event this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string; navigationId?: string; url?: string; functionName?: string } };
}

export interface MainThreadLoad {
  /** The page's main-thread tasks in all: wall time and the thread's CPU time (ms). */
  wallMs: number;
  cpuMs: number;
  /** Total blocking time as Lighthouse counts it (the tasks that start from first contentful paint on, each past 50 ms once slowed), from wall and from CPU time (ms). */
  blockingFromWallMs: number;
  blockingFromCpuMs: number;
}

const LONG_TASK_MS = 50;

/** The page's renderer main thread: the thread that started the navigation to `url`'s origin. */
function pageThread(events: TraceEvent[], url: string): { pid: number; tid: number; startTs: number } | null {
  const origin = new URL(url).origin;
  const nav = events.find((e) => e.name === 'navigationStart' && (e.args?.data?.documentLoaderURL ?? '').startsWith(origin));
  return nav ? { pid: nav.pid, tid: nav.tid, startTs: nav.ts } : null;
}

/**
 * The main-thread figures of the load of `url` in `events` (a Lighthouse run's trace), with tasks
 * scaled by `slowdown` as the simulation does; null when the trace holds no navigation to it.
 */
export function mainThreadLoad(events: TraceEvent[], url: string, slowdown: number): MainThreadLoad | null {
  const thread = pageThread(events, url);
  if (!thread) return null;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === thread.pid && e.ts >= thread.startTs);
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === thread.pid && e.tid === thread.tid && e.ts >= thread.startTs);
  const blocking = (ms: number): number => Math.max(0, ms * slowdown - LONG_TASK_MS);
  let wall = 0;
  let cpu = 0;
  let fromWall = 0;
  let fromCpu = 0;
  for (const t of tasks) {
    const wallMs = (t.dur ?? 0) / 1000;
    const cpuMs = (t.tdur ?? t.dur ?? 0) / 1000;
    wall += wallMs;
    cpu += cpuMs;
    if (fcp && t.ts >= fcp.ts) {
      fromWall += blocking(wallMs);
      fromCpu += blocking(cpuMs);
    }
  }
  return { wallMs: Math.round(wall), cpuMs: Math.round(cpu), blockingFromWallMs: Math.round(fromWall), blockingFromCpuMs: Math.round(fromCpu) };
}

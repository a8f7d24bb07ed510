import { describe, expect, it } from 'vitest';
import { mainThreadLoad, type TraceEvent } from '../../bench/lighthouse/main-thread';

const URL_ = 'http://127.0.0.1:5500/gigs/1';
const PAGE = { pid: 7, tid: 1 };
const ms = (n: number): number => n * 1000;
const task = (atMs: number, wallMs: number, cpuMs: number, thread = PAGE): TraceEvent => ({ name: 'RunTask', ph: 'X', ...thread, ts: ms(atMs), dur: ms(wallMs), tdur: ms(cpuMs) });

/** A load: the navigation at 0, first contentful paint at 100 ms, and the tasks given. */
const trace = (...tasks: TraceEvent[]): TraceEvent[] => [
  { name: 'navigationStart', ph: 'R', ...PAGE, ts: 0, args: { data: { documentLoaderURL: URL_ } } },
  { name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: ms(100) },
  ...tasks,
];

describe("the bench's reading of the page's main thread in a Lighthouse trace", () => {
  it('adds wall and CPU time of every task, and blocking time (slowed, past 50 ms) of those from first paint on', () => {
    const load = mainThreadLoad(trace(task(10, 40, 30), task(120, 60, 20), task(300, 10, 10)), URL_, 4);
    expect(load).toEqual({
      wallMs: 110,
      cpuMs: 60,
      // After first paint: 60 ms wall → 240 − 50 = 190; 10 ms → 40, under 50. The task before paint does not count.
      blockingFromWallMs: 190,
      // The same tasks by CPU time: 20 → 80 − 50 = 30; 10 → 0.
      blockingFromCpuMs: 30,
    });
  });

  it("counts only the page's thread, and follows the slowdown", () => {
    const other = { pid: 9, tid: 1 };
    const load = mainThreadLoad(trace(task(150, 100, 100, other), task(150, 30, 30)), URL_, 2);
    expect(load).toMatchObject({ wallMs: 30, cpuMs: 30, blockingFromWallMs: 10, blockingFromCpuMs: 10 });
  });

  it('takes the wall time where a task has no CPU time recorded', () => {
    const untimed: TraceEvent = { name: 'RunTask', ph: 'X', ...PAGE, ts: ms(200), dur: ms(30) };
    expect(mainThreadLoad(trace(untimed), URL_, 4)).toMatchObject({ cpuMs: 30, blockingFromCpuMs: 70 });
  });

  it('finds nothing in a trace without a navigation to the page', () => {
    expect(mainThreadLoad(trace(task(150, 60, 60)), 'http://127.0.0.1:9999/', 4)).toBeNull();
  });
});

/**
 * How fast the measuring machine is, as Lighthouse sees it, and the CPU slowdown that would make it
 * the phone Lighthouse's mobile mode stands for (the figures across machines).
 *
 * Lighthouse's default mobile mode slows the CPU 4x whatever the host: that is calibrated for a host
 * whose `benchmarkIndex` (a short JS loop Lighthouse runs before each audit) is about 1,533. On a slower
 * host the same page is measured as if on a slower phone. Lighthouse's throttling guide points to a
 * calculator for the slowdown that matches a host; `slowdownFor` is that calculator's published
 * piecewise-linear table (1,533 → 4x, 1,300 → 3x, 800 → 2x, 150 → 1x; 233 points per x above 1,300),
 * so a run with it measures the intended phone instead of the host.
 */

/** Lighthouse's own threshold below which it warns that the host is slower than it expects. */
export const SLOW_HOST_BENCHMARK_INDEX = 1000;

/** The CPU slowdown that makes a host of this benchmark index the default mobile mode's phone, to 0.1x. */
export function slowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`No slowdown for a benchmark index of ${benchmarkIndex}.`);
  const raw =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : 1 + Math.max(0, benchmarkIndex - 150) / 650;
  return Math.round(raw * 10) / 10;
}

/** LIGHTHOUSE_CPU_SLOWDOWN: a number, or `calibrated` for `slowdownFor` of the host; unset is Lighthouse's default (4x). */
export function slowdownSetting(value: string | undefined): number | 'calibrated' | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'calibrated') return value;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 1 || n > 20) throw new Error(`LIGHTHOUSE_CPU_SLOWDOWN must be a number from 1 to 20 or "calibrated", not "${value}".`);
  return n;
}

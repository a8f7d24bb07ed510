/**
 * The fuzzer at full size: 10,000 requests (fast-check, seed
 * BENCH_FUZZ_SEED or 13; BENCH_FUZZ_COUNT changes the count) across every registered route, from
 * the zod schemas and the hostile corpus of tests/helpers/fuzz-hostile.ts, on SQLite and on
 * PostgreSQL, in-process (app.inject). Fails on any 5xx or any rejection without { message, code }.
 * The server suite runs the same fuzzer with 2,000 requests (tests/server/app/fuzz.test.ts).
 */
import { runFuzz } from '../tests/server/app/fuzz-run';
import { onEachTestApp } from './test-apps';

const COUNT = Number(process.env.BENCH_FUZZ_COUNT ?? 10_000);
const SEED = Number(process.env.BENCH_FUZZ_SEED ?? 13);

export async function run(): Promise<Record<string, number | string>> {
  const failures: string[] = [];
  const out = await onEachTestApp(async (t, kind) => {
    const report = await runFuzz(t, COUNT, SEED);
    failures.push(...report.failures.map((f) => `${kind}: ${f}`));
    return {
      requests: report.sent,
      routes: report.routes.length,
      seconds: report.ms / 1000,
      'requests per second (inject)': report.sent / (report.ms / 1000),
      'by status': [...report.byStatus]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}: ${n}`)
        .join(', '),
      '5xx': [...report.byStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0),
      'problems (5xx or no { message, code })': report.failures.length,
    };
  });
  if (failures.length > 0) {
    for (const [k, v] of Object.entries(out))
      console.log(`  ${k.padEnd(48)} ${typeof v === 'number' ? v.toFixed(2) : v}`);
    throw new Error(`The fuzzer found problems:\n${failures.join('\n')}`);
  }
  return out;
}

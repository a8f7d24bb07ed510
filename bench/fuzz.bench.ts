/**
 * The fuzzer at full size: 10,000 requests (fast-check, seed
 * BENCH_FUZZ_SEED or 13; BENCH_FUZZ_COUNT changes the count) across every registered route, from
 * the zod schemas and the hostile corpus of tests/helpers/fuzz-hostile.ts, on SQLite and on
 * PostgreSQL, in-process (app.inject). Fails on any 5xx or any rejection without { message, code }.
 * The server suite runs the same fuzzer with 2,000 requests (tests/server/app/fuzz.test.ts).
 */
import { createTestApp, type TestApp } from '../tests/helpers/test-app';
import { runFuzz } from '../tests/server/app/fuzz-run';

const COUNT = Number(process.env.BENCH_FUZZ_COUNT ?? 10_000);
const SEED = Number(process.env.BENCH_FUZZ_SEED ?? 13);

export async function run(): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = {};
  const failures: string[] = [];
  const before = process.env.TEST_DB;
  for (const kind of ['sqlite', 'postgres'] as const) {
    process.env.TEST_DB = kind;
    let t: TestApp | null = null;
    try {
      t = await createTestApp();
      const report = await runFuzz(t, COUNT, SEED);
      out[`${kind}: requests`] = report.sent;
      out[`${kind}: routes`] = report.routes.length;
      out[`${kind}: seconds`] = report.ms / 1000;
      out[`${kind}: requests per second (inject)`] = report.sent / (report.ms / 1000);
      out[`${kind}: by status`] = [...report.byStatus]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ');
      out[`${kind}: 5xx`] = [...report.byStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
      out[`${kind}: problems (5xx or no { message, code })`] = report.failures.length;
      failures.push(...report.failures.map((f) => `${kind}: ${f}`));
    } finally {
      await t?.close();
    }
  }
  if (before === undefined) delete process.env.TEST_DB;
  else process.env.TEST_DB = before;
  if (failures.length > 0) {
    for (const [k, v] of Object.entries(out))
      console.log(`  ${k.padEnd(48)} ${typeof v === 'number' ? v.toFixed(2) : v}`);
    throw new Error(`The fuzzer found problems:\n${failures.join('\n')}`);
  }
  return out;
}

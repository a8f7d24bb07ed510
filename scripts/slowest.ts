/**
 * Where the test command's time goes: reads vitest's and Playwright's JSON reports and prints the
 * slowest test files (wall time of each file, as its runner measured it).
 *
 *   tsx scripts/slowest.ts <vitest.json> [playwright.json] [count=8]
 *
 * A missing or unreadable report is skipped with a note: this summary never fails the run.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { z } from 'zod';

const vitestReport = z.object({
  testResults: z.array(z.object({ name: z.string(), startTime: z.number(), endTime: z.number() })),
});

interface PlaywrightSuite {
  file?: string;
  specs?: { tests?: { projectName?: string; results?: { duration?: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}
const playwrightSuite: z.ZodType<PlaywrightSuite> = z.lazy(() =>
  z.object({
    file: z.string().optional(),
    specs: z
      .array(z.object({ tests: z.array(z.object({ projectName: z.string().optional(), results: z.array(z.object({ duration: z.number().optional() })).optional() })).optional() }))
      .optional(),
    suites: z.array(playwrightSuite).optional(),
  }),
);
const playwrightReport = z.object({ suites: z.array(playwrightSuite) });

function readJson(path: string | undefined): unknown {
  if (!path) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    console.log(`  (no report at ${path})`);
    return undefined;
  }
}

function print(title: string, totals: Map<string, number>, count: number): void {
  const sum = [...totals.values()].reduce((a, b) => a + b, 0);
  console.log(`${title}: ${totals.size} files, ${(sum / 1000).toFixed(0)} s summed over files`);
  for (const [file, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
  }
}

function vitestTotals(raw: unknown): Map<string, number> {
  const totals = new Map<string, number>();
  const parsed = vitestReport.safeParse(raw);
  if (!parsed.success) return totals;
  for (const r of parsed.data.testResults) {
    const key = relative(process.cwd(), r.name);
    totals.set(key, (totals.get(key) ?? 0) + (r.endTime - r.startTime));
  }
  return totals;
}

function playwrightTotals(raw: unknown): Map<string, number> {
  const totals = new Map<string, number>();
  const parsed = playwrightReport.safeParse(raw);
  if (!parsed.success) return totals;
  const walk = (suite: PlaywrightSuite, file: string): void => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((a, r) => a + (r.duration ?? 0), 0);
        totals.set(here, (totals.get(here) ?? 0) + ms);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of parsed.data.suites) walk(suite, '');
  return totals;
}

const [vitestPath, playwrightPath, countArg] = process.argv.slice(2);
const count = Number(countArg ?? 8);
const vitest = vitestTotals(readJson(vitestPath));
if (vitest.size > 0) print('Slowest vitest files (the same file on two databases counts twice)', vitest, count);
const playwright = playwrightTotals(readJson(playwrightPath));
if (playwright.size > 0) print('Slowest e2e spec files', playwright, count);

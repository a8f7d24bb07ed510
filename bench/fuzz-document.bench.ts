/**
 * The fuzzer from the API document at full size: at least 20,000 requests (BENCH_FUZZ_DOCUMENT_REQUESTS),
 * the same number for every operation, seed BENCH_FUZZ_SEED or a new one (printed, to run it again),
 * on SQLite and PostgreSQL, in-process. Fails on any 5xx, undocumented status or answer off its schema.
 * The server suite runs it with 50 requests per route (tests/server/api-docs/document-fuzz.test.ts).
 */
import { fuzzFromDocument, type ApiDocument } from '../tests/server/api-docs/document-fuzz-run';
import { onEachTestApp } from './test-apps';

const REQUESTS = Number(process.env.BENCH_FUZZ_DOCUMENT_REQUESTS ?? 20_000);
const SEED = Number(process.env.BENCH_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

export async function run(): Promise<Record<string, number | string>> {
  console.log(`  seed ${SEED} (BENCH_FUZZ_SEED=${SEED} runs it again)`);
  const findings: string[] = [];
  const out = await onEachTestApp(async (t, kind) => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<ApiDocument>();
    const operations = Object.values(document.paths).reduce((n, methods) => n + Object.keys(methods).length, 0) - 1;
    const started = performance.now();
    const report = await fuzzFromDocument(t, document, Math.ceil(REQUESTS / operations), SEED);
    findings.push(...report.findings.map((f) => `${kind}: ${f}`));
    return {
      requests: report.sent,
      operations: report.operations,
      seconds: (performance.now() - started) / 1000,
      'by status': [...report.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', '),
      findings: report.findings.length,
    };
  });
  if (findings.length > 0) throw new Error(`The document fuzzer (seed ${SEED}) found:\n${findings.join('\n')}`);
  return { seed: SEED, ...out };
}

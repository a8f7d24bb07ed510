import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { fuzzFromDocument, type ApiDocument } from './document-fuzz-run';

/** Requests per operation of the document in the test command (`npm run bench -- fuzz-document` runs more). */
const RUNS = 50;
const SEED = 50;

describe('fuzzing every route from the API document', () => {
  let t: TestApp;
  let document: ApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<ApiDocument>();
  });
  afterAll(async () => t.close());

  it(`answers ${RUNS} requests per route as its documents says, as every role, with no 5xx`, async () => {
    const started = performance.now();
    const report = await fuzzFromDocument(t, document, RUNS, SEED);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`document fuzz (seed ${SEED}): ${report.sent} requests over ${report.operations} operations in ${seconds} s; statuses ${JSON.stringify(Object.fromEntries(report.byStatus))}`);
    expect(report.findings).toEqual([]);
    expect(report.sent).toBe(report.operations * RUNS);
    // The generated requests reach the handlers, not only the checks in front of them.
    expect(report.byStatus.get(200) ?? 0).toBeGreaterThan(report.sent / 20);
  }, 300_000);
});

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { createDeps } from '#server/deps';
import { manualClock } from '#server/services/clock';
import { httpContract } from '#shared/contract/http';
import { apiDocumentOf } from '#server/modules/api-docs/routes';
import { COMMITTED_CLIENT_TYPES, COMMITTED_DOCUMENT, COMMITTED_EXAMPLES, clientTypesOf } from './api-document-path';
import { demoExamples } from './lib/api-examples';

/**
 * `npm run api:document` writes the OpenAPI document the server serves to docs/api/openapi.json
 * (an API change then shows in review as a diff of it), its examples taken from the demo marketplace
 * and the client types openapi-typescript makes of it; `-- --check` only says whether all are current.
 * The server is built on a throwaway SQLite database with the demo data and a fixed clock (the same
 * examples on every run), asked for its answers, and its document made with them. Its analytics are
 * written only when the example writer flushes them: a flush on a timer, before or after the expert's
 * analytics are read, made their totals differ from run to run.
 */
/** The moment the examples are taken at: their dates read from it. */
const EXAMPLES_AT = new Date('2026-06-01T09:00:00Z');
const check = process.argv.includes('--check');
const dataDir = mkdtempSync(join(tmpdir(), 'qurious-api-document-'));
const clock = manualClock(EXAMPLES_AT);
const deps = { ...(await createDeps(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIR: join(dataDir, 'no-web'), ANALYTICS_FLUSH_MS: '0' }))), clock };
const app = await buildApp(deps);
try {
  await app.ready();
  const examples = await demoExamples(app, deps, clock.advance);
  const document = apiDocumentOf(app.servedRoutes, examples);
  const paths = (JSON.parse(document) as { paths: Record<string, Record<string, unknown>> }).paths;
  const documented = new Set(Object.entries(paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`)));
  // Every route the server answers under /api but its answers to HEAD and preflights (Fastify adds them).
  const served = [...new Set(app.servedRoutes.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD' && r.method !== 'OPTIONS').map((r) => `${r.method} ${r.url}`))];
  const undocumented = served.filter((r) => !documented.has(r));
  console.log(`Documented ${served.length - undocumented.length} of the ${served.length} API routes served (${Object.keys(httpContract).length} in the contract); examples from the demo data for ${Object.keys(examples).length} routes.`);
  if (undocumented.length > 0) console.log(`Not in the document: ${undocumented.join(', ')}.`);
  const files = [
    [COMMITTED_EXAMPLES, `${JSON.stringify(examples, null, 2)}\n`],
    [COMMITTED_DOCUMENT, document],
    [COMMITTED_CLIENT_TYPES, await clientTypesOf(document)],
  ] as const;
  for (const [file, text] of files) {
    if (check) {
      const current = readFileSync(file, 'utf8') === text;
      console.log(current ? `${file} is current.` : `${file} is stale: run npm run api:document.`);
      if (!current) process.exitCode = 1;
    } else {
      writeFileSync(file, text);
      console.log(`Wrote ${file} (${text.length} characters).`);
    }
  }
} finally {
  await app.close();
  await deps.db.close();
  rmSync(dataDir, { recursive: true, force: true });
}

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { createDeps } from '#server/deps';
import { API_DOCUMENT_PATH } from '#server/modules/api-docs/routes';
import { COMMITTED_DOCUMENT } from './api-document-path';

/**
 * `npm run api:document` writes the OpenAPI document the server serves to docs/api/openapi.json
 * (an API change then shows in review as a diff of it); `-- --check` only says whether it is current.
 * The server is built on a throwaway SQLite database and asked for its document.
 */
const check = process.argv.includes('--check');
const dataDir = mkdtempSync(join(tmpdir(), 'qurious-api-document-'));
const deps = await createDeps(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIR: join(dataDir, 'no-web') }));
const app = await buildApp(deps);
try {
  await app.ready();
  const res = await app.inject({ method: 'GET', url: API_DOCUMENT_PATH });
  if (res.statusCode !== 200) throw new Error(`${API_DOCUMENT_PATH} answered ${res.statusCode}: ${res.body}`);
  if (check) {
    const current = readFileSync(COMMITTED_DOCUMENT, 'utf8') === res.body;
    console.log(current ? `${COMMITTED_DOCUMENT} is current.` : `${COMMITTED_DOCUMENT} is stale: run npm run api:document.`);
    process.exitCode = current ? 0 : 1;
  } else {
    writeFileSync(COMMITTED_DOCUMENT, res.body);
    console.log(`Wrote ${COMMITTED_DOCUMENT} (${res.body.length} characters).`);
  }
} finally {
  await app.close();
  await deps.db.close();
  rmSync(dataDir, { recursive: true, force: true });
}

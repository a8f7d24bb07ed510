import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { createDeps } from '#server/deps';
import { API_DOCUMENT_PATH } from '#server/modules/api-docs/routes';
import { COMMITTED_CLIENT_TYPES, COMMITTED_DOCUMENT, clientTypesOf } from './api-document-path';

/**
 * `npm run api:document` writes the OpenAPI document the server serves to docs/api/openapi.json
 * (an API change then shows in review as a diff of it) and the client types openapi-typescript makes
 * of it; `-- --check` only says whether both are current.
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
  const files = [
    [COMMITTED_DOCUMENT, res.body],
    [COMMITTED_CLIENT_TYPES, await clientTypesOf(res.body)],
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

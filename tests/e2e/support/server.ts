import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../../../src/server/app';
import { loadConfig, type Env } from '../../../src/server/config';
import { createDeps } from '../../../src/server/deps';
import { startSmtpCapture } from '../../helpers/smtp-capture';

/**
 * The real API serving the real browser build (out/web) on 127.0.0.1, with a temp data folder
 * and a real SMTP server whose messages are written as JSON files under mailDir.
 */
export async function startE2eServer(port: number, env: Partial<Record<keyof Env, string>> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'qurious-e2e-'));
  const mailDir = join(dataDir, 'mail');
  const smtp = await startSmtpCapture({ dir: mailDir });
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIR: resolve(process.env.E2E_WEB_DIR ?? 'out/web'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'warn',
    ...env,
  });
  const deps = await createDeps(config);
  const app = await buildApp(deps);
  await app.listen({ host: config.host, port: config.port });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    dataDir,
    mailDir,
    deps,
    async close() {
      await app.close();
      await deps.db.close();
      await smtp.close();
    },
  };
}

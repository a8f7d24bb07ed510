import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '#server/app';
import { loadConfig, type Env } from '#server/config';
import { createDeps } from '#server/deps';
import type { Clock } from '#server/services/clock';
import { startSmtpCapture } from '../../helpers/smtp-capture';
import { freePort, isAddressInUse } from '../../helpers/ports';

export type E2eServer = Awaited<ReturnType<typeof startE2eServer>>;

/**
 * The real API serving the real browser build (out/web) on 127.0.0.1, with a temp data folder
 * and a real SMTP server whose messages are written as JSON files under mailDir.
 * Port 0 takes a free port (the address is known before the app is built: mail links carry it),
 * trying another one if a process took it in between. `clock` replaces the system clock (in the app and
 * in the deps answered). `from` is a data folder (database, uploads, secrets) whose copy the server
 * starts on; `keep` leaves the data folder in place on close, for the next servers to start from.
 */
export async function startE2eServer(
  port: number,
  env: Partial<Record<keyof Env, string>> = {},
  opts: { clock?: Clock; from?: string; keep?: boolean } = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'qurious-e2e-'));
  if (opts.from) cpSync(opts.from, dataDir, { recursive: true });
  const mailDir = join(dataDir, 'mail');
  const smtp = await startSmtpCapture({ dir: mailDir });
  for (let attempt = 1; ; attempt += 1) {
    const listenOn = port === 0 ? await freePort() : port;
    const config = loadConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(listenOn),
      DATA_DIR: dataDir,
      WEB_DIR: resolve(process.env.E2E_WEB_DIR ?? 'out/web'),
      PUBLIC_URL: `http://127.0.0.1:${listenOn}`,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'warn',
      // The desktop specs run the app's renderer in Chromium from file://, without the main process
      // that lets the app's pages read the API (src/main/window.ts): this server allows their origin.
      CORS_ORIGINS: 'null',
      ...env,
    });
    const created = await createDeps(config);
    // The deps handed back carry the same clock as the app: a seeder run with them dates its rows by it.
    const deps = opts.clock ? { ...created, clock: opts.clock } : created;
    const app = await buildApp(deps);
    try {
      await app.listen({ host: config.host, port: config.port });
    } catch (err) {
      await app.close();
      await deps.db.close();
      if (port === 0 && isAddressInUse(err) && attempt < 5) continue;
      await smtp.close();
      throw err;
    }
    return {
      baseURL: `http://127.0.0.1:${listenOn}`,
      dataDir,
      mailDir,
      deps,
      async close() {
        await app.close();
        await deps.db.close();
        await smtp.close();
        // The mail of the run that made the folder is not part of the world the next ones start from.
        rmSync(opts.keep ? mailDir : dataDir, { recursive: true, force: true });
      },
    };
  }
}

import { buildApp } from './app';
import { loadConfig } from './config';
import { createDeps } from './deps';
import type { AppDeps } from './modules/context';

export interface StartOptions {
  /** Runs after the app is built and before it listens (the demo seed of `npm start`): nothing answers
   * `/api/health` until it is done, so a load balancer or a script never sees a half-ready server. */
  beforeListen?: (deps: AppDeps) => Promise<void>;
}

/** Starts the API (and the browser build) and shuts it down cleanly on Ctrl-C or SIGTERM. */
export async function startServer(env: Record<string, string | undefined> = process.env, { beforeListen }: StartOptions = {}) {
  const config = loadConfig(env);
  const deps = await createDeps(config);
  const app = await buildApp(deps);
  await beforeListen?.(deps);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await deps.db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(`Qurious is running at http://localhost:${config.port} (${deps.db.kind}; API at ${address}/api)`);
  return { app, deps };
}

const isEntry = import.meta.url === `file://${process.argv[1]}`;
if (isEntry) {
  startServer().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}

import { buildApp } from './app';
import { loadConfig } from './config';
import { createDeps } from './deps';
import type { AppDeps } from './modules/context';
import { drainOnStop } from './http/drain';

export interface StartOptions {
  /** Runs after the app is built and before it listens (the demo seed of `npm start`): nothing answers
   * `/api/health` until it is done, so a load balancer or a script never sees a half-ready server. */
  beforeListen?: (deps: AppDeps) => Promise<void>;
  /** Ends the process after a shutdown (tests pass their own). */
  exit?: (code: number) => void;
}

/**
 * Starts the API (and the browser build) and shuts it down cleanly on Ctrl-C or SIGTERM:
 * it drains first (http/drain.ts: reads answered 503 so the balancer leaves it out, writes served), then
 * stops listening, answers the requests in flight, tells live
 * sockets to reconnect elsewhere (LIVE_CLOSE.shuttingDown), and exits; requests still in flight after
 * SHUTDOWN_GRACE_MS do not hold it: it exits with 1.
 */
export async function startServer(
  env: Record<string, string | undefined> = process.env,
  { beforeListen, exit = (code) => process.exit(code) }: StartOptions = {},
) {
  const config = loadConfig(env);
  const deps = await createDeps(config);
  const app = await buildApp(deps);
  await beforeListen?.(deps);
  const drainer = drainOnStop(app);
  let closing: Promise<void> | null = null;
  const shutdown = (signal: string): Promise<void> => {
    closing ??= (async () => {
      app.log.info(`${signal} received, shutting down`);
      const late = setTimeout(() => {
        app.log.error(`requests still in flight ${config.shutdownGraceMs} ms after ${signal}: exiting`);
        exit(1);
      }, config.shutdownGraceMs);
      late.unref();
      try {
        await drainer.drain();
        await app.close();
        await deps.db.close();
        clearTimeout(late);
        exit(0);
      } catch (err) {
        app.log.error({ err }, 'the shutdown failed');
        exit(1);
      }
    })();
    return closing;
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(`Qurious is running at http://localhost:${config.port} (${deps.db.kind}; API at ${address}/api)`);
  return { app, deps, shutdown };
}

const isEntry = import.meta.url === `file://${process.argv[1]}`;
if (isEntry) {
  startServer().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}

/**
 * One API instance of a fleet as a real child process: the server entry (src/server/server.ts,
 * bundled once by bundleServer) run by `node` on a fixed port, so it can be stopped with a real
 * SIGTERM or SIGKILL and started again where the balancer expects it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { exitOf } from '../child-exit';

const ROOT = resolve(import.meta.dirname, '../../..');
const READY_TIMEOUT_MS = 60_000;

export interface InstanceProcess {
  readonly pid: number;
  readonly port: number;
  readonly baseUrl: string;
  /** SIGTERM (a graceful stop) and the exit code. */
  terminate(): Promise<number | null>;
  /** SIGKILL, then wait until the process is gone. */
  kill(): Promise<void>;
  /** Whether the process still runs. */
  running(): boolean;
  /** What the process wrote to stderr and stdout lately (for failure messages). */
  output(): string;
}

/** Polls `GET /api/health/ready` until it answers 200 (the database, the bucket and Redis answer). */
export async function waitReady(baseUrl: string, alive: () => boolean, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (!alive()) throw new Error(`the instance at ${baseUrl} exited before it was ready: ${output()}`);
    const ok = await fetch(`${baseUrl}/api/health/ready`, { signal: AbortSignal.timeout(3000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline)
      throw new Error(`the instance at ${baseUrl} was not ready within ${READY_TIMEOUT_MS} ms: ${output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts the bundled server on 127.0.0.1:`port` with `env` (plus PATH) and waits until it is ready. */
export async function startInstance(
  bundle: string,
  port: number,
  env: Record<string, string>,
): Promise<InstanceProcess> {
  const child: ChildProcess = spawn(process.execPath, [bundle], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = exitOf(child);
  const running = () => child.exitCode === null && child.signalCode === null;
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitReady(baseUrl, running, () => output);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    pid: child.pid ?? -1,
    port,
    baseUrl,
    async terminate() {
      if (running()) child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
    running,
    output: () => output,
  };
}

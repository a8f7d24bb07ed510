/**
 * The real API as a child process, for tests that kill it: src/server/server.ts bundled once with
 * esbuild (dependencies stay in node_modules), started with `node` on a data folder and database
 * that outlive it, killed with SIGKILL and started again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { freePort } from './ports';
import { exitOf } from './child-exit';

const ROOT = resolve(import.meta.dirname, '../..');
/** Inside the project, so the bundle's imports resolve from node_modules. */
const BUNDLE_DIR = join(ROOT, 'node_modules', '.cache', 'qurious-fault-server');
const READY_TIMEOUT_MS = 60_000;

/** Bundles the server entry; call `remove` when done. */
export async function bundleServer(): Promise<{ file: string; remove: () => Promise<void> }> {
  await mkdir(BUNDLE_DIR, { recursive: true });
  const file = join(BUNDLE_DIR, `server-${process.pid}-${randomBytes(4).toString('hex')}.mjs`);
  await build({
    entryPoints: [join(ROOT, 'src/server/server.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return { file, remove: () => rm(file, { force: true }) };
}

export interface ServerProcess {
  readonly baseUrl: string;
  readonly pid: number;
  /** SIGKILL, then wait until the process is gone. */
  kill(): Promise<void>;
  /** What the process wrote to stderr (for failure messages). */
  errors(): string;
}

/** Starts the bundled server with `env` (plus PATH) and waits until /api/health answers 200. */
export async function startServerProcess(bundle: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [bundle], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-8000);
  });
  // Should the test process end first, the server goes with it.
  const exited = exitOf(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited before it was ready: ${stderr}`);
    const ok = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /api/health within ${READY_TIMEOUT_MS} ms: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    baseUrl,
    pid: child.pid ?? -1,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    errors: () => stderr,
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '#scripts/lib/server-bundle';
import { exitOf } from '../helpers/child-exit';
import { freePort } from '../helpers/ports';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** Polls /api/health/ready until it answers 200; false when the process ends first. */
function ready(baseUrl: string, child: ChildProcess): Promise<boolean> {
  return vi.waitFor(
    async () => {
      if (child.exitCode !== null || child.signalCode !== null) return false;
      const status = await fetch(`${baseUrl}/api/health/ready`, { signal: AbortSignal.timeout(2000) }).then(
        (res) => res.status,
        () => 0,
      );
      if (status !== 200) throw new Error(`/api/health/ready answered ${status || 'nothing'}`);
      return true;
    },
    { timeout: 90_000, interval: 50 },
  );
}

// Builds the bundles once (under out/, beside the real ones, so their packages resolve from node_modules) and runs
// them with plain node on a fresh data folder: seconds on a loaded 2-core machine, hence the timeout.
describe('the built server (out/server, what npm start runs)', { timeout: 180_000 }, () => {
  let outDir = '';
  let dataRoot = '';
  let bundles: Awaited<ReturnType<typeof buildServer>>;

  beforeAll(async () => {
    await mkdir(join(ROOT, 'out'), { recursive: true });
    outDir = await mkdtemp(join(ROOT, 'out', 'test-server-'));
    dataRoot = await mkdtemp(join(tmpdir(), 'qurious-built-server-'));
    bundles = await buildServer(outDir);
  }, 180_000);

  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
    await rm(dataRoot, { recursive: true, force: true });
  });

  /** Starts one bundle on a free port; the Auth emulator and coturn are left out (TURN elsewhere). */
  async function startBundle(file: string, dataDir: string) {
    const port = await freePort();
    const child = spawn(process.execPath, [file], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1',
        TURN_URLS: 'turn:turn.example.invalid:3478',
        STUN_URLS: 'stun:turn.example.invalid:3478',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    return { child, exit: exitOf(child), baseUrl: `http://127.0.0.1:${port}`, output: () => output };
  }

  it('server.mjs migrates a new database, answers ready, and ends cleanly on SIGTERM', async () => {
    const server = await startBundle(bundles.server, join(dataRoot, 'server'));
    expect(await ready(server.baseUrl, server.child), server.output()).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exit, server.output()).toBe(0);
  });

  it('start.mjs seeds the demo marketplace before it listens, and ends cleanly on SIGTERM', async () => {
    const start = await startBundle(bundles.start, join(dataRoot, 'start'));
    expect(await ready(start.baseUrl, start.child), start.output()).toBe(true);
    const search = (await (await fetch(`${start.baseUrl}/api/gigs/search`)).json()) as { total?: number };
    expect(search.total).toBeGreaterThan(0);
    // Exit 0, not 1: the bundled server module did not start a second server on the same port.
    start.child.kill('SIGTERM');
    expect(await start.exit, start.output()).toBe(0);
  });
});

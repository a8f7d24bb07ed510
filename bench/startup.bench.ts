/**
 * Start to healthy: from spawning the server to the first 200 of `/api/health/ready`, on a migrated
 * data folder that already holds the demo marketplace (the first start writes it and is timed apart).
 *   start.mjs    `node out/server/start.mjs`, what `npm start` runs once its build step found nothing
 *                stale: migrations, the seed check, listen, and then the Auth emulator and coturn
 *                beside it (on their usual ports, or the ones already running there)
 *   server.mjs   `node out/server/server.mjs`, the API alone (an instance of a fleet)
 *   tsx          `tsx scripts/start.ts`, the sources compiled at start (`npm run dev:server`, and what
 *                `npm start` ran before it ran built JavaScript): the figure to compare with
 * Each one is started STARTUP_RUNS times (5) after a clean stop (SIGTERM, waited for), then as many
 * times right after a `kill -9` of the running one. The target is ≤ 2 s for the built server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildWebIfStale } from '#scripts/build-if-stale';
import { buildServerIfStale, SERVER_OUT_DIR } from '#scripts/lib/server-bundle';
import { freePort } from '../tests/helpers/ports';
import { percentile } from './stats';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.STARTUP_RUNS ?? 5);
const TSX_RUNS = Number(process.env.STARTUP_TSX_RUNS ?? 3);
const READY_TIMEOUT_MS = 120_000;

interface Variant {
  readonly name: string;
  readonly args: readonly string[];
}

const VARIANTS: readonly Variant[] = [
  { name: 'start.mjs', args: [join(SERVER_OUT_DIR, 'start.mjs')] },
  { name: 'server.mjs', args: [join(SERVER_OUT_DIR, 'server.mjs')] },
  { name: 'tsx', args: ['--import', 'tsx', join(ROOT, 'scripts', 'start.ts')] },
];

interface Running {
  readonly child: ChildProcess;
  readonly exited: Promise<void>;
  /** Spawn to the first 200 of /api/health/ready, in milliseconds. */
  readonly readyMs: number;
  /** The CPU time the server process had used by then (user + system, its own threads), in milliseconds. */
  readonly cpuMs: number;
}

/** USER_HZ, the unit of /proc's CPU times: 100 on every Linux Node supports. */
const CLOCK_TICKS = 100;

/**
 * The CPU time a process has used, from /proc (Linux; NaN elsewhere): on a loaded machine the wall time
 * to ready grows with the load, the CPU time much less, so both are reported.
 */
function cpuMsOf(pid: number | undefined): number {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS) * 1000;
  } catch {
    return Number.NaN;
  }
}

/** Spawns one variant (its log to a file, as in production) and resolves once it is ready. */
async function startReady(variant: Variant, env: NodeJS.ProcessEnv, logFile: string): Promise<Running> {
  const fd = openSync(logFile, 'a');
  const began = performance.now();
  const child = spawn(process.execPath, [...variant.args], { cwd: ROOT, env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${env.PORT}/api/health/ready`;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${variant.name} exited before it was ready; its log: ${logFile}`);
    if (performance.now() - began > READY_TIMEOUT_MS) {
      child.kill('SIGKILL');
      throw new Error(`${variant.name} was not ready within ${READY_TIMEOUT_MS} ms; its log: ${logFile}`);
    }
    const ok = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) {
      const readyMs = performance.now() - began;
      return { child, exited, readyMs, cpuMs: cpuMsOf(child.pid) };
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function stop(running: Running, signal: NodeJS.Signals): Promise<void> {
  running.child.kill(signal);
  await running.exited;
}

/** Clean starts, then starts right after a kill -9 of the previous one; the figures in milliseconds. */
async function measure(
  variant: Variant,
  runs: number,
  env: NodeJS.ProcessEnv,
  logFile: string,
): Promise<Record<string, number>> {
  const clean: Running[] = [];
  const progress = (what: string, r: Running) =>
    console.log(
      `  ${variant.name} ${what}: ready in ${r.readyMs.toFixed(0)} ms, ${r.cpuMs.toFixed(0)} ms of CPU (load ${loadavg()[0]?.toFixed(1)})`,
    );
  for (let i = 0; i < runs; i++) {
    const running = await startReady(variant, env, logFile);
    progress('start', running);
    clean.push(running);
    await stop(running, 'SIGTERM');
  }
  const afterKill: Running[] = [];
  let running = await startReady(variant, env, logFile);
  for (let i = 0; i < runs; i++) {
    await stop(running, 'SIGKILL');
    running = await startReady(variant, env, logFile);
    progress('after kill -9', running);
    afterKill.push(running);
  }
  await stop(running, 'SIGTERM');
  const p = `${variant.name} `;
  const ready = (rs: Running[]) => rs.map((r) => r.readyMs);
  return {
    [`${p}start to ready p50 ms`]: percentile(ready(clean), 50),
    [`${p}start to ready worst ms`]: Math.max(...ready(clean)),
    [`${p}after kill -9 to ready p50 ms`]: percentile(ready(afterKill), 50),
    [`${p}after kill -9 to ready worst ms`]: Math.max(...ready(afterKill)),
    [`${p}CPU to ready p50 ms`]: percentile(
      [...clean, ...afterKill].map((r) => r.cpuMs),
      50,
    ),
  };
}

export async function run(): Promise<Record<string, number | string>> {
  const log = (line: string) => console.log(`  ${line}`);
  buildWebIfStale(log);
  await buildServerIfStale(log);
  const dir = mkdtempSync(join(tmpdir(), 'qurious-startup-'));
  try {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      LOG_LEVEL: 'info',
    };
    const logFile = join(dir, 'server.log');
    // The first start migrates and writes the demo marketplace; every timed start finds them there.
    const first = await startReady(VARIANTS[0] as Variant, env, logFile);
    await stop(first, 'SIGTERM');
    const out: Record<string, number | string> = {
      'load average (1 min) at the start': loadavg()[0] ?? Number.NaN,
      'first start (migrate, demo seed) ms': first.readyMs,
      runs: `${RUNS} (tsx ${TSX_RUNS}) clean, as many after kill -9`,
    };
    for (const variant of VARIANTS)
      Object.assign(out, await measure(variant, variant.name === 'tsx' ? TSX_RUNS : RUNS, env, logFile));
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

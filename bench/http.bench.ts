/**
 * Per-request overhead of the API over real HTTP. Side by
 * side in one run: a bare node:http server, a minimal Fastify app, and the real API as `npm start`
 * serves it (src/server/server.ts through tsx, the browser build behind it, NODE_ENV=production,
 * its JSON request log written to a file, SQLite with the demo marketplace seeded), each in a
 * process of its own, driven one after the other by autocannon in yet another process.
 *
 * Targets: /api/health, a seeded gig (/api/gigs/:id and the public page's /api/public/gigs/:id),
 * a keyword search, and the signed-in reads (me, wallet, my bookings) with a real bearer token.
 * Prints requests/s, p50/p99 latency, the share of the bare server's requests/s and the server's
 * CPU time per request (from /proc: it tells the server's cost apart from how busy the machine is);
 * then, in this process, what a signed-in read spends on its token and its user (http/signed-in-anatomy.ts).
 *
 * Settings (environment): BENCH_HTTP_SECONDS (10) and BENCH_HTTP_CONNECTIONS (50) per target,
 * BENCH_HTTP_WARMUP_SECONDS (2), BENCH_HTTP_TARGETS (comma list of target names, default all),
 * BENCH_HTTP_NODE_ENV (production; `development` measures pino-pretty as `npm start` logs),
 * BENCH_HTTP_LOG_LEVEL (info, the default of LOG_LEVEL; `warn` leaves the request lines out),
 * BENCH_HTTP_DATA_DIR (reuse a seeded data folder), BENCH_HTTP_PROF (a folder: the API runs with
 * `node --cpu-prof` and writes its profile there, with windows.json naming each target's time span;
 * `npx tsx bench/http/profile-summary.ts <profile> --window health` summarises one target).
 * BENCH_HTTP_COMPARE_DIR (another checkout of the project with its node_modules, e.g. the code
 * before a change: its API runs beside this one on the same data and each target is driven on
 * both, one right after the other, so a busy machine weighs on both alike).
 * The rate limits are lifted through RATE_LIMIT_READS_PER_MINUTE (the hooks still run; a compared
 * checkout older than that setting needs its limits raised by hand).
 */
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { buildWebIfStale } from '#scripts/build-if-stale';
import { drive, type LoadResult } from './http/load';
import { signedInAnatomy } from './http/signed-in-anatomy';
import { cpuMsOf, freePort, listeningPort, outputOf, spawnTs, stop, waitForOk } from './http/processes';

const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_HTTP_CONNECTIONS ?? 50);
const WARMUP_SECONDS = Number(process.env.BENCH_HTTP_WARMUP_SECONDS ?? 2);
const ONLY = (process.env.BENCH_HTTP_TARGETS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const NODE_ENV = process.env.BENCH_HTTP_NODE_ENV ?? 'production';
const LOG_LEVEL = process.env.BENCH_HTTP_LOG_LEVEL ?? 'info';
const COMPARE_DIR = process.env.BENCH_HTTP_COMPARE_DIR ? resolve(process.env.BENCH_HTTP_COMPARE_DIR) : null;
const PROF = process.env.BENCH_HTTP_PROF ? resolve(process.env.BENCH_HTTP_PROF) : null;
const KEYWORD = 'blender';
const LIFTED = String(1_000_000_000);

interface Target {
  name: string;
  url: string;
  /** The server process, whose CPU time per request is reported. */
  pid: number | undefined;
  headers?: Record<string, string>;
}

async function seededDataDir(): Promise<{ dir: string; temporary: boolean }> {
  const reuse = process.env.BENCH_HTTP_DATA_DIR;
  const dir = reuse ? resolve(reuse) : mkdtempSync(join(tmpdir(), 'qurious-bench-http-'));
  // Migrates and adds the demo marketplace (idempotent on a folder seeded before).
  await outputOf(spawnTs('scripts/seed.ts', [], { DATA_DIR: dir, NODE_ENV: 'production', LOG_LEVEL: 'warn' }));
  return { dir, temporary: !reuse };
}

interface Api {
  child: ChildProcess;
  base: string;
  logFd: number;
}

/** The API from this checkout, or from `root` (BENCH_HTTP_COMPARE_DIR), logging to a file in the data folder. */
async function startApi(dataDir: string, root: string | null): Promise<Api> {
  const port = await freePort();
  const logFd = openSync(join(dataDir, root ? 'api-compared.log' : 'api.log'), 'w');
  const child = spawnTs(
    'src/server/server.ts',
    [],
    {
      NODE_ENV,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL,
      RATE_LIMIT_READS_PER_MINUTE: LIFTED,
    },
    { stdout: logFd, nodeFlags: PROF && !root ? ['--cpu-prof', `--cpu-prof-dir=${PROF}`] : [], ...(root ? { cwd: root } : {}) },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForOk(`${base}/api/health`, child);
  return { child, base, logFd };
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A gig id from a keyword search, and a fresh account's bearer token. */
async function fixtures(base: string): Promise<{ gigId: string; token: string }> {
  const found = await json<{ items: Array<{ _id: string }> }>(await fetch(`${base}/api/gigs/search?keyword=${KEYWORD}`));
  const gigId = found.items[0]?._id;
  if (!gigId) throw new Error(`no gig found for "${KEYWORD}"`);
  const account = { emailOrUsername: `bench-http-${Date.now()}@example.com`, password: 'Curious#2026' };
  const post = (path: string, body: object) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  // Sign-up answers no session; signing in does.
  await json<{ message: string }>(await post('/api/users/signup', { name: 'Bench Reader', ...account }));
  const { token } = await json<{ token: string }>(await post('/api/users/login', account));
  return { gigId, token };
}

function row(name: string, r: LoadResult, bare: number | null, cpuUs: number | null): Record<string, number> {
  return {
    [`${name} req/s`]: r.requestsPerSecond,
    [`${name} p50 ms`]: r.p50,
    [`${name} p99 ms`]: r.p99,
    ...(bare ? { [`${name} % of bare`]: (100 * r.requestsPerSecond) / bare } : {}),
    ...(cpuUs !== null ? { [`${name} server CPU µs/request`]: cpuUs } : {}),
    ...(r.non2xx + r.errors > 0 ? { [`${name} non-2xx or errors`]: r.non2xx + r.errors } : {}),
  };
}

export async function run(): Promise<Record<string, number | string>> {
  buildWebIfStale((line) => console.log(`  ${line}`));
  const { dir, temporary } = await seededDataDir();
  const children: ChildProcess[] = [];
  const logFds: number[] = [];
  try {
    const bare = spawnTs('bench/http/baseline-server.ts', ['bare'], {});
    children.push(bare);
    const fastify = spawnTs('bench/http/baseline-server.ts', ['fastify'], {});
    children.push(fastify);
    const api = await startApi(dir, null);
    children.push(api.child);
    logFds.push(api.logFd);
    const compared = COMPARE_DIR ? await startApi(dir, COMPARE_DIR) : null;
    if (compared) {
      children.push(compared.child);
      logFds.push(compared.logFd);
    }
    const { gigId, token } = await fixtures(api.base);
    const signedIn = { authorization: `Bearer ${token}` };
    const targets: Target[] = [
      { name: 'bare node:http', url: `http://127.0.0.1:${await listeningPort(bare)}/api/health`, pid: bare.pid },
      { name: 'minimal fastify', url: `http://127.0.0.1:${await listeningPort(fastify)}/api/health`, pid: fastify.pid },
      ...(
        [
          { name: 'GET /api/health', path: '/api/health' },
          { name: 'GET /api/gigs/:id', path: `/api/gigs/${gigId}` },
          { name: 'GET /api/public/gigs/:id', path: `/api/public/gigs/${gigId}` },
          { name: `GET /api/gigs/search?keyword=${KEYWORD}`, path: `/api/gigs/search?keyword=${KEYWORD}` },
          { name: 'GET /api/users/me (signed in)', path: '/api/users/me', headers: signedIn },
          { name: 'GET /api/wallet (signed in)', path: '/api/wallet', headers: signedIn },
          { name: 'GET /api/bookings/my (signed in)', path: '/api/bookings/my', headers: signedIn },
        ] as Array<{ name: string; path: string; headers?: Record<string, string> }>
      ).flatMap((t) => [
        { ...t, url: `${api.base}${t.path}`, pid: api.child.pid },
        ...(compared ? [{ ...t, name: `${t.name} [compared]`, url: `${compared.base}${t.path}`, pid: compared.child.pid }] : []),
      ]),
    ].filter((t, i) => i === 0 || ONLY.length === 0 || ONLY.some((o) => t.name.includes(o)));

    const figures: Record<string, number | string> = {
      database: 'sqlite',
      'NODE_ENV, LOG_LEVEL of the API': `${NODE_ENV}, ${LOG_LEVEL}`,
      'connections, seconds per target': `${CONNECTIONS}, ${SECONDS}`,
      ...(COMPARE_DIR ? { '[compared] checkout': COMPARE_DIR } : {}),
    };
    let bareRps: number | null = null;
    // Each measured window on the monotonic clock V8's profiles use, for profile-summary --window.
    const windows: Array<{ name: string; startUs: number; endUs: number; requests: number }> = [];
    for (const t of targets) {
      const opts = { connections: CONNECTIONS, headers: t.headers ?? {} };
      if (WARMUP_SECONDS > 0) await drive(t.url, { ...opts, seconds: WARMUP_SECONDS });
      const cpuBefore = cpuMsOf(t.pid);
      const startUs = Number(process.hrtime.bigint() / 1000n);
      const r = await drive(t.url, { ...opts, seconds: SECONDS });
      windows.push({ name: t.name, startUs, endUs: Number(process.hrtime.bigint() / 1000n), requests: r.requests });
      const cpuAfter = cpuMsOf(t.pid);
      const cpuUs = cpuBefore !== null && cpuAfter !== null && r.requests > 0 ? ((cpuAfter - cpuBefore) * 1000) / r.requests : null;
      Object.assign(figures, row(t.name, r, bareRps, cpuUs));
      bareRps ??= r.requestsPerSecond;
      const share = bareRps ? ` ${((100 * r.requestsPerSecond) / bareRps).toFixed(0).padStart(4)}% of bare` : '';
      const cpu = cpuUs !== null ? `  ${cpuUs.toFixed(0)} µs CPU/req` : '';
      console.log(`  … ${t.name.padEnd(40)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms${share}${cpu}`);
    }
    Object.assign(figures, await signedInAnatomy(dir, token));
    if (PROF) {
      mkdirSync(PROF, { recursive: true });
      writeFileSync(join(PROF, 'windows.json'), JSON.stringify(windows, null, 2));
    }
    return figures;
  } finally {
    for (const c of children.reverse()) await stop(c);
    for (const fd of logFds) closeSync(fd);
    if (temporary) rmSync(dir, { recursive: true, force: true });
  }
}

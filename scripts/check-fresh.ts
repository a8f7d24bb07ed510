/**
 * `npm run check:fresh`: a new user's first step, reproduced. A clean copy of the committed project
 * (`git archive HEAD`) in a temporary folder; `npm ci` there with libsecret's build files out of sight
 * (PKG_CONFIG_LIBDIR points at an empty folder, as on a machine without libsecret-1-dev); then
 * `npm start` on a free port and a fresh data folder, which must answer /api/health with the demo
 * marketplace already searchable and serve the home page; then a second start on the same folder.
 *   npm run check:fresh               uses npm's cache as it is (downloads excluded when it is warm)
 *   npm run check:fresh -- --cold     an empty npm cache: every package is downloaded
 *   npm run check:fresh -- --keep     keeps the temporary folder
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const cold = process.argv.includes('--cold');
const keep = process.argv.includes('--keep');
const say = (line: string) => console.log(`[check:fresh] ${line}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const root = mkdtempSync(join(tmpdir(), 'qurious-fresh-'));
const project = join(root, 'project');
const noLibsecret = join(root, 'empty-pkgconfig');
mkdirSync(project);
mkdirSync(noLibsecret);

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PKG_CONFIG_LIBDIR: noLibsecret,
  PKG_CONFIG_PATH: '',
  ...(cold ? { npm_config_cache: join(root, 'npm-cache') } : {}),
};

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

/** Starts `npm start` and resolves once /api/health answers, with the time it took. */
async function start(port: number, dataDir: string, log: string[]): Promise<{ child: ChildProcess; ms: number }> {
  const began = Date.now();
  const child = spawn('npm', ['start'], {
    cwd: project,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const collect = (chunk: Buffer) => log.push(chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const deadline = began + 5 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${log.join('')}`);
    if (Date.now() > deadline) throw new Error(`npm start did not answer within 5 minutes:\n${log.join('')}`);
    try {
      await getJson(`http://127.0.0.1:${port}/api/health`);
      return { child, ms: Date.now() - began };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((done) => child.once('exit', done));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

async function main(): Promise<void> {
  say(`clean copy of HEAD in ${project}`);
  execSync(`git archive HEAD | tar -x -C ${JSON.stringify(project)}`, { stdio: 'inherit' });
  try {
    execSync('pkg-config --cflags libsecret-1', { env, stdio: 'ignore' });
    throw new Error('libsecret is still visible to pkg-config: the check would not be fresh');
  } catch (error) {
    if (error instanceof Error && error.message.includes('still visible')) throw error;
  }
  say(`npm ci (${cold ? 'empty cache: every package downloaded' : "npm's cache as it is"}, no libsecret build files)`);
  const installStart = Date.now();
  execSync('npm ci --no-audit --no-fund', { cwd: project, env, stdio: 'inherit' });
  const installMs = Date.now() - installStart;

  const port = await freePort();
  const dataDir = join(root, 'data');
  const log: string[] = [];
  const first = await start(port, dataDir, log);
  const base = `http://127.0.0.1:${port}`;
  const search = (await getJson(`${base}/api/gigs/search`)) as { total?: number };
  if (!search.total) throw new Error(`the first healthy answer came before the demo marketplace: search total ${search.total}`);
  const home = await fetch(`${base}/`);
  const html = await home.text();
  if (!home.ok || !html.includes('<div id="root">')) throw new Error(`the home page did not load (${home.status})`);
  await stop(first.child);
  const second = await start(port, dataDir, []);
  await stop(second.child);

  say('');
  say(`npm ci:                               ${seconds(installMs)}${cold ? ' (cold cache)' : ''}`);
  say(`npm start to healthy, fresh data:     ${seconds(first.ms)} (browser build, migrations, demo seed)`);
  say(`npm start to healthy, second start:   ${seconds(second.ms)}`);
  say(`demo gigs searchable at first answer: ${search.total}`);
  say(`home page:                            ${home.status}, ${html.length} bytes`);
  say('OK: a fresh copy installs without libsecret, starts, and serves the API and the home page.');
}

try {
  await main();
} finally {
  if (keep) say(`kept ${root}`);
  else rmSync(root, { recursive: true, force: true });
}

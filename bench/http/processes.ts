import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');

export { freePort } from '../../tests/helpers/ports';

/** Runs a TypeScript file in a node process of its own (tsx loader, as `npm run dev:server` runs the server). */
export function spawnTs(
  file: string,
  args: string[],
  env: Record<string, string>,
  options: { nodeFlags?: string[]; stdout?: number; cwd?: string } = {},
): ChildProcess {
  return spawn(process.execPath, [...(options.nodeFlags ?? []), '--import', 'tsx', file, ...args], {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...env },
    // A server's log goes to a file (as it would in production), never to a pipe nobody reads.
    stdio: ['ignore', options.stdout ?? 'pipe', options.stdout ?? 'pipe'],
  });
}

/** Resolves with the child's whole stdout once it exits with 0; rejects with its stderr otherwise. */
export async function outputOf(child: ChildProcess): Promise<string> {
  let out = '';
  let err = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (err += c.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`child exited with ${String(code)}: ${err.slice(-2000)}`);
  return out;
}

/** Resolves with the port a baseline server prints (`listening <port>`). */
export async function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((ok, fail) => {
    let out = '';
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) ok(Number(m[1]));
    });
    child.once('exit', (code) => fail(new Error(`server exited with ${String(code)} before listening`)));
  });
}

/** Polls a URL until it answers 200 (the API seeds and migrates before it listens). */
export async function waitForOk(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  let exited = false;
  child.once('exit', () => (exited = true));
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && !exited) {
    try {
      const res = await fetch(url);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(exited ? `the server exited before ${url} answered` : `${url} did not answer 200 within ${timeoutMs} ms`);
}

/** Stops a child with SIGTERM (the API shuts down cleanly, so a --cpu-prof profile is written). */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/**
 * CPU time (user + system, all threads) a process has used so far, in milliseconds, from Linux's
 * /proc; null elsewhere. Per request it tells the server's cost apart from how busy the machine is.
 */
export function cpuMsOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at state, field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** USER_HZ: 100 on every Linux build node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

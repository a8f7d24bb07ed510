/**
 * The Firebase Auth emulator for tests: reuses one that already answers (FIREBASE_AUTH_EMULATOR_HOST),
 * else starts `firebase emulators:start --only auth --project demo-qurious` as a child process on
 * free ports (auth, hub, logging) from a temp config, waits until it answers and stops it after.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './ports';

export const EMULATOR_PROJECT_ID = 'demo-qurious';

export interface AuthEmulator {
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  stop(): Promise<void>;
  /** Ends it at once (for a process 'exit' handler, where nothing asynchronous runs). */
  kill(): void;
}

const FIREBASE_BIN = resolve(import.meta.dirname, '../../node_modules/.bin/firebase');

/** Whether an Auth emulator answers at host:port. */
export async function emulatorAnswers(host: string): Promise<boolean> {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    const body = (await res.json()) as { authEmulator?: { ready?: boolean } };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/** The emulator ended before it answered (e.g. another process took one of its ports first). */
class EmulatorExited extends Error {}

async function waitUntilReady(host: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new EmulatorExited(`The Auth emulator exited (${child.exitCode}):\n${output()}`);
    if (await emulatorAnswers(host)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The Auth emulator did not answer within ${timeoutMs} ms:\n${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-(child.pid ?? 0), 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    try {
      // The CLI runs the emulator in its own process group: end the whole group it started.
      process.kill(-(child.pid ?? 0), 'SIGTERM');
    } catch {
      clearTimeout(timer);
      done();
    }
  });
}

/**
 * Starts (or reuses) an Auth emulator. Call stop() when done; a reused one is left running.
 * Its ports are picked free just before it binds them; if it exits before answering (a port was
 * taken in between), it is started again on other ports.
 */
export async function startAuthEmulator(opts: { reuse?: boolean; timeoutMs?: number } = {}): Promise<AuthEmulator> {
  const existing = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (opts.reuse !== false && existing && (await emulatorAnswers(existing))) {
    return { host: existing, stop: async () => undefined, kill: () => undefined };
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await launchAuthEmulator(opts.timeoutMs ?? 150_000);
    } catch (e) {
      if (!(e instanceof EmulatorExited) || attempt === 3) throw e;
    }
  }
}

async function launchAuthEmulator(timeoutMs: number): Promise<AuthEmulator> {
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'qurious-firebase-'));
  writeFileSync(
    join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: auth },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  writeFileSync(join(dir, '.firebaserc'), JSON.stringify({ projects: { default: EMULATOR_PROJECT_ID } }));
  const child = spawn(FIREBASE_BIN, ['emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT_ID], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: '', CI: 'true' },
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => void (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => void (log += d.toString()));
  const host = `127.0.0.1:${auth}`;
  try {
    await waitUntilReady(host, child, () => log, timeoutMs);
  } catch (e) {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return {
    host,
    async stop() {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
    kill() {
      try {
        if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The Firebase Auth emulator for `npm start`: phone codes work offline. It runs the project's
 * firebase.json (project demo-qurious, auth on 127.0.0.1:9099, no UI download) in the background,
 * forwards the lines that carry phone codes to the console, and points the API at it through
 * FIREBASE_AUTH_EMULATOR_HOST. Not started when that variable is already set (an emulator of your
 * own) or when FIREBASE_PROJECT_ID names a real project.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { projectRoot } from './lib/project-root';
import { spawnSupervised } from './lib/supervise';

const ROOT = projectRoot(import.meta.dirname);
const PROJECT = 'demo-qurious';

function emulatorHostFromConfig(): string {
  try {
    const config = JSON.parse(readFileSync(resolve(ROOT, 'firebase.json'), 'utf8')) as {
      emulators?: { auth?: { host?: string; port?: number } };
    };
    return `${config.emulators?.auth?.host ?? '127.0.0.1'}:${config.emulators?.auth?.port ?? 9099}`;
  } catch {
    return '127.0.0.1:9099';
  }
}

async function answers(host: string): Promise<boolean> {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Points the API at the emulator (FIREBASE_AUTH_EMULATOR_HOST, to set before the config is read) unless
 * one is configured, and resolves with what starts it, or null when one is configured or already runs.
 * The caller starts it once the API listens: the emulator (the Firebase CLI and a JVM) would otherwise
 * take the CPU the API's start needs, and the API does not wait for it.
 */
export async function prepareAuthEmulator(log: (line: string) => void): Promise<(() => void) | null> {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    log(`Phone codes: using the Auth emulator at ${process.env.FIREBASE_AUTH_EMULATOR_HOST}.`);
    return null;
  }
  const project = process.env.FIREBASE_PROJECT_ID;
  if (project && !project.startsWith('demo-')) return null;
  const host = emulatorHostFromConfig();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  const codesUrl = `http://${host}/emulator/v1/projects/${PROJECT}/verificationCodes`;
  if (await answers(host)) {
    log(`Phone codes: an Auth emulator already runs at ${host}; its codes are listed at ${codesUrl}`);
    return null;
  }
  return () => spawnAuthEmulator(host, codesUrl, log);
}

/** Spawns the emulator beside this process (not waited for). */
function spawnAuthEmulator(host: string, codesUrl: string, log: (line: string) => void): void {
  // Supervised: the emulator ends with this process, even when it is killed with SIGKILL.
  const child = spawnSupervised(resolve(ROOT, 'node_modules/.bin/firebase'), ['emulators:start', '--only', 'auth', '--project', PROJECT], {
    cwd: ROOT,
    env: { ...process.env, CI: 'true' },
  });
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (/verify the phone number|emulators ready|error|failed/i.test(line)) console.log(`[firebase] ${line.trim()}`);
    }
  };
  child.stdout.on('data', forward);
  child.stderr.on('data', forward);
  child.on('exit', (code) => {
    if (code !== null && code !== 0) log(`The Firebase Auth emulator stopped (exit ${code}); phone verification will fail until it runs.`);
  });
  process.on('exit', () => child.kill('SIGTERM'));
  log(`Phone codes: the Firebase Auth emulator starts on ${host}; each code appears in this log ("To verify the phone number … use the code …") and at ${codesUrl}`);
}

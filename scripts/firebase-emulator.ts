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

/** Starts the emulator unless one is configured or already running; resolves once it is spawned (not ready). */
export async function startAuthEmulator(log: (line: string) => void): Promise<void> {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    log(`Phone codes: using the Auth emulator at ${process.env.FIREBASE_AUTH_EMULATOR_HOST}.`);
    return;
  }
  const project = process.env.FIREBASE_PROJECT_ID;
  if (project && !project.startsWith('demo-')) return;
  const host = emulatorHostFromConfig();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  const codesUrl = `http://${host}/emulator/v1/projects/${PROJECT}/verificationCodes`;
  if (await answers(host)) {
    log(`Phone codes: an Auth emulator already runs at ${host}; its codes are listed at ${codesUrl}`);
    return;
  }
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

import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Readable, Writable } from 'node:stream';

/**
 * How to run the watchdog: bundled (out/server, by scripts/lib/server-bundle.ts) it was built beside
 * this module and runs on plain node; from the sources it runs through tsx.
 */
function watchdogArgs(): string[] {
  if (!import.meta.url.endsWith('.ts')) return [resolve(import.meta.dirname, 'watchdog.mjs')];
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return ['--import', tsx, resolve(import.meta.dirname, 'watchdog.ts')];
}

export type SupervisedChild = ChildProcessByStdio<Writable, Readable, Readable>;

/**
 * Spawns a long-running helper (the Firebase Auth emulator, say) that cannot outlive this process:
 * it runs under scripts/lib/watchdog.ts, which ends the helper's whole process group as soon as this
 * process is gone, even after `kill -9`. Killing the returned child stops the helper too.
 */
export function spawnSupervised(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): SupervisedChild {
  return spawn(process.execPath, [...watchdogArgs(), command, ...args], {
    cwd: options.cwd,
    env: options.env,
    // stdin is the lifeline: this process holds its write end until it dies.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

/** The newest modification time of any file below a folder (0 when it does not exist). */
export function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** Builds the browser build when it is missing or older than its sources. */
export function buildWebIfStale(log: (line: string) => void): void {
  const index = join('out', 'web', 'index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sources = Math.max(newestMtime(join('src', 'renderer')), newestMtime(join('src', 'shared')));
  if (built >= sources) return;
  log(built === 0 ? 'Building the browser build (first start)…' : 'Sources changed: rebuilding the browser build…');
  const res = spawnSync('npx', ['vite', 'build', '--config', 'vite.web.config.ts', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error('The browser build failed (see above).');
}

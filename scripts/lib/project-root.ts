import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The project's folder (the nearest one above `from` holding package.json): a module finds it the same
 * way whether it runs from its source under scripts/ or bundled into out/server.
 */
export function projectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

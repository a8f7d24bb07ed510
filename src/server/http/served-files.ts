import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Copies the build precompressed beside a file: sent in its place when the browser accepts them, never asked for by name. */
const PRECOMPRESSED = /\.(br|gz)$/;

/**
 * The URL paths (`/assets/app-1a2b.js`) of the files of the browser build the server sends as they are:
 * every file below webDir but dotfiles, precompressed copies and the files only the server reads
 * (`serverOnly`, at its top). Read once at start, as the build does not change under a running server.
 */
export function servedFiles(webDir: string, serverOnly: readonly string[]): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string, urlPath: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const file = join(dir, entry.name);
      const url = `${urlPath}/${entry.name}`;
      const isDir = entry.isDirectory() || (entry.isSymbolicLink() && statSync(file).isDirectory());
      if (isDir) walk(file, url);
      else if (!PRECOMPRESSED.test(entry.name) && !(urlPath === '' && serverOnly.includes(entry.name))) found.add(url);
    }
  };
  walk(webDir, '');
  return found;
}

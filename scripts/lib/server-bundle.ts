/**
 * The server as built JavaScript, for `npm start` and any deployment: esbuild bundles the project's own
 * code (the `#server/*`, `#shared/*`, … aliases resolved) and the packages it loads at start into one ES
 * module per entry; the packages of EXTERNAL_PACKAGES stay in node_modules. Node then loads one file
 * instead of compiling TypeScript, or resolving, reading and scanning hundreds of package files.
 *   out/server/server.mjs    src/server/server.ts: migrate and serve (an instance of a fleet)
 *   out/server/start.mjs     scripts/start.ts: what `npm start` runs (demo seed, Auth emulator, coturn)
 *   out/server/watchdog.mjs  scripts/lib/watchdog.ts: the supervisor of the emulator and coturn
 * `.mjs`, so a bundle is an ES module wherever it is written, whatever package.json is above it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..', '..');

export const SERVER_OUT_DIR = join(ROOT, 'out', 'server');

const ENTRIES = {
  server: 'src/server/server.ts',
  start: 'scripts/start.ts',
  watchdog: 'scripts/lib/watchdog.ts',
} as const;

/** The file listing every source of the last build, to tell when it is stale. */
const INPUTS_FILE = 'inputs.json';

/** Files that shape every bundle without being bundled themselves (the lock file: a package updated). */
const BUILD_FILES = ['scripts/lib/server-bundle.ts', 'package.json', 'package-lock.json', 'tsconfig.base.json'];

/**
 * Packages loaded from node_modules at run time, not bundled: the native ones (their compiled addons
 * and the files beside them), pino (its worker transports are files of their own), ws's optional
 * native helpers, and the large packages the server imports on first use (`lazy` in #shared/lazy),
 * which would otherwise be parsed with the bundle at every start. Every other package is bundled: a
 * start then reads and compiles one file instead of resolving, reading and (for CommonJS, to find
 * its exports) scanning hundreds, about half of the CPU module loading took.
 */
export const EXTERNAL_PACKAGES = [
  'argon2',
  'better-sqlite3',
  'pino',
  'bufferutil',
  'utf-8-validate',
  '@aws-sdk/*',
  'firebase-admin',
  'heic-decode',
  'ioredis',
  'nodemailer',
  'pg',
  'prom-client',
  'razorpay',
  'sharp',
  'simple-icons',
];

/** CommonJS packages in an ES module bundle call `require` (for Node's modules and the external packages). */
const REQUIRE_BANNER = "import { createRequire as qCreateRequire } from 'node:module'; const require = qCreateRequire(import.meta.url);";

/**
 * `src/server/server.ts` starts a server when it is the process's entry (`import.meta.url` is
 * `process.argv[1]`). Bundled into start.mjs it is a library, as it is under tsx; but there its
 * `import.meta.url` would be start.mjs's own and it would start a second server beside start's. So in
 * every bundle but its own it keeps its source file's URL, which no process runs.
 */
function serverModuleAsLibrary(): Plugin {
  const serverEntry = resolve(ROOT, ENTRIES.server);
  return {
    name: 'server-module-as-library',
    setup(b) {
      b.onLoad({ filter: /[\\/]server\.ts$/ }, async (args) => {
        if (args.path !== serverEntry) return undefined;
        const source = await readFile(args.path, 'utf8');
        return {
          contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
          loader: 'ts',
        };
      });
    },
  };
}

/** Builds the three bundles into `outDir` (out/server by default) and resolves with their paths. */
export async function buildServer(
  outDir: string = SERVER_OUT_DIR,
): Promise<Record<keyof typeof ENTRIES, string>> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const names = Object.keys(ENTRIES) as (keyof typeof ENTRIES)[];
  const results = await Promise.all(
    names.map((name) =>
      build({
        absWorkingDir: ROOT,
        entryPoints: [ENTRIES[name]],
        outfile: join(outDir, `${name}.mjs`),
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20.19',
        external: EXTERNAL_PACKAGES,
        banner: { js: REQUIRE_BANNER },
        // Stack traces name the source files with NODE_OPTIONS=--enable-source-maps; off by default, as
        // reading the maps would slow every start.
        sourcemap: 'linked',
        metafile: true,
        logLevel: 'warning',
        plugins: name === 'server' ? [] : [serverModuleAsLibrary()],
      }),
    ),
  );
  const inputs = new Set(BUILD_FILES);
  // A package's files change with the lock file, listed above: no need to look at each of them.
  for (const result of results)
    for (const input of Object.keys(result.metafile.inputs)) if (!input.includes('node_modules/')) inputs.add(input);
  await writeFile(join(outDir, INPUTS_FILE), `${JSON.stringify([...inputs].sort(), null, 1)}\n`);
  return Object.fromEntries(names.map((name) => [name, join(outDir, `${name}.mjs`)])) as Record<
    keyof typeof ENTRIES,
    string
  >;
}

/**
 * Whether the bundles are missing or older than one of their sources (a file edited, or one they
 * imported gone); a file newly imported is seen through the edited file that imports it.
 */
export function serverBuildIsStale(outDir: string = SERVER_OUT_DIR): boolean {
  const inputsFile = join(outDir, INPUTS_FILE);
  const bundles = Object.keys(ENTRIES).map((name) => join(outDir, `${name}.mjs`));
  if (!existsSync(inputsFile) || bundles.some((file) => !existsSync(file))) return true;
  const built = Math.min(...bundles.map((file) => statSync(file).mtimeMs));
  const inputs = JSON.parse(readFileSync(inputsFile, 'utf8')) as string[];
  return inputs.some((input) => {
    const file = isAbsolute(input) ? input : join(ROOT, input);
    return !existsSync(file) || statSync(file).mtimeMs > built;
  });
}

/** Builds the server bundles when they are missing or older than their sources. */
export async function buildServerIfStale(log: (line: string) => void): Promise<void> {
  const first = !existsSync(join(SERVER_OUT_DIR, 'start.mjs'));
  if (!serverBuildIsStale()) return;
  log(first ? 'Building the server (first start)…' : 'Sources changed: rebuilding the server…');
  await buildServer();
}

import { execFileSync } from 'node:child_process';
import { relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';

/**
 * `tsx scripts/check-program.ts web|node`: type-checks one of the two TypeScript programs as
 * `tsc -p` does, then lints its files with the rules of eslint.config.js, the lint's type-aware
 * rules reading that same program: `web` the renderer's files, `node` every other file of its
 * program (src/shared with it, as the editor's project service lints it) and the tracked files in
 * neither program (eslint.config.js), these with the config alone.
 *
 * Type-aware lint built its own programs and asked its checker again for what tsc had just worked
 * out: on a fresh clone the test command built each program twice, on two cores. Here the checker
 * that found the type errors answers the lint's questions from its caches.
 */
const PROGRAMS = { web: 'tsconfig.web.json', node: 'tsconfig.node.json' } as const;
const RENDERER = 'src/renderer/';
const which = process.argv[2];
if (which !== 'web' && which !== 'node') throw new Error('Usage: check-program.ts web|node');
const configPath = PROGRAMS[which];

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => '\n',
};
function readConfig(path: string): ts.ParsedCommandLine {
  const config = ts.getParsedCommandLineOfConfigFile(resolve(path), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.formatDiagnostic(d, formatHost));
    },
  });
  if (!config) throw new Error(`${path} could not be read.`);
  return config;
}
const parsed = readConfig(configPath);

const started = Date.now();
const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, projectReferences: parsed.projectReferences ?? [] });
const diagnostics = [...parsed.errors, ...ts.getPreEmitDiagnostics(program)];
if (diagnostics.length > 0) console.log(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
console.log(`${configPath}: ${parsed.fileNames.length} files, ${diagnostics.length} type errors (${Math.round((Date.now() - started) / 1000)} s)`);

const path = (file: string) => relative(process.cwd(), file);
const lintable = (file: string) => /\.[mc]?tsx?$/.test(file);
const own = parsed.fileNames.map(path).filter((f) => lintable(f) && f.startsWith(RENDERER) === (which === 'web'));
// No lint cache: its key is the config, which cannot hold a program (npm run lint keeps one).
const options = { warnIgnored: false } as const;
const eslint = new ESLint({
  ...options,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, programs: [program] } } },
});
const lintStarted = Date.now();
const results = await eslint.lintFiles(own);
if (which === 'node') {
  // The tracked sources in neither program.
  const inPrograms = new Set([...parsed.fileNames, ...readConfig(PROGRAMS.web).fileNames].map(path));
  const tracked = execFileSync('git', ['ls-files', '-z', '*.ts', '*.tsx', '*.mts', '*.cts', '*.js', '*.mjs', '*.cjs'], { encoding: 'utf8' }).split('\0').filter(Boolean);
  const strays = tracked.filter((f) => !inPrograms.has(f));
  if (strays.length > 0) results.push(...(await new ESLint(options).lintFiles(strays)));
  console.log(`${strays.length} files in neither program, linted with the config alone: ${strays.join(', ')}`);
}
const failing = results.filter((r) => r.errorCount + r.warningCount + r.fatalErrorCount > 0);
const formatter = await eslint.loadFormatter('stylish');
const report = await formatter.format(failing);
if (report) console.log(report);
const problems = failing.reduce((n, r) => n + r.errorCount + r.warningCount, 0);
console.log(`${configPath}: linted ${own.length} files, ${problems} problems (${Math.round((Date.now() - lintStarted) / 1000)} s)`);
if (diagnostics.length > 0 || problems > 0) process.exitCode = 1;

/**
 * The catalogue check of the test command: fails when a key is missing in a language,
 * when a catalogue has a key no code uses, when a converted component shows literal text, or when a
 * feature topic or sub-skill lacks its name in a language (scripts/lib/topic-names-check.ts).
 * The rules are in scripts/lib/i18n-check.ts; what counts as converted in scripts/lib/i18n-config.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkCatalogues, checkUsage, findLiterals, usedKeys, type Catalogue, type Catalogues } from './lib/i18n-check';
import { checkTopicNames, topicsToName } from './lib/topic-names-check';
import { CATALOGUE_LANGUAGES, CONVERTED_PATHS, LOCALES_DIR, PROPER_NAMES, RENDERER_DIR, SHARED_LOCALES_DIR, SHARED_USAGE_DIRS } from './lib/i18n-config';

const root = join(import.meta.dirname, '..');

function sourceFiles(path: string): string[] {
  const full = join(root, path);
  if (statSync(full).isFile()) return [path];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => join(path, f));
}

async function loadCatalogues(): Promise<Catalogues> {
  const catalogues: Catalogues = {};
  for (const language of CATALOGUE_LANGUAGES) {
    const namespaces: Record<string, Catalogue> = {};
    for (const dir of [LOCALES_DIR, SHARED_LOCALES_DIR].map((d) => join(root, d, language))) {
      for (const f of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
        const mod = (await import(pathToFileURL(join(dir, f)).href)) as { default: Catalogue };
        namespaces[f.replace(/\.ts$/, '')] = mod.default;
      }
    }
    catalogues[language] = namespaces;
  }
  return catalogues;
}

const catalogues = await loadCatalogues();
const english = catalogues.en ?? {};
const used = new Set<string>();
const usageFiles = [RENDERER_DIR, ...SHARED_USAGE_DIRS].flatMap(sourceFiles).filter((f) => !f.startsWith(LOCALES_DIR) && !f.startsWith(SHARED_LOCALES_DIR));
for (const file of usageFiles) {
  for (const key of usedKeys(readFileSync(join(root, file), 'utf8'), Object.keys(english))) used.add(key);
}
const literals = CONVERTED_PATHS.flatMap(sourceFiles).flatMap((f) => findLiterals(relative(root, join(root, f)), readFileSync(join(root, f), 'utf8'), PROPER_NAMES));
const problems = [...checkCatalogues(catalogues), ...checkUsage(english, used), ...literals, ...checkTopicNames()];
if (problems.length > 0) {
  console.error(`The catalogue check found ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const keys = Object.values(english).reduce((n, c) => n + Object.keys(c).length, 0);
console.log(`Catalogue check: ${keys} English keys in ${Object.keys(english).length} namespaces, ${CATALOGUE_LANGUAGES.length} languages complete, every key used; ${CONVERTED_PATHS.length} converted paths free of literal text; ${topicsToName().length} topics and sub-skills named in every language.`);

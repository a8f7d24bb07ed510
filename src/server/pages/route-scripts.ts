/**
 * The JavaScript a public page needs before it can paint, named by the server in the page's head
 * as modulepreloads: the route's lazy page module, its English texts and the API
 * contract the client loads with its first call, each with every chunk it imports statically. The
 * browser fetches them beside the entry instead of one level after another (entry, page, contract,
 * then the API answer). Read from the build's Vite manifest; the entry's own scripts (already in
 * index.html) are left out.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Vite's build manifest: each chunk by its source (or `_name-hash.js` for a shared chunk). */
type Manifest = Record<string, { file: string; name?: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean }>;

export const MANIFEST_FILE = '.vite/manifest.json';
/** The chunk holding the zod contract (#shared/contract/http), which the API client imports on its first call. */
export const CONTRACT_CHUNK_NAME = 'http';

const catalogPage = (page: string) => ({ sources: [`src/features/catalog/pages/${page}.tsx`, 'src/locales/en/catalog.ts'], callsApi: false });

/**
 * The page modules and English texts of each public route pattern, as the manifest names them
 * (sources under src/renderer), and whether the page calls the API as it opens (then the contract too).
 */
const ROUTE_SOURCES: Readonly<Record<string, { sources: readonly string[]; callsApi: boolean }>> = {
  '/gigs/:gigId': { sources: ['src/features/search/pages/GigPage.tsx', 'src/locales/en/search.ts', 'src/locales/en/reviews.ts'], callsApi: true },
  '/experts/:userName': { sources: ['src/features/search/pages/ExpertPage.tsx', 'src/locales/en/search.ts', 'src/locales/en/reviews.ts'], callsApi: true },
  '/search': { sources: ['src/features/search/pages/SearchResultsPage.tsx', 'src/locales/en/search.ts'], callsApi: true },
  '/search/gigs': { sources: ['src/features/search/pages/SearchResultsPage.tsx', 'src/locales/en/search.ts'], callsApi: true },
  // The catalogue's pages are drawn from the catalogue in the bundle: no API call, no contract.
  '/categories': catalogPage('CategoriesPage'),
  '/categories/software': catalogPage('SoftwareCategoriesPage'),
  '/categories/software/:domain': catalogPage('SoftwareDomainPage'),
  '/categories/software/:domain/:software': catalogPage('SoftwarePage'),
  '/categories/domain': catalogPage('SkillDomainsPage'),
  '/categories/domain/:domain': catalogPage('SkillDomainPage'),
  '/categories/domain/:domain/:skill': catalogPage('SkillPage'),
};

/** A route's /assets/ paths: its script modules and the stylesheets they bring. */
export interface RouteAssets {
  scripts: readonly string[];
  styles: readonly string[];
  /**
   * Those stylesheets' text, for a page that comes with its content: in the HTML, the content is
   * painted styled without a render-blocking request (the scripts still add the files, unchanged).
   * Null when one cannot be inlined (missing, or it could end a <style> element).
   */
  styleText: string | null;
}

export interface RouteScripts {
  /** What to preload for a route pattern (nothing for a route without a list). */
  forPattern(pattern: string): RouteAssets;
}

const NOTHING: RouteAssets = { scripts: [], styles: [], styleText: '' };
const NONE: RouteScripts = { forPattern: () => NOTHING };

/** The static import closure of some manifest keys, as their files and stylesheets. */
function closure(manifest: Manifest, keys: readonly string[]): { files: Set<string>; css: Set<string> } {
  const seen = new Set<string>();
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { files, css };
}

/** The text of stylesheets of the build (their source map comments left out), or null when one cannot go into a <style>. */
function styleTextOf(webDir: string, sheets: readonly string[]): string | null {
  let text = '';
  for (const sheet of sheets) {
    const file = join(webDir, sheet);
    if (!existsSync(file)) return null;
    const css = readFileSync(file, 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
    if (/<\/style/i.test(css)) return null;
    text += css;
  }
  return text;
}

/** Reads the manifest of the build in webDir once; no preloads when the build has none. */
export function loadRouteScripts(webDir: string): RouteScripts {
  const file = join(webDir, MANIFEST_FILE);
  if (!existsSync(file)) return NONE;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const initial = closure(manifest, entries);
  const contract = Object.keys(manifest).filter((key) => key.startsWith('_') && manifest[key]?.name === CONTRACT_CHUNK_NAME);
  const byPattern = new Map<string, RouteAssets>();
  for (const [pattern, { sources, callsApi }] of Object.entries(ROUTE_SOURCES)) {
    const { files, css } = closure(manifest, callsApi ? [...sources, ...contract] : sources);
    const styles = [...css].filter((f) => !initial.css.has(f));
    byPattern.set(pattern, {
      scripts: [...files].filter((f) => !initial.files.has(f)).map((f) => `/${f}`),
      styles: styles.map((f) => `/${f}`),
      styleText: styleTextOf(webDir, styles),
    });
  }
  return { forPattern: (pattern) => byPattern.get(pattern) ?? NOTHING };
}

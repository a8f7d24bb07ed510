/**
 * The home page's JavaScript budget: what the browser downloads before home is usable —
 * the entry module and its modulepreloads named in the browser build's index.html — gzipped at level 9.
 * Checked by scripts/check-web-budget.ts (npm test) and reported by bench/home.bench.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The budget for the initial scripts, in gzip bytes (150 KB at first; then 120 KB, reached at
 * 119.9 KB without the languages). react-dom is about 66 KB of it and react-router 29; the home body below
 * the hero (its strips and coming-soon block, 2.8 KB), the side menu, the signed-in header parts, the
 * titles and the upload checks come in chunks of their own, after; the modulepreload polyfill is left out
 * (vite.web.config.ts). 142 KB: i18next with react-i18next (17 KB) and the English catalogue of
 * the shell and home (the other languages and namespaces load on demand), within 150 KB.
 * 146 KB: the English message catalogue (the spec's messages and the server's answers by code, 5.3 KB with
 * its lookup) that the shared rules build their texts from, so every route that shows a rule carries it.
 * 147 KB: the loader's list of every language's catalogue chunks (each namespace adds about 0.06 KB: ten
 * more namespaces for the dashboard, orders, bookings, wallet, sessions and the rest), still within 150 KB.
 * 150 KB (149.6): every rule message of the domain (bookings, slots, account, availability, gigs, pricing,
 * wallet, payouts, reviews, messages, sign-in) joined the English message catalogue (+2.5 KB): the
 * 150 KB cap, reached. What is left to move there must first take the server-only answers out of the entry.
 * 150.12 with server rendering's hydration and early clicks and the onboarding catalogue's
 * loader; 148.5 once the small modules the entry shares with lazy chunks came in one chunk ('boot' in
 * vite.web.config.ts: 13 files instead of 20, each with its own gzip header and import lines).
 * 149.89: the server-only answers have a catalogue of their own (src/shared/locales/<lng>/answers.ts,
 * written through src/shared/i18n/english-answers.ts, which lint keeps out of the renderer), loaded with
 * a chosen language's messages by one lazy chunk that also holds the list of those catalogues: a new
 * answer of the server no longer weighs on any page.
 * 150.5: a URL per language (the language of the address in the boot chunk, the page titles in the
 * page's language), the catalogue's names hook and the isolation of names in mixed text, and Login kept
 * in place while the session is checked (150.25). 150.75: requests' three lazy routes with their titles
 * and the buyer menu's "Post a request" (150.53; the pages and their texts are chunks of their own).
 * 151.25: Pro, levels, ranking and requests together (151.02): each new feature's routes, their titles
 * and menu entries sit in the route table every page loads (about 0.15 KB a feature); splitting the
 * signed-in features' routes out of the public entry is what stops that growth.
 */
export const HOME_JS_BUDGET_BYTES = 151.25 * 1024;

/** Bytes as kilobytes with two decimals. */
export const kb = (bytes: number): number => Math.round((bytes / 1024) * 100) / 100;

/** The scripts index.html makes the browser fetch up front: the entry module and its modulepreloads. */
export function initialScripts(indexHtml: string): string[] {
  const srcs = [...indexHtml.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1] ?? '');
  const preloads = [...indexHtml.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '');
  return [...new Set([...srcs, ...preloads])].filter(Boolean);
}

/** A file's size gzipped at level 9. */
export const gzipBytes = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

export interface InitialScript {
  src: string;
  gzip: number;
}

/** Each initial script of the build in outDir with its gzip size, largest first. */
export function measureInitialScripts(outDir: string): InitialScript[] {
  const index = readFileSync(join(outDir, 'index.html'), 'utf8');
  return initialScripts(index)
    .map((src) => ({ src, gzip: gzipBytes(join(outDir, src)) }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** Vite's build manifest (build.manifest): each chunk by its source, with the chunks it imports. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

export const MANIFEST_FILE = '.vite/manifest.json';

/**
 * The per-route budgets, gzip bytes of the JavaScript a first visit downloads before the
 * route is usable: home's initial scripts, and for a lazy route those plus its page modules and
 * every chunk they import statically. The test command fails when one is over.
 */
export const ROUTE_BUDGETS: ReadonlyArray<{ route: string; pages: readonly string[]; budget: number }> = [
  { route: 'home (/)', pages: [], budget: HOME_JS_BUDGET_BYTES },
  // The translations added i18next (+21 KB with home's part) to every route: search 209, gig 213, wizard 249; the
  // English message catalogue came to every route next (+3.5 to 4 KB beyond the entry's part); every rule
  // message of the domain joined it (+2.5 KB): search 215.4, gig 217.3, wizard 257.5, analytics 241;
  // hydrating server-rendered pages (page data, waiting for the route, the signed-in flag)
  // +0.3 KB: search 215.7, gig 217.6, analytics 241.3. Replaying early clicks and the first screen's
  // cards loading their pictures at once (the results page's largest paint): search 216.03.
  // The 'boot' chunk (see home) took about 1.6 KB off every route: search 214.52, gig 216.13, wizard
  // 257.71, analytics 239.97; the budgets follow, so the gain holds.
  // 216: every route grows with the route table and the English message catalogue: three public pages
  // (help, services, what is new) with their titles and catalogue (+0.24 KB), the client's route map naming
  // the five of two-step sign-in (+0.02 KB), disputes' answers in the message catalogue (to read a server's
  // answer in the reader's language) and the booking page's new chunks in the preload map.
  // 216.5: the route table's titles in the page's language (a URL per language: the texts' lookup, the list
  // of each language's file of page texts) came with the titles (216.18).
  // 217: the catalogue's names in the page's language (the names hook, +0.4 KB; each language's names are a
  // chunk of their own, loaded with that language only) and the language menu naming each language in itself (216.6).
  // 217.25: the Pro pages in the route table with their titles and menu entries (+0.17 KB on every route, one
  // chunk for the four pages) and the cards' Pro badge (+0.09 KB): 216.91 -> 217.17.
  // 217.5: the levels' two pages in the route table (+0.14 KB on every route) and the expert's level badge on
  // each card with its texts (+0.15 KB) (217.29).
  // 217.5: the requests' routes (as home) and "Post a request" above and below the results (217.28).
  // 218.25: Pro, levels, ranking and requests together (217.99), as home.
  // 218.75: the suggested chips' topics and sub-skills in the page's language (218.68): the topic names' hook and
  // the list of the four languages' tables (+0.64 KB, one chunk the software, skill and expert pages share); each
  // language's table (fr 22.9, pt 22.6, ar 26.9, ko 25.1 KB) loads with the pages that show topics, in that language only.
  { route: 'search results (/search/gigs)', pages: ['src/features/search/pages/SearchResultsPage.tsx'], budget: 218.75 * 1024 },
  // 195: the reviews list with its per-star breakdown and the expert's reply came to the gig page.
  // 212: the booking dialog and its schemas load on a Book button's first press or hover (211.6).
  // 213: a rating says how many reviews it is from (the plural texts) and contact details in a gig's and its
  // reviews' texts are masked by the shared public-text rule, spelled-out numbers included (212.53).
  // 214: what grows every route (above, search) took it to 213.08.
  // 216: the gig's category names in the page's language, isolated (+0.65 KB with the names hook), and its
  // durations written by Intl in that language (+0.8 KB: the duration rule and the formatter) (215.6).
  // 216.25: the Pro pages in the route table and the Pro badge, as on search (215.91 -> 216.17).
  // 216.5: the levels' pages in the route table and the expert's level badge, as on search (216.28).
  // 216.5: the requests' routes, as home (216.32).
  // 217.25: Pro, levels, ranking and requests together (217.04), as home.
  { route: 'gig page (/gigs/:gigId)', pages: ['src/features/search/pages/GigPage.tsx'], budget: 217.25 * 1024 },
  {
    route: 'expert wizard (/become_expert/personal_info)',
    pages: ['src/features/become-expert/wizard/ExpertFlowLayout.tsx', 'src/features/become-expert/pages/PersonalInfoPage.tsx'],
    // 252: the social sign-in and payment parts of the platform came beside i18next (250.8);
    // 255 with the English message catalogue (253.6). 259: the onboarding's messages in five languages
    // — their English catalogue by key and the loader of a page's catalogue on demand (258.9).
    // The booking and pricing rules in chunks of their own added four small files (258.47);
    // then the client loaded the contract by route group, not whole: the wizard's calls load their own (239.48).
    // 241: the phone step's two refusals (a sign-in used once, a number on another profile) and the
    // pricing minimum's message (240.03). 242: the hourly rate in credits with its rupee value as
    // the field is typed, and the name fields the wizard now shares with the profile edit (241.36).
    // 242.5: the same language, names and header changes as home, and the earning after the fee on the
    // pricing step (242.23). 242.75: the requests' routes, as home (242.6).
    // 243.25: Pro, levels, ranking and requests together (243.10), as home.
    // 243.5: tag suggestions named in the interface language (the topic names' loader) and the Pro
    // badge on the search card in the entry (243.29).
    budget: 243.5 * 1024,
  },
  // Chart.js (tree-shaken: lines, bars, two scales; 60 KB of the page's chunk) comes with this
  // route only, after the page's frame (211.4 KB at first; 232.7 with i18next on every route).
  {
    route: 'expert analytics (/users/:username/expert_anayltics)',
    pages: ['src/features/dashboard/pages/ExpertAnalyticsPage.tsx', 'src/features/analytics/AnalyticsView.tsx'],
    // 241.5: the same language, names and header changes as home (241.26).
    // 242: Chart.js and the chart parts in a chunk shared with the ranking page, which reuses them
    // (the split costs 0.5 KB of gzip: 241.78).
    // 241.5: the same language, names and header changes as home (241.26). 241.75: the requests' routes (241.54).
    // 242.75: Pro, levels, ranking and requests together (242.49), as home.
    // 243: home's trending skill named in the page's language (the entry, 242.77).
    budget: 243 * 1024,
  },
];

/** The files a set of manifest entries loads, theirs and their static imports', once each. */
export function chunkClosure(manifest: ViteManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: a route of ROUTE_BUDGETS moved?`);
    files.add(`/${chunk.file}`);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return [...files];
}

export interface RouteWeight {
  route: string;
  gzip: number;
  budget: number;
  files: number;
}

/** The build's manifest and the scripts its index.html fetches up front. */
function readBuild(outDir: string): { manifest: ViteManifest; initial: string[] } {
  return {
    manifest: JSON.parse(readFileSync(join(outDir, MANIFEST_FILE), 'utf8')) as ViteManifest,
    initial: initialScripts(readFileSync(join(outDir, 'index.html'), 'utf8')),
  };
}

/** Each budgeted route of the build in outDir: what it downloads first, gzipped, against its budget. */
export function measureRoutes(outDir: string): RouteWeight[] {
  const { manifest, initial } = readBuild(outDir);
  const sizes = new Map<string, number>();
  const gzipOf = (src: string) => sizes.get(src) ?? sizes.set(src, gzipBytes(join(outDir, src))).get(src) ?? 0;
  return ROUTE_BUDGETS.map(({ route, pages, budget }) => {
    const files = new Set([...initial, ...chunkClosure(manifest, pages)]);
    return { route, budget, files: files.size, gzip: [...files].reduce((sum, f) => sum + gzipOf(f), 0) };
  });
}

/**
 * What a public page gives the main thread before it is interactive, in figures no machine
 * changes: the JavaScript the browser evaluates (uncompressed bytes of the same files as the gzip
 * budgets: the entry, its modulepreloads, the page's chunks and their static imports) and the
 * number of source modules bundled in them (from each file's source map). Every byte is compiled
 * and every module's top level runs on the main thread; on a slow phone that work, not the
 * download, is what holds the page up (the total blocking time: `npm run bench -- main-thread`).
 * Budgets: the figures measured when they were set, plus about 1 % (home 458.3 KB in 145 modules,
 * a category 674.6 KB in 367, search 661.1 KB in 203, a gig page 653.2 KB in 373, an expert page
 * 650.9 KB in 367, help 461.1 KB in 146, Pro 472.6 KB in 163). Pro 481: its way back from Razorpay (the
 * subscription's Checkout in the page and the desktop's pay page, in the Pro chunk: 477.3 -> 479.2 KB in 166).
 */
export const EVALUATED_BUDGETS: ReadonlyArray<{ route: string; pages: readonly string[]; bytes: number; modules: number }> = [
  { route: 'home (/)', pages: [], bytes: 463 * 1024, modules: 148 },
  { route: 'category (/categories/software/:domain/:software)', pages: ['src/features/catalog/pages/SoftwarePage.tsx'], bytes: 681 * 1024, modules: 371 },
  { route: 'skill (/categories/domain/:domain/:skill)', pages: ['src/features/catalog/pages/SkillPage.tsx'], bytes: 682 * 1024, modules: 372 },
  { route: 'search results (/search/gigs)', pages: ['src/features/search/pages/SearchResultsPage.tsx'], bytes: 668 * 1024, modules: 206 },
  { route: 'gig page (/gigs/:gigId)', pages: ['src/features/search/pages/GigPage.tsx'], bytes: 660 * 1024, modules: 377 },
  { route: 'expert page (/experts/:userName)', pages: ['src/features/search/pages/ExpertPage.tsx'], bytes: 658 * 1024, modules: 371 },
  { route: 'help (/help)', pages: ['src/features/guide/pages/HelpPage.tsx'], bytes: 466 * 1024, modules: 149 },
  { route: 'Pro (/pro)', pages: ['src/features/pro/pages/pro-pages.ts'], bytes: 481 * 1024, modules: 166 },
];

export interface EvaluatedWeight {
  route: string;
  bytes: number;
  modules: number;
  budget: { bytes: number; modules: number };
}

/** The number of source modules bundled in a built file, from its source map (0 without one). */
function modulesIn(outDir: string, src: string): number {
  try {
    const map = JSON.parse(readFileSync(join(outDir, `${src}.map`), 'utf8')) as { sources?: unknown[] };
    return map.sources?.length ?? 0;
  } catch {
    return 0;
  }
}

/** Each public route's JavaScript evaluated before it is interactive, against its budget. */
export function measureEvaluated(outDir: string): EvaluatedWeight[] {
  const { manifest, initial } = readBuild(outDir);
  return EVALUATED_BUDGETS.map(({ route, pages, bytes, modules }) => {
    const files = [...new Set([...initial, ...chunkClosure(manifest, pages)])];
    return {
      route,
      bytes: files.reduce((sum, f) => sum + readFileSync(join(outDir, f)).length, 0),
      modules: files.reduce((sum, f) => sum + modulesIn(outDir, f), 0),
      budget: { bytes, modules },
    };
  });
}

/**
 * React's and the router's development builds leave these in a bundle (the JSX checks, the DOM
 * property warnings, the router's warnings: scripts/lib/production-packages.ts); no bundle may hold
 * one: the server rendered a page 2–3x as long with React's, and every page ran the router's.
 */
const DEVELOPMENT_MARKERS = ['jsxDEVImpl', 'validateProperty$1', 'You rendered descendant <Routes>'] as const;

/** The scripts in a build folder (.js and .mjs, in every subfolder) that hold a development build, each with its marker. */
export function developmentBuildsIn(dir: string): string[] {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mjs') || f.endsWith('.js'));
  return files.flatMap((f) => {
    const text = readFileSync(join(dir, f), 'utf8');
    return DEVELOPMENT_MARKERS.filter((m) => text.includes(m)).map((m) => `${f}: ${m}`);
  });
}

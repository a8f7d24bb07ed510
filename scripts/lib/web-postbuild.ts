/**
 * The browser build's last steps, a Vite plugin run when `vite build` closes:
 * 1. the pre-render: src/renderer/src/prerender.tsx built for Node by Vite (the same sources,
 *    aliases and JSX, and the same hashed asset URLs as the browser build) into out/web-ssr, which
 *    the server keeps to render public pages with their content; run once, its frames written to
 *    frames.json for the server's pages;
 * 2. the entry stylesheet inlined into index.html (the pages' template): the frame is painted from
 *    the HTML alone, with no render-blocking request for a phone on a slow network to wait for;
 * 3. precompression: a brotli (quality 11) and a gzip (level 9) twin of every text file of 1 KB
 *    or more, kept only when smaller, which @fastify/static serves by Accept-Encoding.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { SSR_ENTRY, ssrDirOf } from '../../src/server/pages/ssr-dir';
import { PRODUCTION_ALIASES } from './production-packages';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Files the server reads itself and sends as pages (compressed on the fly with their head). */
const SERVER_ONLY = new Set(['index.html', 'frames.json']);
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

export function precompress(outDir: string): { files: number; bytes: number; brotli: number; gzip: number } {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for (const file of filesUnder(outDir)) {
    if (!COMPRESSIBLE.test(file) || SERVER_ONLY.has(relative(outDir, file))) continue;
    const size = statSync(file).size;
    if (size < MIN_BYTES) continue;
    const data = readFileSync(file);
    const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size } });
    const gz = gzipSync(data, { level: 9 });
    totals.files += 1;
    totals.bytes += size;
    if (br.length < size) {
      writeFileSync(`${file}.br`, br);
      totals.brotli += br.length;
    }
    if (gz.length < size) {
      writeFileSync(`${file}.gz`, gz);
      totals.gzip += gz.length;
    }
  }
  return totals;
}

/** Above this the stylesheet stays a file: every page's HTML would carry it (about 4 KB compressed today). */
export const INLINE_STYLES_MAX_BYTES = 48 * 1024;
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * Replaces index.html's links to the build's own stylesheets with their text in a <style> (the
 * CSP allows inline styles; Vite writes asset URLs in them from the root, so they resolve the
 * same). Leaves a link alone when its file is too big or could close the <style> early.
 * Returns the stylesheets inlined.
 */
export function inlineEntryStyles(outDir: string): string[] {
  const indexFile = join(outDir, 'index.html');
  const inlined: string[] = [];
  const html = readFileSync(indexFile, 'utf8').replace(STYLESHEET_LINK, (link, path: string) => {
    const css = readFileSync(join(outDir, path), 'utf8');
    if (Buffer.byteLength(css) > INLINE_STYLES_MAX_BYTES || /<\/style/i.test(css)) return link;
    inlined.push(path);
    return `<style>${css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '')}</style>`;
  });
  writeFileSync(indexFile, html);
  return inlined;
}

interface PrerenderModule {
  renderFrames(): Promise<Record<string, Record<string, string>>>;
}

/**
 * Builds the pre-render entry for Node into the server side's folder (beside the browser build,
 * kept: the server renders the public pages with it, src/server/pages/page-render.ts) and runs its
 * renderFrames once. Its packages (react, react-router, i18next…) are bundled in: it runs wherever
 * the build is put, with no node_modules beside it.
 */
async function prerender(root: string, define: Record<string, string>, webDir: string): Promise<Record<string, Record<string, string>>> {
  const outDir = ssrDirOf(webDir);
  await build({
    configFile: false,
    root,
    logLevel: 'error',
    // React and the router pick their development build from process.env.NODE_ENV at run time, and
    // the server is started without it: rendered with React's checks and warnings, a page took 2–3x
    // as long. The bundle is the production build wherever it runs.
    define: { ...define, 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: { alias: PRODUCTION_ALIASES },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: 'src/prerender.tsx',
      copyPublicDir: false,
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      minify: false,
      // .mjs throughout: ES modules wherever the folder is put (no package.json beside it says so).
      rollupOptions: { output: { entryFileNames: SSR_ENTRY, chunkFileNames: 'chunks/[name]-[hash].mjs' } },
    },
  });
  const mod = (await import(pathToFileURL(join(outDir, SSR_ENTRY)).href)) as PrerenderModule;
  return mod.renderFrames();
}

export function webPostBuild(options: { root: string; define: Record<string, string> }): Plugin {
  let outDir = '';
  return {
    name: 'qurious-web-postbuild',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
      if (config.build.outDir.startsWith('/')) outDir = config.build.outDir;
    },
    async closeBundle() {
      const frames = await prerender(options.root, options.define, outDir);
      writeFileSync(join(outDir, 'frames.json'), JSON.stringify(frames));
      const styles = inlineEntryStyles(outDir);
      const t = precompress(outDir);
      this.info?.(`pre-rendered the frames in ${Object.keys(frames).join(', ')}; inlined ${styles.join(', ') || 'no stylesheet'}; precompressed ${t.files} files (${Math.round(t.bytes / 1024)} KB → br ${Math.round(t.brotli / 1024)} KB, gzip ${Math.round(t.gzip / 1024)} KB)`);
    },
  };
}

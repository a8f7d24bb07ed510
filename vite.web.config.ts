import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { webPostBuild } from './scripts/lib/web-postbuild';
import { chunkFileNames } from './scripts/lib/locale-chunks';
import { PRODUCTION_ALIASES } from './scripts/lib/production-packages';

const root = resolve(import.meta.dirname, 'src/renderer');

const { version } = JSON.parse(readFileSync(resolve(import.meta.dirname, 'package.json'), 'utf8')) as { version: string };
const define = { __APP_VERSION__: JSON.stringify(version) };

const BOOT_MODULES = /\/src\/(shared\/i18n\/(english|message-format)|shared\/domain\/(ui-language|language-paths)|renderer\/src\/state\/auth-modal|renderer\/src\/platform\/web-file-input)\.ts$/;

/** The browser build: the same renderer as the desktop app, served by the API server. */
export default defineConfig(({ command }) => ({
  root,
  base: '/',
  // After the bundle: the public pages' pre-rendered frames and the .br/.gz twins.
  plugins: [react(), webPostBuild({ root, define })],
  define,
  // The router's development warnings in development only.
  resolve: { alias: command === 'build' ? PRODUCTION_ALIASES : [] },
  build: {
    outDir: resolve(import.meta.dirname, 'out/web'),
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/check-web-budget.ts for the per-route budgets; not served (a dot folder).
    manifest: true,
    chunkSizeWarningLimit: 600,
    // No modulepreload polyfill (0.6 KB of home's budget): every browser we serve has had
    // `<link rel=modulepreload>` since 2023 (Safari 17); an older one only fetches those chunks on import.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        chunkFileNames,
        // Small modules the entry shares with lazy chunks, in one chunk rather than one each: every
        // file costs its own gzip header and import lines (the home page's 150 KB budget).
        codeSplitting: { groups: [{ name: 'boot', test: BOOT_MODULES }] },
      },
      treeshake: { moduleSideEffects: (id: string) => !/\/src\/(shared\/.*|renderer\/src\/state\/.*)\.tsx?$/.test(id) } },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': 'http://localhost:5500', '/files': 'http://localhost:5500' },
  },
}));

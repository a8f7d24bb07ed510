import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { chunkFileNames } from './scripts/lib/locale-chunks';
import { PRODUCTION_ALIASES } from './scripts/lib/production-packages';

const here = import.meta.dirname;

const { version } = JSON.parse(readFileSync(resolve(import.meta.dirname, 'package.json'), 'utf8')) as { version: string };

/** The desktop app: main process, preload and the same renderer as the browser build. */
export default defineConfig(({ command }) => ({
  main: {
    build: {
      outDir: resolve(here, 'out/main'),
      externalizeDeps: true,
      rollupOptions: { input: { index: resolve(here, 'src/main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: resolve(here, 'out/preload'),
      externalizeDeps: true,
      rollupOptions: {
        input: { index: resolve(here, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(here, 'src/renderer'),
    plugins: [react()],
    define: { __APP_VERSION__: JSON.stringify(version) },
    resolve: { alias: command === 'build' ? PRODUCTION_ALIASES : [] },
    base: './',
    build: {
      outDir: resolve(here, 'out/renderer'),
      rollupOptions: { input: { index: resolve(here, 'src/renderer/index.html') }, output: { chunkFileNames } },
    },
  },
}));

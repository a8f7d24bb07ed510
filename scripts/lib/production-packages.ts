/**
 * Packages whose production build a bundler's export conditions never pick. React Router ships
 * `dist/production` beside `dist/development` but exports only the latter (its own Vite plugin
 * points apps at the former): bundled as exported, every page ran the router's development
 * warnings (a descendant <Routes>' trailing "*", a route with both Component and element) and
 * carried their text. Given to the browser build, its server render bundle and the desktop
 * renderer as `resolve.alias`.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const routerDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const routerBuild = (file: string) => join(routerDir, 'dist/production', file);

export const PRODUCTION_ALIASES = [
  { find: /^react-router$/, replacement: routerBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
];

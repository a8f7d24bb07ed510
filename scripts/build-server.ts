/** `npm run build:server`: builds the server bundles into out/server (scripts/lib/server-bundle.ts). */
import { relative } from 'node:path';
import { buildServer } from './lib/server-bundle';

const started = performance.now();
const files = await buildServer();
console.log(
  `Built ${Object.values(files)
    .map((file) => relative(process.cwd(), file))
    .join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);

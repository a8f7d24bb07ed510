/**
 * `npm start`'s first step, before plain `node out/server/start.mjs`: builds what is missing or older
 * than its sources, the browser build (out/web) and the server bundles (out/server). Nothing to do
 * costs a look at the files' times.
 */
import { buildWebIfStale } from './build-if-stale';
import { buildServerIfStale } from './lib/server-bundle';

const log = (line: string) => console.log(`[qurious] ${line}`);

buildWebIfStale(log);
await buildServerIfStale(log);

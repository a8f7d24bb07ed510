import { resolve } from 'node:path';

/**
 * Where the web build keeps its server side (the pages' render, built for Node from the
 * renderer's sources): beside the browser build, never inside it, so no file of it is served.
 */
export const ssrDirOf = (webDir: string): string => `${resolve(webDir)}-ssr`;

/** The server side's entry module in that folder. */
export const SSR_ENTRY = 'prerender.mjs';

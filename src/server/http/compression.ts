import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * On-the-fly compression of what the build did not precompress (API JSON, pages, sitemaps),
 * brotli or gzip as the request's Accept-Encoding prefers, identity without it.
 * Brotli at quality 4 (the plugin's default): near gzip's CPU cost, smaller output. Registered
 * before the routes: the plugin adds its hook to each route as it is declared. Answers that
 * already carry a Content-Encoding (the build's .br and .gz files) pass untouched.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  // Request bodies stay as they were: no compressed uploads (the body limit keeps meaning bytes sent).
  await app.register(compress, { globalCompression: true, globalDecompression: false, threshold: COMPRESS_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
}

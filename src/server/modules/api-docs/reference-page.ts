import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../http/errors';
import { REFERENCE_STYLE } from './reference-style';
import { API_DOCUMENT_PATH } from './routes-paths';

/** Where the API reference (Swagger UI over the OpenAPI document) is served. */
export const API_REFERENCE_PATH = '/api/docs';

/**
 * The reference page's policy: its own scripts only (no inline script, no CDN), the styles Swagger
 * UI writes into the page, its SVG icons as data URIs, and calls to this API ("Try it out").
 */
const REFERENCE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/**
 * Starts Swagger UI on the document (a file of ours: the policy allows no inline script), its
 * sections closed: drawing all 150 operations at once keeps the page busy for long. No deep links:
 * Swagger UI draws each as a link inside the operation's button, a control within a control that
 * keyboards and screen readers cannot reach apart (axe: nested-interactive). Examples in plain text:
 * the highlighter's colours on its dark box are below 4.5:1 (axe: color-contrast).
 */
const START_SCRIPT = `window.addEventListener('load', function () {
  window.SwaggerUIBundle({ url: '${API_DOCUMENT_PATH}', dom_id: '#reference', deepLinking: false, docExpansion: 'none', tryItOutEnabled: false, syntaxHighlight: { activated: false } });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Qurious API reference</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${API_REFERENCE_PATH}/swagger-ui.css">
<link rel="stylesheet" href="${API_REFERENCE_PATH}/reference.css">
</head>
<body>
<main id="reference" aria-label="Qurious API reference"></main>
<script src="${API_REFERENCE_PATH}/swagger-ui-bundle.js"></script>
<script src="${API_REFERENCE_PATH}/start.js"></script>
</body>
</html>
`;

/** The files of swagger-ui-dist the page loads, with their types (a Map: a name like `constructor` is no file). */
const VIEWER_FILES = new Map([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
]);

/**
 * The API reference: Swagger UI (swagger-ui-dist) served from our own files under /api/docs, with a
 * policy of its own, out of the browser build (no route of the site loads any of it).
 */
export function installReferencePage(app: FastifyInstance, rateLimit: object): void {
  const viewerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const cache = new Map<string, Buffer>();
  const send = (reply: FastifyReply, type: string, body: string | Buffer) =>
    reply.type(type).header('Content-Security-Policy', REFERENCE_POLICY).header('Cache-Control', 'no-cache').send(body);

  app.get(API_REFERENCE_PATH, { config: { rateLimit } }, async (_request, reply) => send(reply, 'text/html; charset=utf-8', PAGE));
  app.get<{ Params: { file: string } }>(`${API_REFERENCE_PATH}/:file`, { config: { rateLimit } }, async (request, reply) => {
    const { file } = request.params;
    if (file === 'start.js') return send(reply, 'text/javascript; charset=utf-8', START_SCRIPT);
    if (file === 'reference.css') return send(reply, 'text/css; charset=utf-8', REFERENCE_STYLE);
    const type = VIEWER_FILES.get(file);
    if (!type) throw notFound();
    let body = cache.get(file);
    if (!body) {
      body = await readFile(join(viewerDir, file));
      cache.set(file, body);
    }
    return send(reply, type, body);
  });
}

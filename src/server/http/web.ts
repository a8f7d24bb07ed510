import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createHash } from 'node:crypto';
import { join, sep } from 'node:path';
import type { ApiErrorBody } from '#shared/contract/http';
import { cookieLanguage, localizedPath, negotiatedLanguage, splitLanguagePath } from '#shared/domain/language-paths';
import { SIGNED_IN_COOKIE } from '#shared/domain/page-data';
import { SOURCE_LANGUAGE } from '#shared/domain/ui-language';
import { matchRoute } from '#shared/domain/page-titles';
import type { AppDeps } from '../modules/context';
import { renderedPageHead, renderHead, renderRoutePreloads } from '../pages/head';
import { isServerRendered, loadPageRenderer, type AnswerOf } from '../pages/page-render';
import { pageResolver } from '../pages/resolve';
import { loadRouteScripts } from '../pages/route-scripts';
import { robotsTxt, sitemaps } from '../pages/sitemap';
import { FRAMES_FILE, loadTemplate } from '../pages/template';
import { servedFiles } from './served-files';

/** The methods a path may be served with (OPTIONS is left out: CORS answers it on every path). */
const ROUTED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The methods a file of the build is served with. */
const FILE_METHODS: readonly string[] = ['GET', 'HEAD'];

/** Vite names what it puts under /assets/ by content hash: such a file never changes under its name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and files with stable names (favicon, robots, sitemaps) are revalidated on every use. */
export const REVALIDATE = 'no-cache';

/** Files of the build only the server reads: index.html is the pages' template, frames.json their pre-rendered bodies. */
const TEMPLATE_FILES = ['index.html', FRAMES_FILE];

const SIGNED_IN = new RegExp(`(?:^|;\\s*)${SIGNED_IN_COOKIE}=1(?:;|$)`);
/** Whether the browser says it keeps a session (the flag the browser build sets beside its token). */
const signedIn = (request: FastifyRequest) => SIGNED_IN.test(request.headers.cookie ?? '');

const weakEtag = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** What the answer to `/` depends on beside the encoding: it is sent to a language by these. */
export const HOME_VARY = 'Accept-Language, Cookie';

/** Sends text with no-cache and an ETag, or 304 when the browser's copy is that text. */
function sendRevalidated(request: FastifyRequest, reply: FastifyReply, status: number, type: string, body: string, vary = '') {
  const etag = weakEtag(body);
  reply.header('Cache-Control', REVALIDATE).header('ETag', etag).header('Vary', vary ? `Accept-Encoding, ${vary}` : 'Accept-Encoding');
  if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.code(status).type(type).send(body);
}

/**
 * Serves the browser build: hashed assets (immutable) and other files (revalidated), brotli or
 * gzip precompressed by the build when the browser accepts it; every page a browser navigates to
 * as index.html with the server's head and pre-rendered frame (404 for unknown paths and for a gig
 * or expert that is not public); robots.txt and the sitemaps. Unknown /api paths get a JSON 404; a
 * known path asked with a method it does not serve gets a 405 with its Allow header.
 */
export async function installWeb(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { webDir, publicUrl } = deps.config;
  const template = loadTemplate(webDir);
  const resolver = pageResolver(deps.db, publicUrl, loadRouteScripts(webDir), () => deps.clock.now());
  const assetsDir = join(webDir, 'assets') + sep;
  // The server renders a public page from the answers its API gives the visitor (their address counts them).
  const answerOf: AnswerOf = async (url, visitorIp) => {
    const res = await app.inject({ method: 'GET', url, remoteAddress: visitorIp, headers: { accept: 'application/json' } });
    return { status: res.statusCode, json: res.statusCode === 200 ? res.json() : null };
  };
  const files = template ? servedFiles(webDir, TEMPLATE_FILES) : new Set<string>();
  const renderer = template ? loadPageRenderer(webDir, answerOf, (err, url) => app.log.error({ err }, `The server render of ${url} failed.`)) : null;
  if (template) {
    // No route per file (two per file, GET and HEAD, for the build's ~850 files were most of the start's
    // time): the pages' catch-all below sends a file of the build when the path names one. The
    // precompressed copies are found beside the file they compress when the browser accepts them.
    await app.register(fastifyStatic, {
      root: webDir,
      serve: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      },
    });
    const maps = sitemaps(deps.db, publicUrl);
    const xml = 'application/xml; charset=utf-8';
    app.get('/robots.txt', (request, reply) => sendRevalidated(request, reply, 200, 'text/plain; charset=utf-8', robotsTxt(publicUrl)));
    app.get('/sitemap.xml', async (request, reply) => sendRevalidated(request, reply, 200, xml, await maps.index()));
    app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
      const body = await maps.file(request.params.file);
      if (body === null) {
        reply.callNotFound();
        return reply;
      }
      return sendRevalidated(request, reply, 200, xml, body);
    });
    // Every other GET: a page when a browser navigates to it. A route (not the not-found handler),
    // so the answer is compressed like any other.
    app.get('/*', async (request, reply) => {
      const [rawPath = '', query = ''] = request.url.split('?', 2);
      if (files.has(rawPath)) return reply.sendFile(rawPath);
      const path = rawPath === '/index.html' ? '/' : rawPath;
      // A path with a dot is a missing asset, unless a browser navigates to it (usernames may hold dots).
      const navigates = String(request.headers.accept ?? '').includes('text/html');
      const isPage = !path.startsWith('/api/') && !path.startsWith('/files/') && (navigates || !/\.[a-z0-9]+$/i.test(path));
      if (!isPage) {
        reply.callNotFound();
        return reply;
      }
      const search = query ? `?${query}` : '';
      // English at the root, every other language under its code: the same routes inside.
      const { language, path: inner } = splitLanguagePath(path);
      if (path === '/') {
        // Home is sent to the visitor's language: the one they chose before (a cookie), else their
        // browser's; a shared cache keeps one answer per such header (Vary).
        const wanted = cookieLanguage(request.headers.cookie) ?? negotiatedLanguage(request.headers['accept-language']);
        if (wanted !== SOURCE_LANGUAGE)
          return reply.code(302).header('Location', localizedPath(wanted, `/${search}`)).header('Cache-Control', REVALIDATE).header('Vary', HOME_VARY).send();
      }
      const page = await resolver.resolve(inner, search, language);
      const pattern = matchRoute(inner)?.meta.pattern;
      // A public page comes with its content when the server can render it, for a
      // signed-out visitor; else with its frame.
      const rendered = renderer && page.status === 200 && page.frame === 'page' && pattern && isServerRendered(pattern) && !signedIn(request);
      const content = rendered ? await renderer.render(inner, search, request.ip, language) : null;
      const head = content ? renderedPageHead(page.head) : page.head;
      const html = template.render(renderHead(head), page.frame, renderRoutePreloads(head, content !== null), content, language);
      return sendRevalidated(request, reply, page.status, 'text/html; charset=utf-8', html, path === '/' ? HOME_VARY : '');
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // The pages' catch-all route does not count: it answers GET only, and sends the rest here.
    const allowed = files.has(path) ? FILE_METHODS : ROUTED_METHODS.filter((method) => {
      const found = app.findRoute({ method, url: path });
      return found !== null && !(found.params && '*' in found.params);
    });
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      const body: ApiErrorBody = { message: `${path} does not answer ${request.method}.`, code: 'METHOD_NOT_ALLOWED' };
      return reply.status(405).header('Allow', allowed.join(', ')).send(body);
    }
    const body: ApiErrorBody = { message: `No route for ${request.method} ${path}.`, code: 'NOT_FOUND' };
    return reply.status(404).send(body);
  });
}

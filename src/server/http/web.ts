import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiErrorBody } from '#shared/contract/http';

/** The methods a path may be served with (OPTIONS is left out: CORS answers it on every path). */
const ROUTED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Serves the browser build with an SPA fallback: any GET that is not an API or file path and
 * asks for HTML gets index.html, so deep links work. Unknown /api paths get a JSON 404; a known
 * path asked with a method it does not serve gets a 405 with its Allow header.
 */
export async function installWeb(app: FastifyInstance, webDir: string): Promise<void> {
  const hasWeb = existsSync(join(webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // Vite names assets by content hash, so they never change under the same name.
      immutable: true,
      maxAge: '365d',
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/files/');
    // A path with a dot is a missing asset, unless a browser navigates to it (usernames may hold dots).
    const navigates = String(request.headers.accept ?? '').includes('text/html');
    if (hasWeb && wantsPage && (navigates || !/\.[a-z0-9]+$/i.test(path))) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    const allowed = ROUTED_METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
    if (allowed.length > 0) {
      const body: ApiErrorBody = { message: `${path} does not answer ${request.method}.`, code: 'METHOD_NOT_ALLOWED' };
      return reply.status(405).header('Allow', allowed.join(', ')).send(body);
    }
    const body: ApiErrorBody = { message: `No route for ${request.method} ${path}.`, code: 'NOT_FOUND' };
    return reply.status(404).send(body);
  });
}

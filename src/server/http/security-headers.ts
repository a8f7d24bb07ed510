import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { contentSecurityPolicy } from './csp';

/**
 * The headers a helmet configuration sets, worked out once on a response nobody receives. Valid
 * because no directive here depends on the request (no nonces, no function values); per request
 * the answer then only copies them, where @fastify/helmet rebuilt and re-parsed the whole policy.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  helmet(options)(req, res, (err) => {
    if (err) throw new Error('helmet could not build the security headers.', { cause: err });
  });
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]));
}

/** JSON is never rendered as a page: its answers allow nothing to load and nothing to frame them. */
const API_POLICY = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

/**
 * Helmet's headers on every answer: the browser build's Content-Security-Policy on pages, assets
 * and files, a policy that allows nothing on /api answers. Images are loaded cross-origin by the
 * desktop app (file://), hence Cross-Origin-Resource-Policy: cross-origin.
 */
export function installSecurityHeaders(app: FastifyInstance, config: Config): void {
  const crossOriginResourcePolicy = { policy: 'cross-origin' } as const;
  const api = helmetHeaders({ contentSecurityPolicy: { useDefaults: false, directives: API_POLICY }, crossOriginResourcePolicy });
  const page = helmetHeaders({ contentSecurityPolicy: { directives: contentSecurityPolicy(config) }, crossOriginResourcePolicy });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? api : page);
    done();
  });
}

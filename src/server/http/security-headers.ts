import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { runsPhoneWidget } from '#shared/domain/page-widgets';
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
 * The headers a JSON answer needs (OWASP REST Security Cheat Sheet: a policy allowing nothing,
 * no framing, no sniffing, HSTS, no referrer) and not helmet's page-only ones (opener policy,
 * origin-agent-cluster, DNS prefetch, IE's download options, Flash's cross-domain policies, the
 * retired XSS auditor): each header is work on every answer, and these do nothing for JSON.
 */
const API_ONLY_HEADERS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: { useDefaults: false, directives: API_POLICY },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * Helmet's headers on every answer: the browser build's Content-Security-Policy on pages, assets
 * and files, a policy that allows nothing on /api answers. Images are loaded cross-origin by the
 * desktop app (file://), hence Cross-Origin-Resource-Policy: cross-origin.
 */
const crossOriginResourcePolicy = { policy: 'cross-origin' } as const;

/** The headers of every /api answer, worked out once. */
export const apiSecurityHeaders = (): Record<string, string> => helmetHeaders({ ...API_ONLY_HEADERS, crossOriginResourcePolicy });

export function installSecurityHeaders(app: FastifyInstance, config: Config, api: Readonly<Record<string, string>>): void {
  const pageHeaders = (phone: boolean) =>
    helmetHeaders({ contentSecurityPolicy: { directives: contentSecurityPolicy(config, { phone }) }, crossOriginResourcePolicy });
  const page = pageHeaders(false);
  const phonePage = pageHeaders(true);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) reply.headers(api);
    else reply.headers(runsPhoneWidget(request.url.split('?', 1)[0] ?? '') ? phonePage : page);
    done();
  });
}

import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { ApiErrorBody } from '#shared/contract/http';
import { perAddress } from './http/auth';
import { authorization } from './http/authorization';
import { rolesOf } from './modules/ops/roles';
import { installErrorHandler } from './http/error-handler';
import { frameworkErrorOptions } from './http/framework-errors';
import { installMetrics } from './http/metrics';
import { requestIdOf } from './http/request-id';
import { trackRoutes } from './http/route-list';
import { apiSerializerCompiler } from './http/serializer';
import { apiValidatorCompiler } from './http/validator';
import { installWeb } from './http/web';
import { installCompression } from './http/compression';
import { serverModules } from './modules';
import { secondFactorGate } from './modules/second-factor/require-recent';
import { buildSharedServices } from './modules/services';
import { installJobs } from './jobs/plugin';
import type { AppDeps } from './modules/context';
import { createTokenService } from './modules/users/tokens';
import { createAuthenticator, createTokenAuthenticator } from './modules/users/authenticator';
import { liveChannel } from './live/plugin';
import { createEventHub, type EventHub } from './events';
import { apiSecurityHeaders, installSecurityHeaders } from './http/security-headers';
import { serverWithHealthProbe } from './http/health-probe';
import { apiLoggerOptions, OneLinePerRequest } from './logger';
import { rememberVerifiedTokens } from './modules/users/verified-tokens';
import { createAnalyticsRecorder, type AnalyticsRecorder } from './modules/analytics/recorder';

export type { AppDeps } from './modules/context';

declare module 'fastify' {
  interface FastifyInstance {
    /** Marketplace events for the features that react to them (server/events.ts). */
    readonly events: EventHub;
    /** The shared Redis of the instances (rate limits; readiness pings it), or null on one machine. */
    readonly redis: Redis | null;
    /** Expert analytics' event buffer (modules/analytics): routes note events, it writes them in batches. */
    readonly analytics: AnalyticsRecorder;
  }
}

/** Builds the whole API (and the browser build behind it) from its dependencies; does not listen. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const apiHeaders = apiSecurityHeaders();
  const app = Fastify({
    serverFactory: serverWithHealthProbe(deps.db, apiHeaders),
    logger: apiLoggerOptions(config),
    logController: new OneLinePerRequest(config.logFormat),
    trustProxy: config.trustProxy,
    genReqId: requestIdOf(config.trustProxy),
    bodyLimit: 1024 * 1024,
    ...frameworkErrorOptions,
  });
  trackRoutes(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.decorate('events', createEventHub(app.log));
  app.setValidatorCompiler(apiValidatorCompiler);
  app.setSerializerCompiler(apiSerializerCompiler);
  installErrorHandler(app);
  installSecurityHeaders(app, config, apiHeaders);
  await installCompression(app);
  // Not strict: an OPTIONS without Origin or Access-Control-Request-Method is no preflight; the
  // strict check would answer it with a text/plain 400 instead of the API's { message, code }.
  await app.register(cors, { origin: config.corsOrigins, credentials: false, strictPreflight: false });
  // ioredis is loaded only where there is a Redis (several instances).
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : null;
  app.decorate('redis', redis);
  // ioredis reconnects by itself; while Redis is away, say so in the log (readiness reports it too).
  redis?.on('error', (err: Error) => app.log.warn({ err: err.message }, 'Redis is not answering'));
  if (redis)
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  await app.register(rateLimit, {
    global: false,
    // A route limit without its own key counts per address, anonymous and signed-in callers apart.
    keyGenerator: perAddress,
    ...(redis ? { redis, nameSpace: 'qurious-rl:' } : {}),
    // No X-RateLimit-* headers on answers under the limit (nobody reads them); a 429 still tells
    // its limit and Retry-After.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_req, ctx) => {
      const seconds = Math.ceil(ctx.ttl / 1000);
      const body: ApiErrorBody & { statusCode: number } = {
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: `Too many attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      };
      return body;
    },
  });

  const tokens = rememberVerifiedTokens(createTokenService(deps.jwtSecret, config.tokenTtlSeconds, deps.clock), deps.clock);
  const analytics = createAnalyticsRecorder({ db: deps.db, clock: deps.clock, tokens, secret: deps.jwtSecret, log: app.log, intervalMs: config.analyticsFlushMs });
  app.decorate('analytics', analytics);
  app.addHook('onClose', () => analytics.close());
  // After the rate limit: each route's auth check runs after its limit counted the request.
  await app.register(authorization, {
    authenticator: createAuthenticator(deps.db.kysely, tokens, deps.clock),
    secondFactor: secondFactorGate(deps.db.kysely, deps.clock),
    operatorRoles: (userId) => rolesOf(deps.db.kysely, userId),
  });
  await app.register(liveChannel, {
    authenticate: createTokenAuthenticator(deps.db.kysely, tokens, deps.clock),
    redisUrl: config.redisUrl,
    connectsPerMinute: config.rateLimits.liveConnectsPerMinute,
  });
  if (config.metricsToken) await installMetrics(app, deps, config.metricsToken);
  // Before the modules, which register their job kinds on it; the one runner starts on listen.
  installJobs(app, deps);
  const services = buildSharedServices(deps, app.log);
  for (const feature of serverModules) await app.register(feature, { deps, tokens, services });

  await installWeb(app, deps);
  return app;
}

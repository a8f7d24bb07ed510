import type { FastifyInstance, FastifyReply, FastifyRequest, preParsingAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { RouteAuth, RouteDef } from '#shared/contract/http';
import type { AuthUser, Authenticator } from './auth';
import { forbidden, unauthorized } from './errors';

export interface RateLimit {
  max: number;
  timeWindow: number | string;
  keyGenerator?: (request: FastifyRequest) => string;
}

/** The caller a handler sees: none on a public route, maybe one on an optional route, always one otherwise. */
export type CallerOf<A extends RouteAuth> = A extends 'user' | 'expert' ? AuthUser : A extends 'optional' ? AuthUser | null : null;

export interface HandlerInput<D extends RouteDef> {
  params: z.output<D['params']>;
  query: z.output<D['query']>;
  body: z.output<D['body']>;
  user: CallerOf<D['auth']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<D extends RouteDef> = (input: HandlerInput<D>) => Promise<z.input<D['response']>>;

export const EXPERT_ONLY_MESSAGE = 'Only experts can do this. Create your expert profile first.';

/**
 * The route's auth check, run as a preParsing hook: after the request arrived (and its rate limit,
 * an onRequest hook, counted it) but before its body is read or its params, query and body are
 * validated, so a caller who may not call the route learns 401 or 403 and nothing about the body.
 * It authenticates once and keeps the caller on the request for the handler.
 */
function authHook(auth: Authenticator, level: Exclude<RouteAuth, 'none'>): preParsingAsyncHookHandler {
  return async (request, _reply, payload) => {
    // A public route that only reads its caller does not look them up without a token.
    if (level === 'optional' && request.headers.authorization === undefined) return payload;
    const user = await auth.authenticate(request);
    request.authUser = user;
    if (level === 'optional') return payload;
    if (!user) throw unauthorized();
    if (level === 'expert' && !user.isExpert) throw forbidden(EXPERT_ONLY_MESSAGE);
    return payload;
  };
}

/**
 * Declares a Fastify route from its contract entry: the same zod schemas validate params, query,
 * body and response; auth is checked before the body is read (see authHook).
 */
export function declareRoute<D extends RouteDef>(
  app: FastifyInstance,
  auth: Authenticator,
  def: D,
  handler: Handler<D>,
  options: { rateLimit?: RateLimit; status?: number } = {},
): void {
  if (!app.hasRequestDecorator('authUser')) app.decorateRequest('authUser', null);
  const level: RouteAuth = def.auth;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.path,
    schema: {
      params: def.params,
      querystring: def.query,
      ...(def.multipart || def.method === 'GET' || def.method === 'DELETE' ? {} : { body: def.body }),
      response: { [options.status ?? 200]: def.response },
    },
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    ...(level === 'none' ? {} : { preParsing: authHook(auth, level) }),
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as z.output<D['params']>,
        query: request.query as z.output<D['query']>,
        body: request.body as z.output<D['body']>,
        user: request.authUser as CallerOf<D['auth']>,
        request,
        reply,
      });
      if (options.status) reply.status(options.status);
      return result;
    },
  });
}

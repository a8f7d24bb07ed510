import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { RouteAuth, RouteDef } from '#shared/contract/http';
import type { AuthUser } from './auth';

export interface RateLimit {
  max: number;
  timeWindow: number | string;
  keyGenerator?: (request: FastifyRequest) => string | Promise<string>;
}

/** The caller a handler sees: none on a public route, maybe one on an optional route, always one otherwise. */
export type CallerOf<A extends RouteAuth> = A extends 'user' | 'verified' | 'expert' ? AuthUser : A extends 'optional' ? AuthUser | null : null;

export interface HandlerInput<D extends RouteDef> {
  params: z.output<D['params']>;
  query: z.output<D['query']>;
  body: z.output<D['body']>;
  user: CallerOf<D['auth']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<D extends RouteDef> = (input: HandlerInput<D>) => Promise<z.input<D['response']>>;

/**
 * Declares a Fastify route from its contract entry: the same zod schemas validate params, query,
 * body and response; its `auth` goes in the route's config, where the `authorization` plugin (which
 * must be registered first) checks it before the body is read. Its success status follows the
 * rule of docs/decisions/api.md: 201 when the entry `creates`, 202 when the caller's record is only
 * `accepted` for later, 200 otherwise.
 */
export function declareRoute<D extends RouteDef>(
  app: FastifyInstance,
  def: D,
  handler: Handler<D>,
  options: { rateLimit?: RateLimit; accepted?: true; accessLog?: false } = {},
): void {
  const status = def.creates ? 201 : options.accepted ? 202 : 200;
  // Fails closed: a route declared where no one would check its auth is a bug, not a public route.
  if (!app.hasRequestDecorator('authUser')) throw new Error(`${def.method} ${def.path}: register the authorization plugin first`);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.path,
    schema: {
      params: def.params,
      querystring: def.query,
      ...(def.multipart || def.method === 'GET' || def.method === 'DELETE' ? {} : { body: def.body }),
      response: { [status]: def.response },
    },
    config: {
      auth: def.auth,
      ...(def.secondFactor ? { secondFactor: def.secondFactor } : {}),
      ...(def.operator ? { operator: def.operator } : {}),
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
      ...(options.accessLog === false ? { accessLog: false } : {}),
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as z.output<D['params']>,
        query: request.query as z.output<D['query']>,
        body: request.body as z.output<D['body']>,
        user: request.authUser as CallerOf<D['auth']>,
        request,
        reply,
      });
      if (status !== 200) reply.status(status);
      return result;
    },
  });
}

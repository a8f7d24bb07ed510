import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { RouteDef } from '../../shared/contract/http';
import type { AuthUser, Authenticator } from './auth';
import { forbidden, unauthorized } from './errors';

export interface RateLimit {
  max: number;
  timeWindow: number | string;
  keyGenerator?: (request: FastifyRequest) => string;
}

export interface HandlerInput<D extends RouteDef> {
  params: z.output<D['params']>;
  query: z.output<D['query']>;
  body: z.output<D['body']>;
  user: D['auth'] extends 'none' ? AuthUser | null : AuthUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<D extends RouteDef> = (input: HandlerInput<D>) => Promise<z.input<D['response']>>;

export const EXPERT_ONLY_MESSAGE = 'Only experts can do this. Create your expert profile first.';

/**
 * Declares a Fastify route from its contract entry: the same zod schemas validate params, query,
 * body and response; auth is checked before the handler runs.
 */
export function declareRoute<D extends RouteDef>(
  app: FastifyInstance,
  auth: Authenticator,
  def: D,
  handler: Handler<D>,
  options: { rateLimit?: RateLimit; status?: number } = {},
): void {
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
    handler: async (request, reply) => {
      const user = await auth.authenticate(request);
      if (def.auth !== 'none' && !user) throw unauthorized();
      if (def.auth === 'expert' && !user?.isExpert) throw forbidden(EXPERT_ONLY_MESSAGE);
      const result = await handler({
        params: request.params as z.output<D['params']>,
        query: request.query as z.output<D['query']>,
        body: request.body as z.output<D['body']>,
        user: user as HandlerInput<D>['user'],
        request,
        reply,
      });
      if (options.status) reply.status(options.status);
      return result;
    },
  });
}

import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone, a signed-in user, or a signed-in expert. */
export type RouteAuth = 'none' | 'user' | 'expert';

/**
 * One API route as data. The server declares its Fastify route from it (schemas, auth) and the
 * renderer's client derives its typed call from it, so both sides validate with the same schemas.
 */
export interface RouteDef<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  readonly method: HttpMethod;
  /** Fastify-style path with `:param` segments, always under /api. */
  readonly path: `/api/${string}`;
  readonly auth: RouteAuth;
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  readonly response: Response;
  /** multipart routes take a FormData body the schema does not describe. */
  readonly multipart?: boolean;
}

const none = z.object({}).strict();
type None = typeof none;

interface RouteInput<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType> {
  method: HttpMethod;
  path: `/api/${string}`;
  auth?: RouteAuth;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  multipart?: boolean;
}

export function defineRoute<
  R extends z.ZodType,
  P extends z.ZodType = None,
  Q extends z.ZodType = None,
  B extends z.ZodType = None,
>(input: RouteInput<P, Q, B, R>): RouteDef<P, Q, B, R> {
  return {
    method: input.method,
    path: input.path,
    auth: input.auth ?? 'none',
    params: (input.params ?? none) as P,
    query: (input.query ?? none) as Q,
    body: (input.body ?? none) as B,
    response: input.response,
    ...(input.multipart ? { multipart: true } : {}),
  };
}

/** The error body every failed API call answers with. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const messageSchema = z.object({ message: z.string() });

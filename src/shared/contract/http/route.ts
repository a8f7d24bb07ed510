import { z } from 'zod';
import type { OperatorAccess, OperatorArea } from '../../domain/operator-roles';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * An error status a route's handler may answer by a rule of its own (beyond 400, which every route
 * may answer): 401 a credential refused, 402 not enough credits, 403 not allowed, 404 nothing there,
 * 409 in conflict with the current state, 410 gone, 413 too large, 429 a limit of the rule,
 * 502 the payment provider not answering, 503 the server not ready.
 */
export type RefusalStatus = 401 | 402 | 403 | 404 | 409 | 410 | 413 | 429 | 502 | 503;

/**
 * Who may call a route, checked before its body or query is read (401 or 403 before any 400):
 * - `none`: anyone; the server never looks at the caller.
 * - `optional`: anyone; a signed-in caller may see more (an owner sees their inactive gig).
 * - `user`: a signed-in user. `expert`: a signed-in user with an expert profile.
 * - `verified`: a signed-in user whose email is verified: what another person could inherit later
 *   (credits bought, bookings, messages, reviews) waits until the address is proven.
 * Ownership of a resource (a booking's parties, a gig's expert) is checked by the route's service.
 */
export type RouteAuth = 'none' | 'optional' | 'user' | 'verified' | 'expert';

/**
 * An operator console route: the area it works on and whether it only reads it or changes it ('act').
 * The caller must be signed in (401) and hold a role allowing this (403), read from the database at
 * each request, before the body or query is read.
 */
export interface RouteOperator {
  readonly area: OperatorArea;
  readonly access: OperatorAccess;
}

/**
 * One API route as data. The server declares its Fastify route from it (schemas, auth) and the
 * renderer's client derives its typed call from it, so both sides validate with the same schemas.
 */
export interface RouteDef<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Auth extends RouteAuth = RouteAuth,
> {
  readonly method: HttpMethod;
  /** Fastify-style path with `:param` segments, always under /api. */
  readonly path: `/api/${string}`;
  readonly auth: Auth;
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  readonly response: Response;
  /**
   * The statuses the handler itself may refuse with, from what it (and what it calls) throws;
   * `npm run api:refusals` reads them from the source and fails on one not listed here.
   */
  readonly refuses: readonly RefusalStatus[];
  /** multipart routes take a FormData body the schema does not describe. */
  readonly multipart?: boolean;
  /** A multipart route's one file field (the name its FormData part must carry). */
  readonly fileField?: string;
  /** The media type of a successful answer that is not JSON (a CSV download); JSON otherwise. */
  readonly answerType?: string;
  /**
   * The route creates a resource (a new thing with its own id: a booking, a message, a payment): it
   * answers 201 with what it made, its id included. Every other route answers 200 (a POST that acts
   * on an existing thing, or finds one made on first use), but for a record kept for later (202).
   * The rule and its reasons: docs/decisions/api.md; `tests/tooling/api-route-rules.test.ts`.
   */
  readonly creates?: true;
  /**
   * A route whose callers pin a version: it may change in ways that break an older caller (the API
   * document's breaking-change check lets it, `npm run api:breaking`). Every other route may not.
   */
  readonly versioned?: boolean;
  /** The body is read as the exact text sent, whatever its content type (signed webhooks). */
  readonly rawBody?: boolean;
  /**
   * `recent`: the calling session must have passed the second factor within the last
   * SECOND_FACTOR_FRESH_MINUTES (every operator change); refused with 403 right after `auth`, before
   * the body is read.
   */
  readonly secondFactor?: 'recent';
  /**
   * A console route: the operator role it needs (its `auth` is then 'user'). One that acts ('act') also
   * needs a recent second factor, whether or not `secondFactor` says so (the authorization plugin adds it).
   */
  readonly operator?: RouteOperator;
}

const none = z.object({}).strict();
type None = typeof none;

interface RouteInput<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, A extends RouteAuth> {
  method: HttpMethod;
  path: `/api/${string}`;
  auth?: A;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  refuses?: readonly RefusalStatus[];
  creates?: true;
  multipart?: boolean;
  fileField?: string;
  answerType?: string;
  versioned?: boolean;
  rawBody?: boolean;
  secondFactor?: 'recent';
  operator?: RouteOperator;
}

export function defineRoute<
  R extends z.ZodType,
  P extends z.ZodType = None,
  Q extends z.ZodType = None,
  B extends z.ZodType = None,
  A extends RouteAuth = 'none',
>(input: RouteInput<P, Q, B, R, A>): RouteDef<P, Q, B, R, A> {
  return {
    method: input.method,
    path: input.path,
    // Without an auth the route is public: A is then its default, 'none'.
    auth: input.auth ?? ('none' as A),
    params: (input.params ?? none) as P,
    query: (input.query ?? none) as Q,
    body: (input.body ?? none) as B,
    response: input.response,
    refuses: input.refuses ?? [],
    ...(input.creates ? { creates: true } : {}),
    ...(input.multipart ? { multipart: true } : {}),
    ...(input.fileField ? { fileField: input.fileField } : {}),
    ...(input.answerType ? { answerType: input.answerType } : {}),
    ...(input.versioned ? { versioned: true } : {}),
    ...(input.rawBody ? { rawBody: true } : {}),
    ...(input.secondFactor ? { secondFactor: input.secondFactor } : {}),
    ...(input.operator ? { operator: input.operator } : {}),
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

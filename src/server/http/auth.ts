import type { FastifyRequest } from 'fastify';

/** The signed-in caller of a request, as the server knows it (never as the client claims). */
export interface AuthUser {
  id: string;
  isExpert: boolean;
  /** Whether the account's email is verified (`verified` routes need it). */
  emailVerified?: boolean;
  /** The session its token belongs to; set by the session-token authenticator. */
  sessionId?: string;
}

/** Turns a request's bearer token into its user, or null when there is none or it is not valid. */
export interface Authenticator {
  authenticate(request: FastifyRequest): Promise<AuthUser | null>;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The rate-limit key of a per-account limit: the signed-in account (whichever session or token it
 * uses, so signing in again brings no fresh allowance), or the address of a caller whose token is
 * missing or does not verify.
 */
export const perCaller = async (request: FastifyRequest): Promise<string> => {
  const user = await request.caller();
  return user ? `account:${user.id}` : `anonymous:${request.ip}`;
};

/**
 * The rate-limit key of a per-address limit: the address, with anonymous callers (no token, or one
 * that does not verify) counted apart from each signed-in account behind it, so forged calls from
 * an address shared by many (an office behind one proxy) do not use up its people's allowance.
 */
export const perAddress = async (request: FastifyRequest): Promise<string> => {
  const user = await request.caller();
  return user ? `${request.ip}|account:${user.id}` : `${request.ip}|anonymous`;
};

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The caller as the route's auth hook found it, before the body was read: set on `user`,
     * `expert` and (with an Authorization header) `optional` routes; null otherwise.
     */
    authUser: AuthUser | null;
    /**
     * The caller of the request's bearer token (null without one or when it does not verify),
     * authenticated once per request: the rate limits' keys and the route's auth check share it.
     */
    caller(): Promise<AuthUser | null>;
  }
}

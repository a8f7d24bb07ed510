import type { FastifyRequest } from 'fastify';

/** The signed-in caller of a request, as the server knows it (never as the client claims). */
export interface AuthUser {
  id: string;
  isExpert: boolean;
  /** Whether the account's email is verified (`verified` routes need it). */
  emailVerified?: boolean;
  /** The session its token belongs to (issue 19); set by the session-token authenticator. */
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

/** The rate-limit key of a per-account limit: the caller's bearer token, or its IP without one. */
export const perCaller = (request: FastifyRequest): string => bearerToken(request) ?? request.ip;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The caller as the route's auth hook found it, before the body was read: set on `user`,
     * `expert` and (with an Authorization header) `optional` routes; null otherwise.
     */
    authUser: AuthUser | null;
  }
}

import type { RateLimit } from '../../http/declare-route';

/**
 * Per-IP limits (by @fastify/rate-limit, in Redis when REDIS_URL is set): a burst guard per minute
 * that a shared office or the test suites stay under.
 */
export const IP_LIMITS = {
  login: { max: 30, timeWindow: 60_000 },
  signup: { max: 20, timeWindow: 60_000 },
  resend: { max: 10, timeWindow: 60_000 },
  forgot: { max: 10, timeWindow: 60_000 },
  reset: { max: 20, timeWindow: 60_000 },
} as const satisfies Record<string, RateLimit>;

export interface AccountLimit {
  max: number;
  windowMs: number;
}

const HOUR = 3600 * 1000;

/**
 * Per-account limits, kept in the database so every API instance sees them. Failed logins follow
 * OWASP ASVS V2.2.1: at most 100 an hour on one account.
 */
export const ACCOUNT_LIMITS = {
  loginFailure: { max: 100, windowMs: HOUR },
  signup: { max: 10, windowMs: HOUR },
  resend: { max: 5, windowMs: HOUR },
  forgot: { max: 5, windowMs: HOUR },
} as const satisfies Record<string, AccountLimit>;

export type AttemptKind = keyof typeof ACCOUNT_LIMITS;

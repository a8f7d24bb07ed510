import { perCaller } from '../../http/auth';
import type { RateLimit } from '../../http/declare-route';
import { SECOND_FACTOR_FAILURE_WINDOW_MS, SECOND_FACTOR_MAX_FAILURES } from '#shared/domain/second-factor';

/** Guesses of the current password one session may make (argon2 is slow on purpose): password change, set, deletion. */
export const PASSWORD_CHECK_LIMIT = { max: 10, timeWindow: 15 * 60_000, keyGenerator: perCaller } satisfies RateLimit;

/**
 * Per-IP limits (by @fastify/rate-limit, in Redis when REDIS_URL is set): a burst guard per minute
 * that a shared office or the test suites stay under.
 */
export const IP_LIMITS = {
  login: { max: 60, timeWindow: 60_000 },
  signup: { max: 40, timeWindow: 60_000 },
  signInLink: { max: 20, timeWindow: 60_000 },
  resend: { max: 10, timeWindow: 60_000 },
  forgot: { max: 10, timeWindow: 60_000 },
  reset: { max: 20, timeWindow: 60_000 },
  social: { max: 30, timeWindow: 60_000 },
  handoffCreate: { max: 10, timeWindow: 60_000 },
  handoffComplete: { max: 20, timeWindow: 60_000 },
  /** The app polls every 2 s while the page runs. */
  handoffTake: { max: 60, timeWindow: 60_000 },
  /** Asking for an email change, like resend (the account's own limit is below). */
  emailChange: { max: 10, timeWindow: 60_000 },
  emailConfirm: { max: 20, timeWindow: 60_000 },
} as const satisfies Record<string, RateLimit>;

export interface AccountLimit {
  max: number;
  windowMs: number;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * Per-address limits, kept in the database so every API instance sees them. The notice mails
 * (someone signed up with your address) go out at most once an hour per account.
 */
export const ACCOUNT_LIMITS = {
  signup: { max: 10, windowMs: HOUR },
  resend: { max: 5, windowMs: HOUR },
  forgot: { max: 5, windowMs: HOUR },
  signupNotice: { max: 1, windowMs: HOUR },
  emailChange: { max: 5, windowMs: HOUR },
  emailTakenNotice: { max: 1, windowMs: HOUR },
  /** Wrong second-factor codes (modules/second-factor): counted per account, failures only. */
  secondFactor: { max: SECOND_FACTOR_MAX_FAILURES, windowMs: SECOND_FACTOR_FAILURE_WINDOW_MS },
} as const satisfies Record<string, AccountLimit>;

export type AttemptKind = keyof typeof ACCOUNT_LIMITS;

/**
 * The sign-in throttle (OWASP's device-cookie scheme with growing delays instead of a lockout):
 * per account for unrecognised clients, per device token for recognised ones. The first
 * `freeFailures` attempts go through at once; after that each attempt waits a delay that doubles
 * from `firstDelayMs` up to `maxDelayMs`. Failures are forgotten after `forgetAfterMs` without
 * one. At most 5 + 8 = 13 guesses in the first hour on one key, then 4 an hour (ASVS V2.2.1
 * allows 100). The owner is mailed when the account's throttle engages, at most once an hour.
 */
export const LOGIN_THROTTLE = {
  freeFailures: 5,
  firstDelayMs: 15 * 1000,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: HOUR,
  alertEveryMs: HOUR,
  /** Rows idle this long are deleted (they count nothing any more). */
  keepMs: 24 * HOUR,
} as const;

/** How long the next attempt waits after the last counted failure, given the count. */
export function throttleDelayMs(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = LOGIN_THROTTLE;
  if (failures < freeFailures) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(failures - freeFailures, 20));
}

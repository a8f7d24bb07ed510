import type { Config } from '../config';
import { perCaller } from './auth';
import type { RateLimit } from './declare-route';

const MINUTE = 60_000;

/**
 * The shared tiers of the per-route limits (@fastify/rate-limit, in Redis when REDIS_URL is set;
 * each route counts on its own). Limits are for abuse, not for browsing: a whole page's requests,
 * or an office of people behind one address, stay far below the read tier. The strict limits of
 * sign-in, sign-up, phone codes, uploads and payments are declared beside their routes.
 */
export function rateLimitTiers(config: Config) {
  return {
    /** Anonymous reads (search, public gig and expert pages, a gig, reviews), per address. */
    publicReads: { max: config.rateLimits.readsPerMinute, timeWindow: MINUTE },
    /** A signed-in user's own lists, per account (per address without a token). */
    accountReads: { max: config.rateLimits.readsPerMinute, timeWindow: MINUTE, keyGenerator: perCaller },
    /** Content writes (a gig's creation, edits and deletion), per account. */
    writes: { max: config.rateLimits.writesPerMinute, timeWindow: MINUTE, keyGenerator: perCaller },
  } satisfies Record<string, RateLimit>;
}

import type { Redis } from 'ioredis';

const WINDOW_MS = 60_000;

/** Counts each user's actions per minute of the injected clock, over every instance when there is Redis. */
export interface PerMinuteLimiter {
  /** Counts one action; false when the user is over the limit this minute. */
  allow(userId: string): Promise<boolean>;
}

/** `name` keeps the counters of one limiter apart from another's in Redis. */
export function perMinuteLimiter(redis: Redis | null, name: string, perMinute: number, now: () => Date): PerMinuteLimiter {
  const windowOf = () => Math.floor(now().getTime() / WINDOW_MS);
  if (redis) {
    return {
      async allow(userId) {
        const key = `qurious-limit:${name}:${userId}:${windowOf()}`;
        const results = await redis.multi().incr(key).pexpire(key, WINDOW_MS * 2).exec();
        return Number(results?.[0]?.[1] ?? 0) <= perMinute;
      },
    };
  }
  let window = windowOf();
  let counts = new Map<string, number>();
  return {
    async allow(userId) {
      if (windowOf() !== window) {
        window = windowOf();
        counts = new Map();
      }
      const count = (counts.get(userId) ?? 0) + 1;
      counts.set(userId, count);
      return count <= perMinute;
    },
  };
}

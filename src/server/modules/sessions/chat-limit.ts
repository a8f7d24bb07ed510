import type { Redis } from 'ioredis';

const WINDOW_MS = 60_000;

/** Counts each user's chat messages per minute, over every instance when there is Redis. */
export interface ChatLimiter {
  /** Counts one message; false when the user is over the limit this minute. */
  allow(userId: string): Promise<boolean>;
}

export function chatLimiter(redis: Redis | null, perMinute: number): ChatLimiter {
  const windowOf = () => Math.floor(Date.now() / WINDOW_MS);
  if (redis) {
    return {
      async allow(userId) {
        const key = `qurious-live:chat:${userId}:${windowOf()}`;
        const results = await redis.multi().incr(key).pexpire(key, WINDOW_MS).exec();
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

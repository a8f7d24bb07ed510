import type { Redis } from 'ioredis';

/** How long an instance counts as alive after its last beat. */
export const INSTANCE_TTL_MS = 30_000;
const key = (instanceId: string) => `qurious-live:instance:${instanceId}`;

/**
 * Tells the other API instances this one is alive (a Redis key it refreshes), so state it left in
 * Redis (room presence) is ignored once it died without cleaning up. Answers the stop.
 */
export function startInstanceBeat(
  redis: Redis,
  instanceId: string,
  onError: (err: unknown) => void,
): () => Promise<void> {
  const beat = () => redis.set(key(instanceId), '1', 'PX', INSTANCE_TTL_MS).catch(onError);
  void beat();
  const timer = setInterval(() => void beat(), INSTANCE_TTL_MS / 3);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await redis.del(key(instanceId)).catch(onError);
  };
}

/** Which of these instances are alive now. */
export async function aliveInstances(redis: Redis, instanceIds: string[]): Promise<Set<string>> {
  const unique = [...new Set(instanceIds)];
  if (unique.length === 0) return new Set();
  const beats = await redis.mget(unique.map(key));
  return new Set(unique.filter((_, i) => beats[i] !== null));
}

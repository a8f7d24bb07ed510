import type { Redis } from 'ioredis';
import type { LiveHub } from '../../live/hub';
import type { SessionRole } from './repo';

/** One socket in a room, on whichever API instance holds it. */
export interface PresenceEntry {
  connectionId: string;
  userId: string;
  role: SessionRole;
  instanceId: string;
}

/** Who is in each room, over every instance: in memory for one, in Redis (a hash per room) for several. */
export interface PresenceStore {
  /** `keepMs`: until a while after the room closes (from the injected clock); gone by then whatever happens. */
  add(bookingId: string, entry: PresenceEntry, keepMs: number): Promise<void>;
  remove(bookingId: string, connectionId: string): Promise<void>;
  /** The room's sockets on instances that are alive. */
  list(bookingId: string): Promise<PresenceEntry[]>;
}

function memoryPresence(): PresenceStore {
  const rooms = new Map<string, Map<string, PresenceEntry>>();
  return {
    async add(bookingId, entry) {
      let room = rooms.get(bookingId);
      if (!room) {
        room = new Map();
        rooms.set(bookingId, room);
      }
      room.set(entry.connectionId, entry);
    },
    async remove(bookingId, connectionId) {
      const room = rooms.get(bookingId);
      if (room?.delete(connectionId) && room.size === 0) rooms.delete(bookingId);
    },
    async list(bookingId) {
      return [...(rooms.get(bookingId)?.values() ?? [])];
    },
  };
}

const roomKey = (bookingId: string) => `qurious-live:room:${bookingId}`;

function redisPresence(redis: Redis, hub: LiveHub): PresenceStore {
  return {
    async add(bookingId, entry, keepMs) {
      await redis
        .multi()
        .hset(roomKey(bookingId), entry.connectionId, JSON.stringify(entry))
        .pexpire(roomKey(bookingId), Math.max(1, Math.round(keepMs)))
        .exec();
    },
    async remove(bookingId, connectionId) {
      await redis.hdel(roomKey(bookingId), connectionId);
    },
    async list(bookingId) {
      const entries = Object.values(await redis.hgetall(roomKey(bookingId))).map(
        (text) => JSON.parse(text) as PresenceEntry,
      );
      const alive = await hub.aliveInstances(entries.map((e) => e.instanceId));
      return entries.filter((e) => alive.has(e.instanceId));
    },
  };
}

export const createPresence = (hub: LiveHub): PresenceStore =>
  hub.redis ? redisPresence(hub.redis, hub) : memoryPresence();

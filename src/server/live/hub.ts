import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LIVE_CLOSE, type LiveClientMessage, type LiveServerMessage } from '#shared/contract/live';
import { INTERNAL_MESSAGE } from '../http/errors';
import type { BusMessage, LiveBus } from './bus';
import { aliveInstances } from './instances';

export type LiveCloseReason = (typeof LIVE_CLOSE)[keyof typeof LIVE_CLOSE];

/** One signed-in socket on this instance, as features see it. */
export interface LiveConnection {
  /** Unique per socket (attendance keys its stretches by it). */
  readonly id: string;
  readonly userId: string;
  /** The session its token belongs to: revoking the session closes the socket. */
  readonly sessionId?: string;
  send(message: LiveServerMessage): void;
  close(reason: LiveCloseReason): void;
}

/** The client messages features handle (the channel itself answers `auth` and `ping`). */
export type RoutedType = Exclude<LiveClientMessage['type'], 'auth' | 'ping'>;
export type RoutedMessage<T extends RoutedType> = Extract<LiveClientMessage, { type: T }>;
type AnyHandler = (conn: LiveConnection, message: LiveClientMessage) => Promise<void>;

/**
 * The real-time channel as features use it (the rooms, the messages): handlers per
 * client message type, a hook when a socket goes, delivery to every socket of a user on any
 * instance, and the bus (with its Redis connection when there is one) for topics of their own.
 */
export interface LiveHub {
  readonly bus: LiveBus;
  /** The command connection when REDIS_URL is set (shared state such as presence); null in memory. */
  readonly redis: Redis | null;
  /** This API instance, for state kept in Redis. */
  readonly instanceId: string;
  /** Which of these instances are alive (with Redis: their beat, see instances.ts; in memory: this one). */
  aliveInstances(instanceIds: string[]): Promise<Set<string>>;
  handle<T extends RoutedType>(
    type: T,
    handler: (conn: LiveConnection, message: RoutedMessage<T>) => Promise<void>,
  ): void;
  /** Runs when a signed-in socket closed, dropped or was cut by the server's shutdown. */
  onDisconnect(handler: (conn: LiveConnection) => Promise<void>): void;
  /** Sends to every socket of the user, on every instance. */
  sendToUser(userId: string, message: LiveServerMessage): Promise<void>;
  /**
   * Closes the user's sockets of these sessions on every instance with LIVE_CLOSE.unauthenticated
   * (a revoked session's socket stops at once, not at its next sign-in).
   */
  closeSessions(userId: string, sessionIds: string[]): Promise<void>;
  /** Keeps a piece of work the shutdown must wait for (it runs outside any request). */
  track(work: Promise<unknown>): void;
  /** Signed-in sockets on this instance (the metrics). */
  localConnections(): number;
}

/** What the socket layer (socket.ts) and the plugin use besides the features' side. */
export interface LiveHubInternals extends LiveHub {
  hasHandler(type: string): boolean;
  /** A socket signed in: it now receives its user's messages. */
  attach(conn: LiveConnection): Promise<void>;
  dispatch(conn: LiveConnection, message: LiveClientMessage): Promise<void>;
  /** A signed-in socket is gone (once per socket). */
  detach(conn: LiveConnection): void;
  /** Resolves when all tracked work is done. */
  drain(): Promise<void>;
}

const userTopic = (userId: string) => `user:${userId}`;

/** The bus message of closeSessions on the user's topic: handled by the hub, never sent to a client. */
const SESSIONS_REVOKED = '$sessions-revoked';

export function createHub(bus: LiveBus, redis: Redis | null, log: FastifyBaseLogger): LiveHubInternals {
  const handlers = new Map<string, AnyHandler>();
  const disconnectHandlers: Array<(conn: LiveConnection) => Promise<void>> = [];
  /** This instance's sockets per user, and the user topic's unsubscribe. */
  const users = new Map<string, { conns: Set<LiveConnection>; unsubscribe: Promise<() => Promise<void>> }>();
  const pending = new Set<Promise<unknown>>();
  let connections = 0;

  const track = (work: Promise<unknown>) => {
    const settled = work.catch((err: unknown) => log.error({ err }, 'live channel task failed'));
    pending.add(settled);
    void settled.finally(() => pending.delete(settled));
  };

  const deliverToUser = (userId: string) => (message: BusMessage) => {
    const entry = users.get(userId);
    if (!entry) return;
    if (message.type === SESSIONS_REVOKED) {
      const revoked = new Set(Array.isArray(message.sessionIds) ? message.sessionIds : []);
      for (const conn of [...entry.conns]) if (conn.sessionId !== undefined && revoked.has(conn.sessionId)) conn.close(LIVE_CLOSE.unauthenticated);
      return;
    }
    for (const conn of entry.conns) conn.send(message as LiveServerMessage);
  };

  const instanceId = randomUUID();
  return {
    bus,
    redis,
    instanceId,
    aliveInstances: async (ids) =>
      redis ? aliveInstances(redis, ids) : new Set(ids.filter((id) => id === instanceId)),
    track,
    handle(type, handler) {
      if (handlers.has(type)) throw new Error(`live: a handler for ${type} exists already`);
      handlers.set(type, handler as AnyHandler);
    },
    onDisconnect(handler) {
      disconnectHandlers.push(handler);
    },
    async sendToUser(userId, message) {
      await bus.publish(userTopic(userId), message);
    },
    async closeSessions(userId, sessionIds) {
      if (sessionIds.length > 0) await bus.publish(userTopic(userId), { type: SESSIONS_REVOKED, sessionIds });
    },
    hasHandler: (type) => handlers.has(type),
    async attach(conn) {
      connections += 1;
      let entry = users.get(conn.userId);
      if (!entry) {
        entry = {
          conns: new Set(),
          unsubscribe: bus.subscribe(userTopic(conn.userId), deliverToUser(conn.userId)),
        };
        users.set(conn.userId, entry);
      }
      entry.conns.add(conn);
      await entry.unsubscribe;
    },
    async dispatch(conn, message) {
      const handler = handlers.get(message.type);
      if (!handler) return;
      try {
        await handler(conn, message);
      } catch (err) {
        log.error({ err, type: message.type }, 'live message handler failed');
        conn.send({ type: 'error', code: 'INTERNAL', message: INTERNAL_MESSAGE });
      }
    },
    detach(conn) {
      connections -= 1;
      const entry = users.get(conn.userId);
      if (entry?.conns.delete(conn) && entry.conns.size === 0) {
        users.delete(conn.userId);
        track(entry.unsubscribe.then((unsubscribe) => unsubscribe()));
      }
      for (const handler of disconnectHandlers) track(handler(conn));
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    localConnections: () => connections,
  };
}

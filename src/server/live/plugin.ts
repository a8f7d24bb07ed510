import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import { LIVE_CLOSE, LIVE_LIMITS, LIVE_PATH } from '#shared/contract/live';
import { AppError } from '../http/errors';
import type { TokenAuthenticator } from '../modules/users/authenticator';
import { memoryBus, redisBus } from './bus';
import { createHub, type LiveHub } from './hub';
import { startInstanceBeat } from './instances';
import { serveSocket, type LiveLimits, type SocketState } from './socket';

declare module 'fastify' {
  interface FastifyInstance {
    /** The real-time channel's hub (live/plugin.ts): features register their message handlers on it. */
    readonly live: LiveHub;
  }
}

export interface LiveChannelOptions {
  authenticate: TokenAuthenticator;
  /** Redis for the bus (several instances); in memory without it. */
  redisUrl?: string;
  /** WebSocket connections a minute one address may open. */
  connectsPerMinute: number;
  /** The contract's limits, shorter in tests of the timeouts. */
  limits?: Partial<LiveLimits>;
}

/** How long a closing client has to answer the shutdown's close before its socket is cut. */
const SHUTDOWN_GRACE_MS = 2_000;

export const UPGRADE_REQUIRED_MESSAGE = 'This address takes WebSocket connections only.';

/**
 * The real-time channel at LIVE_PATH: @fastify/websocket in a scope of its own (its
 * route hooks touch no other route), the socket rules of socket.ts, a heartbeat that drops sockets
 * that stopped answering, and the hub every feature registers on (`app.live`). Not encapsulated,
 * so features see `app.live`. Closing the app closes every socket with LIVE_CLOSE.shuttingDown
 * and waits for the features' goodbyes (attendance) before it resolves.
 */
export const liveChannel = fp<LiveChannelOptions>(
  async (app, options) => {
    const limits: LiveLimits = { ...LIVE_LIMITS, ...options.limits };
    const onBusError = (err: unknown) => app.log.error({ err }, 'live bus message failed');
    // Auto-pipelining: the publishes and presence commands of one tick go out in one write.
    // ioredis is loaded only where there is a Redis (several instances).
    const Redis = options.redisUrl ? (await import('ioredis')).Redis : null;
    const redis = Redis && options.redisUrl
      ? new Redis(options.redisUrl, { maxRetriesPerRequest: 2, enableAutoPipelining: true })
      : null;
    const subscriber = Redis && options.redisUrl ? new Redis(options.redisUrl) : null;
    // Both reconnect by themselves; while Redis is away, the log says so.
    for (const client of [redis, subscriber]) client?.on('error', (err: Error) => app.log.warn({ err: err.message }, 'the live bus cannot reach Redis'));
    const bus = redis && subscriber ? redisBus(redis, subscriber, onBusError) : memoryBus(onBusError);
    const hub = createHub(bus, redis, app.log);
    app.decorate('live', hub);
    const stopBeat = redis ? startInstanceBeat(redis, hub.instanceId, onBusError) : null;
    const sockets = new Set<SocketState>();

    await app.register(async (scope) => {
      await scope.register(websocket, {
        // The hard cap of ws; socket.ts closes anything over the contract's size with its own reason.
        options: { maxPayload: limits.maxMessageBytes * 2 },
        errorHandler: (err, socket) => {
          app.log.debug({ err }, 'live socket error');
          socket.terminate();
        },
        // Sockets are closed by the preClose hook below, with the contract's code.
        preClose: async () => undefined,
      });
      scope.route({
        method: 'GET',
        url: LIVE_PATH,
        config: { rateLimit: { max: options.connectsPerMinute, timeWindow: '1 minute' } },
        handler: async () => {
          throw new AppError(426, 'UPGRADE_REQUIRED', UPGRADE_REQUIRED_MESSAGE);
        },
        wsHandler: (ws) => {
          const state = serveSocket(ws, { hub, authenticate: options.authenticate, limits, log: app.log });
          sockets.add(state);
          ws.on('close', () => sockets.delete(state));
        },
      });
    });

    const heartbeat = setInterval(() => {
      for (const state of sockets) {
        // A socket already closing has its own timeout (ws throws on a ping that is not open).
        if (state.ws.readyState !== state.ws.OPEN) continue;
        if (!state.alive) {
          state.ws.terminate();
          continue;
        }
        state.alive = false;
        state.ws.ping();
      }
    }, limits.heartbeatMs);
    heartbeat.unref();

    // Before the server closes (it waits for every socket): each socket gets 1012, the features'
    // goodbyes start at once, and a client that does not answer the close is cut after a moment.
    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      for (const state of sockets) {
        state.ws.close(LIVE_CLOSE.shuttingDown.code, LIVE_CLOSE.shuttingDown.reason);
        state.finish();
        setTimeout(() => state.ws.terminate(), SHUTDOWN_GRACE_MS).unref();
      }
    });
    app.addHook('onClose', async () => {
      await hub.drain();
      await stopBeat?.();
      await bus.close();
      await redis?.quit().catch(() => undefined);
    });
  },
  { name: 'live-channel', dependencies: ['authorization', '@fastify/rate-limit'] },
);

import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import type { RawData } from 'ws';
import type { LIVE_LIMITS } from '#shared/contract/live';
import {
  LIVE_CLOSE,
  liveClientMessageSchema,
  type LiveClientMessage,
  type LiveServerMessage,
} from '#shared/contract/live';
import type { TokenAuthenticator } from '../modules/users/authenticator';
import type { LiveCloseReason, LiveConnection, LiveHubInternals } from './hub';

export type LiveLimits = { [K in keyof typeof LIVE_LIMITS]: number };

/** A socket whose outgoing buffer grows past this is a reader that stopped reading: it is cut. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

/** One socket's state, as the plugin's heartbeat and shutdown see it. */
export interface SocketState {
  /** Answered since the last heartbeat (a pong or any message). */
  alive: boolean;
  readonly ws: WebSocket;
  /** Runs the goodbye once: the hub forgets a signed-in socket and features see it leave. */
  finish(): void;
}

interface SocketContext {
  hub: LiveHubInternals;
  authenticate: TokenAuthenticator;
  limits: LiveLimits;
  log: FastifyBaseLogger;
}

/** Closes the way the contract says: a code of ours and its reason. */
const closeWith = (ws: WebSocket, reason: LiveCloseReason) => {
  if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close(reason.code, reason.reason);
};

/** Counts a socket's messages in fixed windows; false once the window's allowance is spent. */
function windowCounter(limit: number, windowMs: number) {
  let start = 0;
  let count = 0;
  return () => {
    const now = performance.now();
    if (now - start >= windowMs) {
      start = now;
      count = 0;
    }
    count += 1;
    return count <= limit;
  };
}

const toBuffer = (data: RawData): Buffer =>
  Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);

/** The message as text, or null when it is binary or not a client message of the contract. */
function parse(data: RawData, isBinary: boolean): LiveClientMessage | null {
  if (isBinary) return null;
  let json: unknown;
  try {
    json = JSON.parse(toBuffer(data).toString('utf8'));
  } catch {
    return null;
  }
  const parsed = liveClientMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

const sizeOf = (data: RawData) =>
  Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;

/**
 * Serves one socket of the live channel: the first message must be `auth` within the time limit;
 * every message must be a contract message within the size limit, and a socket may send only so
 * many per window; anything else closes it with the contract's code. Messages are handled one at
 * a time in arrival order (a join is done before the signal that follows it).
 */
export function serveSocket(ws: WebSocket, ctx: SocketContext): SocketState {
  const { hub, limits, log } = ctx;
  let conn: LiveConnection | null = null;
  let phase: 'auth' | 'ready' | 'closed' = 'auth';
  let queue: Promise<void> = Promise.resolve();
  const allowed = windowCounter(limits.messagesPerWindow, limits.windowMs);
  const send = (message: LiveServerMessage) => {
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      ws.terminate();
      return;
    }
    ws.send(JSON.stringify(message));
  };
  const close = (reason: LiveCloseReason) => closeWith(ws, reason);
  const authTimer = setTimeout(() => close(LIVE_CLOSE.authTimeout), limits.authTimeoutMs);

  const state: SocketState = {
    alive: true,
    ws,
    finish() {
      if (phase === 'closed') return;
      const wasReady = phase === 'ready';
      phase = 'closed';
      clearTimeout(authTimer);
      if (wasReady && conn) hub.detach(conn);
    },
  };

  async function signIn(token: string) {
    const user = await ctx.authenticate(token).catch((err: unknown) => {
      log.error({ err }, 'live sign-in failed');
      return null;
    });
    if (phase !== 'auth') return;
    clearTimeout(authTimer);
    if (!user) {
      close(LIVE_CLOSE.unauthenticated);
      return;
    }
    const id = randomUUID();
    conn = { id, userId: user.id, ...(user.sessionId ? { sessionId: user.sessionId } : {}), send, close };
    phase = 'ready';
    await hub.attach(conn);
    send({ type: 'ready', userId: user.id });
  }

  async function handle(message: LiveClientMessage) {
    if (phase === 'closed') return;
    if (phase === 'auth') {
      if (message.type === 'auth') await signIn(message.token);
      else close(LIVE_CLOSE.unauthenticated);
      return;
    }
    if (!conn) return;
    if (message.type === 'ping') send({ type: 'pong' });
    else if (message.type === 'auth' || !hub.hasHandler(message.type)) close(LIVE_CLOSE.badMessage);
    else await hub.dispatch(conn, message);
  }

  ws.on('message', (data, isBinary) => {
    state.alive = true;
    if (phase === 'closed') return;
    if (!allowed()) {
      close(LIVE_CLOSE.tooMany);
      return;
    }
    if (sizeOf(data) > limits.maxMessageBytes) {
      close(LIVE_CLOSE.tooBig);
      return;
    }
    const message = parse(data, isBinary);
    if (!message) {
      close(LIVE_CLOSE.badMessage);
      return;
    }
    queue = queue
      .then(() => handle(message))
      .catch((err: unknown) => log.error({ err }, 'live message failed'));
  });
  ws.on('pong', () => {
    state.alive = true;
  });
  ws.on('close', () => state.finish());
  return state;
}

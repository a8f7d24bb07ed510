import {
  LIVE_PATH,
  liveServerMessageSchema,
  type LiveClientMessage,
  type LiveServerMessage,
} from '#shared/contract/live';
import { bridge } from '#platform/bridge';
import { apiBase } from './base';
import { CLIENT_PING_MS, closeAction, liveUrl, reconnectDelay } from './live-rules';

/**
 * - `connecting`: the first connection (or a restart after stop) is being made;
 * - `ready`: open and signed in (the server said `ready`);
 * - `reconnecting`: the connection dropped, a new one is scheduled or under way;
 * - `signed-out`: the server refused the token (no retry: the user signs in again);
 * - `stopped`: closed by the page.
 */
export type LiveStatus = 'connecting' | 'ready' | 'reconnecting' | 'signed-out' | 'stopped';

export interface LiveSocketOptions {
  /** The socket's address; the API's by default. */
  url?: () => Promise<string>;
  /** The session token sent in the first message; the platform vault's by default. */
  token?: () => Promise<string | null>;
  random?: () => number;
}

type MessageListener = (message: LiveServerMessage) => void;
type StatusListener = (status: LiveStatus) => void;

/**
 * The real-time channel: one WebSocket to the API, signed in with the token in its first message
 * (never in the URL). It reconnects with backoff after any drop, signs in again, and tells its
 * listeners `ready` each time, so a room joins again. A socket that stays silent for two ping
 * intervals is taken as dead and replaced. Messages are sent only while ready; signalling is
 * never queued (a stale offer is worse than none: the room renegotiates after reconnecting).
 */
export class LiveSocket {
  private ws: WebSocket | null = null;
  private status: LiveStatus = 'stopped';
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private lastHeard = 0;
  private readonly messageListeners = new Set<MessageListener>();
  private readonly statusListeners = new Set<StatusListener>();
  private readonly url: () => Promise<string>;
  private readonly token: () => Promise<string | null>;
  private readonly random: () => number;

  constructor(options: LiveSocketOptions = {}) {
    this.url = options.url ?? (async () => liveUrl(await apiBase(), LIVE_PATH));
    this.token = options.token ?? (() => bridge.getToken());
    this.random = options.random ?? Math.random;
  }

  get current(): LiveStatus {
    return this.status;
  }

  onMessage(listener: MessageListener): () => void {
    this.messageListeners.add(listener);
    return () => this.messageListeners.delete(listener);
  }

  onStatus(listener: StatusListener): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  start(): void {
    if (this.status !== 'stopped' && this.status !== 'signed-out') return;
    this.attempt = 0;
    this.setStatus('connecting');
    void this.connect();
  }

  stop(): void {
    this.clearTimers();
    const ws = this.ws;
    this.ws = null;
    if (ws) ws.close(1000, 'Left');
    this.setStatus('stopped');
  }

  /** Sends when signed in; answers false (nothing sent) otherwise. */
  send(message: LiveClientMessage): boolean {
    if (this.status !== 'ready' || !this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  private setStatus(status: LiveStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const l of this.statusListeners) l(status);
  }

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.retryTimer = null;
    this.pingTimer = null;
  }

  private async connect(): Promise<void> {
    let url: string;
    let token: string | null;
    try {
      [url, token] = await Promise.all([this.url(), this.token()]);
    } catch {
      this.scheduleRetry();
      return;
    }
    if (this.status === 'stopped') return;
    if (!token) {
      this.setStatus('signed-out');
      return;
    }
    const ws = new WebSocket(url);
    this.ws = ws;
    ws.onopen = () => {
      this.lastHeard = Date.now();
      ws.send(JSON.stringify({ type: 'auth', token } satisfies LiveClientMessage));
      this.pingTimer = setInterval(() => this.keepAlive(ws), CLIENT_PING_MS);
    };
    ws.onmessage = (event: MessageEvent<unknown>) => {
      if (this.ws !== ws || typeof event.data !== 'string') return;
      this.lastHeard = Date.now();
      let parsed: unknown;
      try {
        parsed = JSON.parse(event.data);
      } catch {
        return;
      }
      const message = liveServerMessageSchema.safeParse(parsed);
      if (!message.success) return;
      if (message.data.type === 'ready') {
        this.attempt = 0;
        this.setStatus('ready');
      }
      for (const l of this.messageListeners) l(message.data);
    };
    ws.onclose = (event) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.clearTimers();
      if (closeAction(event.code) === 'sign-in') this.setStatus('signed-out');
      else this.scheduleRetry();
    };
  }

  private keepAlive(ws: WebSocket): void {
    if (Date.now() - this.lastHeard > 2 * CLIENT_PING_MS) {
      // No answer for two intervals: the network dropped without a close. Start again.
      ws.onclose = null;
      ws.close();
      this.ws = null;
      this.clearTimers();
      this.scheduleRetry();
      return;
    }
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'ping' } satisfies LiveClientMessage));
  }

  private scheduleRetry(): void {
    if (this.status === 'stopped') return;
    this.setStatus('reconnecting');
    const delay = reconnectDelay(this.attempt, this.random());
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, delay);
  }
}

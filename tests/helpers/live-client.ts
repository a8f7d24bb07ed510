import WebSocket from 'ws';
import {
  LIVE_PATH,
  liveServerMessageSchema,
  type LiveClientMessage,
  type LiveServerMessage,
} from '#shared/contract/live';

type ServerType = LiveServerMessage['type'];
export type ServerMessageOf<T extends ServerType> = Extract<LiveServerMessage, { type: T }>;

/**
 * A client of the live channel for tests and benches (the `ws` package): every message the server
 * sends is checked against the contract and kept; `next` takes the first one not taken yet that
 * matches, waiting for it up to a deadline.
 */
export interface LiveTestClient {
  readonly ws: WebSocket;
  /** Every message received so far, in order. */
  readonly received: LiveServerMessage[];
  send(message: LiveClientMessage): void;
  /** Sends anything (bad input tests). */
  sendRaw(data: string | Buffer): void;
  next<T extends ServerType>(
    type: T,
    match?: (m: ServerMessageOf<T>) => boolean,
    timeoutMs?: number,
  ): Promise<ServerMessageOf<T>>;
  /** Resolves with the close code and reason once the socket closed. */
  readonly closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

/** The live channel's ws:// address of an API listening at `baseUrl` (http://host:port). */
export const liveUrl = (baseUrl: string) => `${baseUrl.replace(/^http/, 'ws')}${LIVE_PATH}`;

export async function openLive(
  baseUrl: string,
  options: WebSocket.ClientOptions = {},
): Promise<LiveTestClient> {
  const ws = new WebSocket(liveUrl(baseUrl), options);
  const received: LiveServerMessage[] = [];
  const taken = new Set<number>();
  const wakers = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of [...wakers]) wake();
  };
  let isClosed = false;
  const closed = new Promise<{ code: number; reason: string }>((done) =>
    ws.once('close', (code, reason) => {
      isClosed = true;
      done({ code, reason: reason.toString() });
      wakeAll();
    }),
  );
  ws.on('message', (data: Buffer) => {
    received.push(liveServerMessageSchema.parse(JSON.parse(data.toString())));
    wakeAll();
  });
  await new Promise<void>((done, fail) => {
    ws.once('open', () => done());
    ws.once('error', fail);
  });

  return {
    ws,
    received,
    closed,
    send: (message) => ws.send(JSON.stringify(message)),
    sendRaw: (data) => ws.send(data),
    async next(type, match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = received.findIndex(
          (m, i) => !taken.has(i) && m.type === type && (!match || match(m as ServerMessageOf<typeof type>)),
        );
        if (index >= 0) {
          taken.add(index);
          return received[index] as ServerMessageOf<typeof type>;
        }
        const left = deadline - Date.now();
        if (left <= 0 || isClosed)
          throw new Error(
            `no ${type} message${isClosed ? ' (the socket closed)' : ''}; received: ${JSON.stringify(received).slice(0, 600)}`,
          );
        await new Promise<void>((done) => {
          const wake = () => {
            clearTimeout(timer);
            wakers.delete(wake);
            done();
          };
          const timer = setTimeout(wake, left);
          wakers.add(wake);
        });
      }
    },
    async close() {
      if (ws.readyState === ws.CLOSED) return;
      ws.close();
      await closed;
    },
  };
}

/** Opens the channel and signs in with the token; resolves once the server said `ready`. */
export async function signedInLive(baseUrl: string, token: string): Promise<LiveTestClient> {
  const client = await openLive(baseUrl);
  client.send({ type: 'auth', token });
  await client.next('ready');
  return client;
}

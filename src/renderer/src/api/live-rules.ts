import { LIVE_CLOSE } from '#shared/contract/live';

/** Reconnection waits: doubling from `baseMs` up to `maxMs`, each with a random half of jitter. */
export const RECONNECT = { baseMs: 500, maxMs: 15_000 } as const;

/** The wait before reconnection attempt `attempt` (0 = the first after a drop); `random` in [0, 1). */
export function reconnectDelay(attempt: number, random: number, limits: { baseMs: number; maxMs: number } = RECONNECT): number {
  const ceiling = Math.min(limits.maxMs, limits.baseMs * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

/** What a closed socket means: sign in again (never retried) or reconnect. */
export type CloseAction = 'sign-in' | 'reconnect';

export function closeAction(code: number): CloseAction {
  return code === LIVE_CLOSE.unauthenticated.code ? 'sign-in' : 'reconnect';
}

/** The client pings this often, and takes a socket that has said nothing for two intervals as dead. */
export const CLIENT_PING_MS = 15_000;

/** The socket's address from the API's: http → ws, https → wss, on the live path. */
export function liveUrl(apiBase: string, path: string): string {
  const url = new URL(path, apiBase);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

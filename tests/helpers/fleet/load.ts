/**
 * Clients of a fleet and a continuous load through its balancer. A client has a local
 * address of its own (127.0.0.2, 127.0.0.3, …: all of 127/8 is this machine), so the balancer and
 * the instances see distinct client addresses; every answer records which instance gave it (the
 * balancer's X-Upstream).
 */
import { performance } from 'node:perf_hooks';
import { Agent, fetch, type RequestInit } from 'undici';

export interface Answer {
  status: number;
  body: Buffer;
  headers: Headers;
  /** The instance that answered (127.0.0.1:port), the last one nginx tried. */
  upstream: string;
}

export interface FleetClient {
  readonly address: string;
  send(url: string, init?: RequestInit): Promise<Answer>;
  close(): Promise<void>;
}

/** A client that connects from `address` (any 127.x.y.z) with keep-alive connections. */
export function clientFrom(address: string, connections = 16): FleetClient {
  const dispatcher = new Agent({ localAddress: address, connections });
  return {
    address,
    async send(url, init = {}) {
      const res = await fetch(url, {
        ...init,
        dispatcher,
        signal: init.signal ?? AbortSignal.timeout(30_000),
      });
      const body = Buffer.from(await res.arrayBuffer());
      const upstream = (res.headers.get('x-upstream') ?? '').split(',').pop()?.trim() ?? '';
      return { status: res.status, body, headers: res.headers as unknown as Headers, upstream };
    },
    close: () => dispatcher.close(),
  };
}

export interface LoadRequest {
  label: string;
  url: string;
  init?: RequestInit;
  /** The status that counts as success (200 by default). */
  expect?: number;
}

export interface Outcome {
  label: string;
  /** performance.now() when sent and when answered (or failed). */
  startedAt: number;
  endedAt: number;
  status: number;
  upstream: string;
  ok: boolean;
  error: string | null;
}

export interface Load {
  /** Every outcome so far, in the order they ended. */
  readonly outcomes: Outcome[];
  /** Stops sending, waits for the requests in flight, and returns every outcome. */
  stop(): Promise<Outcome[]>;
}

/** `concurrency` workers send `requests` in turn, each its next as soon as its last was answered. */
export function startLoad(client: FleetClient, requests: LoadRequest[], concurrency: number): Load {
  const outcomes: Outcome[] = [];
  let stopped = false;
  let next = 0;
  const worker = async () => {
    while (!stopped) {
      const request = requests[next % requests.length];
      next += 1;
      if (!request) return;
      const startedAt = performance.now();
      try {
        const answer = await client.send(request.url, request.init);
        const ok = answer.status === (request.expect ?? 200);
        const error = ok ? null : answer.body.toString('utf8').slice(0, 200);
        outcomes.push({
          label: request.label,
          startedAt,
          endedAt: performance.now(),
          status: answer.status,
          upstream: answer.upstream,
          ok,
          error,
        });
      } catch (err) {
        const cause = err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : '';
        const error = err instanceof Error ? `${err.message}${cause}` : String(err);
        outcomes.push({
          label: request.label,
          startedAt,
          endedAt: performance.now(),
          status: 0,
          upstream: '',
          ok: false,
          error,
        });
      }
    }
  };
  const workers = Array.from({ length: concurrency }, worker);
  return {
    outcomes,
    async stop() {
      stopped = true;
      await Promise.all(workers);
      return outcomes;
    },
  };
}

/** The instances (127.0.0.1:port) that answered these outcomes, sorted. */
export const upstreamsOf = (outcomes: Outcome[]): string[] =>
  [...new Set(outcomes.filter((o) => o.ok).map((o) => o.upstream))].sort();

/** The failed outcomes, summarised for a failure message. */
export const failuresOf = (outcomes: Outcome[]) =>
  outcomes.filter((o) => !o.ok).map((o) => `${o.label} ${o.status} ${o.error ?? ''}`);

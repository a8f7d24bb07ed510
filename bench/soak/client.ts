import { Pool } from 'undici';
import { percentile } from '../stats';

/** What one request answered: status (0 when the connection failed) and the parsed JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

export interface KindFigures {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/**
 * The load generator's HTTP side: one keep-alive connection pool (a connection per virtual user)
 * to the API in the child process, every request timed and tallied under its kind.
 */
export class SoakClient {
  private readonly pool: Pool;
  private readonly latencies = new Map<string, number[]>();
  /** `kind status` → count, e.g. "book 201". */
  readonly statuses = new Map<string, number>();
  /** A few examples of each unexpected answer (5xx, connection errors, wrong-shaped errors). */
  readonly failures: string[] = [];
  requests = 0;

  constructor(base: string, connections: number) {
    this.pool = new Pool(base, { connections, keepAliveTimeout: 60_000, pipelining: 1 });
  }

  async send(
    kind: string,
    method: 'GET' | 'POST',
    path: string,
    opts: { token?: string | null; ip: string; body?: unknown },
  ): Promise<Answer> {
    const headers: Record<string, string> = { 'x-forwarded-for': opts.ip };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    let answer: Answer;
    try {
      const res = await this.pool.request({
        method,
        path,
        headers,
        ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
      });
      const text = await res.body.text();
      answer = { status: res.statusCode, body: text ? (JSON.parse(text) as unknown) : null };
    } catch (err) {
      answer = { status: 0, body: null };
      this.note(`${kind} ${method} ${path}: ${err instanceof Error ? err.message : String(err)}`);
    }
    const ms = performance.now() - started;
    this.requests += 1;
    const list = this.latencies.get(kind) ?? [];
    list.push(ms);
    this.latencies.set(kind, list);
    const key = `${kind} ${answer.status}`;
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
    if (answer.status >= 500)
      this.note(`${kind} ${method} ${path} → ${answer.status} ${JSON.stringify(answer.body)}`);
    else if (answer.status >= 400 && !isErrorBody(answer.body))
      this.note(
        `${kind} ${method} ${path} → ${answer.status} without { message, code }: ${JSON.stringify(answer.body)}`,
      );
    return answer;
  }

  private note(line: string): void {
    if (this.failures.length < 20) this.failures.push(line);
  }

  /** Requests per status class over every kind. */
  countWhere(test: (status: number) => boolean): number {
    let n = 0;
    for (const [key, count] of this.statuses) if (test(Number(key.split(' ').pop()))) n += count;
    return n;
  }

  figures(): Map<string, KindFigures> {
    const out = new Map<string, KindFigures>();
    for (const [kind, values] of [...this.latencies].sort(([a], [b]) => a.localeCompare(b))) {
      out.set(kind, {
        count: values.length,
        p50: percentile(values, 50),
        p95: percentile(values, 95),
        p99: percentile(values, 99),
        max: values.reduce((m, v) => Math.max(m, v), 0),
      });
    }
    return out;
  }

  /** The latencies of every kind but the ones left out, for the overall percentiles. */
  all(except: string[] = []): number[] {
    return [...this.latencies].flatMap(([kind, values]) => (except.includes(kind) ? [] : values));
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/** The app's error body: { message, code } with string values. */
export function isErrorBody(body: unknown): body is { message: string; code: string } {
  if (typeof body !== 'object' || body === null) return false;
  const { message, code } = body as Record<string, unknown>;
  return typeof message === 'string' && typeof code === 'string';
}

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { outputOf, ROOT } from './processes';

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * Drives one URL with autocannon in a process of its own, so the load generator never shares an
 * event loop with the server it measures.
 */
export async function drive(
  url: string,
  opts: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const headers = Object.entries(opts.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const child = spawn(
    process.execPath,
    [join(ROOT, 'node_modules', 'autocannon', 'autocannon.js'), '-j', '-n', '-c', String(opts.connections), '-d', String(opts.seconds), ...headers, url],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const r = JSON.parse(await outputOf(child)) as AutocannonJson;
  return {
    requestsPerSecond: r.requests.average,
    requests: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

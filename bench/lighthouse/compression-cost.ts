import { request } from 'node:http';

/**
 * The server's CPU cost of compressing a search answer on the fly: the same search asked N times
 * with `Accept-Encoding: br`, `gzip` and none (interleaved, so load changes hit each alike), the
 * process's CPU time per request (server and client share this process; the client does the same
 * work in each case and never decodes), less that of the uncompressed answer.
 */
const N = 300;
const PATH = '/api/gigs/search?keyword=design&page=1&pageSize=12';

function fetchRaw(baseURL: string, encoding: string | null): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolveFetch, reject) => {
    const req = request(`${baseURL}${PATH}`, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolveFetch({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const cpuMicros = (): number => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

export async function compressionCost(baseURL: string): Promise<Record<string, number | string>> {
  const kinds = [null, 'br', 'gzip'] as const;
  const cpu = new Map<string | null, number>(kinds.map((k) => [k, 0]));
  const sizes = new Map<string | null, { bytes: number; encoding: string }>();
  for (const k of kinds) sizes.set(k, await fetchRaw(baseURL, k)); // warm-up, and the sizes
  for (let i = 0; i < N; i++) {
    for (const k of kinds) {
      const t0 = cpuMicros();
      await fetchRaw(baseURL, k);
      cpu.set(k, (cpu.get(k) ?? 0) + cpuMicros() - t0);
    }
  }
  const per = (k: string | null): number => (cpu.get(k) ?? 0) / N;
  const size = (k: string | null) => sizes.get(k) ?? { bytes: 0, encoding: '?' };
  return {
    'search answer, bytes (identity)': size(null).bytes,
    'search answer, bytes (br asked)': `${size('br').bytes} (${size('br').encoding})`,
    'search answer, bytes (gzip asked)': `${size('gzip').bytes} (${size('gzip').encoding})`,
    'search answer CPU µs per request, identity': Math.round(per(null)),
    'compression CPU µs per search answer, br': Math.round(per('br') - per(null)),
    'compression CPU µs per search answer, gzip': Math.round(per('gzip') - per(null)),
  };
}

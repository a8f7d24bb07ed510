/**
 * Login latency under load: 20 concurrent POST /api/users/login over real HTTP against the real
 * app (SQLite in a temp folder, argon2id m=19456 t=2 p=1), repeated for several rounds. Also times
 * a wrong password and an unknown account, which should cost the same (dummy-hash verification).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { createDeps } from '#server/deps';
import { percentile } from './stats';

const CONCURRENCY = 20;
const ROUNDS = 10;
const PASSWORD = 'Curious#2026';

export async function run(): Promise<Record<string, number | string>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qurious-bench-login-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIR: join(dataDir, 'no-web'),
    HOST: '127.0.0.1',
    PORT: '0',
    // Each simulated client gets its own X-Forwarded-For, so the per-IP limits see separate callers.
    TRUST_PROXY: 'true',
  });
  const deps = await createDeps(config);
  const app = await buildApp(deps);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  let ip = 0;
  const post = async (path: string, body: object) => {
    ip += 1;
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${Math.floor(ip / 250) % 250}.${ip % 250}` },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return { ms: performance.now() - t0, status: res.status };
  };

  try {
    const emails = Array.from({ length: CONCURRENCY }, (_, i) => `bench-login-${i}@example.com`);
    for (const email of emails) {
      const res = await post('/api/users/signup', { name: 'Bench User', emailOrUsername: email, password: PASSWORD });
      if (res.status !== 201) throw new Error(`signup failed with ${res.status}`);
    }
    // Warm-up round.
    await Promise.all(emails.map((email) => post('/api/users/login', { emailOrUsername: email, password: PASSWORD })));

    const ok: number[] = [];
    const started = performance.now();
    for (let r = 0; r < ROUNDS; r += 1) {
      const round = await Promise.all(emails.map((email) => post('/api/users/login', { emailOrUsername: email, password: PASSWORD })));
      for (const res of round) {
        if (res.status !== 200) throw new Error(`login failed with ${res.status}`);
        ok.push(res.ms);
      }
    }
    const wallSeconds = (performance.now() - started) / 1000;

    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      wrong.push((await post('/api/users/login', { emailOrUsername: emails[i % emails.length] ?? '', password: `Wrong#${i}aa` })).ms);
      unknown.push((await post('/api/users/login', { emailOrUsername: `nobody-${i}@example.com`, password: `Wrong#${i}aa` })).ms);
    }

    return {
      'login concurrency': CONCURRENCY,
      'login requests measured': ok.length,
      'login p50 ms (20 concurrent)': percentile(ok, 50),
      'login p95 ms (20 concurrent)': percentile(ok, 95),
      'login max ms (20 concurrent)': Math.max(...ok),
      'logins per second (20 concurrent)': ok.length / wallSeconds,
      'wrong password p50 ms (sequential)': percentile(wrong, 50),
      'unknown account p50 ms (sequential)': percentile(unknown, 50),
      database: deps.db.kind,
    };
  } finally {
    await app.close();
    await deps.db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

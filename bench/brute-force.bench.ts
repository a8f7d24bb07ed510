/**
 * The brute-force figures and the oracles, over real HTTP against the real app
 * (SQLite in a temp folder, argon2id m=19456 t=2 p=1, each request from its own X-Forwarded-For):
 * - 100 wrong passwords for one account from 100 addresses, 10 at a time: how many were checked,
 *   how the rest were answered, what the owner's known device and an unknown client then get, and
 *   how many mails the owner received;
 * - sign-in answer times for unknown and known emails (wrong password), median of N, interleaved;
 * - throttled answers for the right and a wrong password, median of N;
 * - sign-up answer times for a new and a taken address, median of N, interleaved.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { createDeps } from '#server/deps';
import type { MailMessage } from '#server/services/mailer';
import { percentile } from './stats';

const PASSWORD = 'Curious#2026';
const N = 60;
const ATTACK = 100;

export async function run(): Promise<Record<string, number | string>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qurious-bench-brute-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIR: join(dataDir, 'no-web'),
    HOST: '127.0.0.1',
    PORT: '0',
    TRUST_PROXY: 'true',
  });
  const deps = await createDeps(config);
  const mails: MailMessage[] = [];
  const outbox = deps.mailer;
  deps.mailer = {
    send: async (m) => {
      mails.push(m);
      await outbox.send(m);
    },
  };
  const app = await buildApp(deps);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
  };
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  let ip = 0;
  const post = async (path: string, body: object) => {
    ip += 1;
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${Math.floor(ip / 250) % 250}.${ip % 250}` },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { ms: performance.now() - t0, status: res.status, text, retryAfter: res.headers.get('retry-after') };
  };
  const signup = (email: string) => post('/api/users/signup', { name: 'Bench User', emailOrUsername: email, password: PASSWORD });
  const login = (emailOrUsername: string, password: string, deviceToken?: string) =>
    post('/api/users/login', { emailOrUsername, password, ...(deviceToken ? { deviceToken } : {}) });
  const median = (xs: number[]) => percentile(xs, 50);
  /** The median of the differences of interleaved pairs (steadier than a difference of medians on a busy machine). */
  const pairedMedian = (a: number[], b: number[]) => median(a.map((x, i) => x - (b[i] ?? Number.NaN)));

  try {
    // Warm-up: the first argon2 runs and queries cost more.
    for (let i = 0; i < 3; i += 1) {
      await signup(`warm-${i}@example.com`);
      await login(`warm-${i}@example.com`, PASSWORD);
    }

    // Sign-up, new vs taken address, interleaved (each taken address is tried once: the per-address limit stays out of the way).
    const fresh: number[] = [];
    const taken: number[] = [];
    for (let i = 0; i < N; i += 1) {
      const a = await signup(`new-${i}@example.com`);
      if (a.status !== 201) throw new Error(`signup answered ${a.status}`);
      fresh.push(a.ms);
      const b = await signup(`new-${i}@example.com`);
      if (b.status !== 201 || b.text !== a.text) throw new Error(`taken signup answered ${b.status} ${b.text}`);
      taken.push(b.ms);
    }

    // Sign-in with a wrong password, known vs unknown email, interleaved (2 guesses per account: under the throttle).
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < N; i += 1) {
      const k = await login(`new-${i % (N / 2)}@example.com`, `Wrong#${i}aa`);
      const u = await login(`nobody-${i}@example.com`, `Wrong#${i}aa`);
      if (k.status !== 401 || u.status !== 401 || k.text !== u.text) throw new Error(`login answered ${k.status}/${u.status}`);
      known.push(k.ms);
      unknown.push(u.ms);
    }

    // The attack: the owner signed in once from their own device before it.
    const owner = 'owner@example.com';
    await signup(owner);
    const first = await login(owner, PASSWORD);
    const device = (JSON.parse(first.text) as { deviceToken: string }).deviceToken;
    const mailsBefore = mails.filter((m) => m.to === owner).length;
    const answers: Array<Awaited<ReturnType<typeof post>>> = [];
    const attackStart = performance.now();
    for (let sent = 0; sent < ATTACK; sent += 10) {
      answers.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => login(owner, `Guess#${sent + i}x`)))));
    }
    const attackSeconds = (performance.now() - attackStart) / 1000;
    const checked = answers.filter((a) => a.status === 401).length;
    const refused = answers.filter((a) => a.status === 429);
    const ownerDevice = await login(owner, PASSWORD, device);
    const ownerElsewhere = await login(owner, PASSWORD);

    // Throttled answers: the right password and a wrong one, interleaved.
    const throttledRight: number[] = [];
    const throttledWrong: number[] = [];
    for (let i = 0; i < N; i += 1) {
      const r = await login(owner, PASSWORD);
      const w = await login(owner, `Wrong#${i}zz`);
      // The same body but for the seconds left, which the real clock counts down between the two.
      const shape = (text: string) => text.replace(/\d+/g, 'N');
      if (r.status !== 429 || w.status !== 429 || shape(r.text) !== shape(w.text)) throw new Error('throttled answers differ');
      throttledRight.push(r.ms);
      throttledWrong.push(w.ms);
    }

    // Closing waits for the mails sent after the answers.
    await close();
    const ownerMails = mails.filter((m) => m.to === owner).slice(mailsBefore);
    return {
      'attack: wrong passwords sent (100 addresses)': ATTACK,
      'attack: passwords checked (401)': checked,
      'attack: refused before the check (429)': refused.length,
      'attack: Retry-After of the refusals (s)': [...new Set(refused.map((r) => r.retryAfter))].join(', '),
      'attack: wall time (s)': attackSeconds,
      "attack: owner's known device, right password": ownerDevice.status,
      "attack: owner's known device sign-in ms": ownerDevice.ms,
      'attack: unknown client, right password': ownerElsewhere.status,
      'attack: mails to the owner': ownerMails.length,
      'attack: mail subject': ownerMails.map((m) => m.subject).join(' | '),
      'sign-in known email, wrong password p50 ms': median(known),
      'sign-in unknown email p50 ms': median(unknown),
      'sign-in unknown − known p50 ms': median(unknown) - median(known),
      'sign-in unknown − known, paired median ms': pairedMedian(unknown, known),
      'throttled, right password p50 ms': median(throttledRight),
      'throttled, wrong password p50 ms': median(throttledWrong),
      'throttled right − wrong, paired median ms': pairedMedian(throttledRight, throttledWrong),
      'sign-up new address p50 ms': median(fresh),
      'sign-up taken address p50 ms': median(taken),
      'sign-up taken − new p50 ms': median(taken) - median(fresh),
      'sign-up taken − new, paired median ms': pairedMedian(taken, fresh),
      'samples per median': N,
      database: deps.db.kind,
    };
  } finally {
    await close();
    await deps.db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

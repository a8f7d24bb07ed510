/**
 * `npm run bench -- messages`: the real API as a child process (SQLite, one instance),
 * 1,000 signed-in sockets, then 100 messages a second for a bounded time, each from one member of
 * a random direct conversation to the other, sent over HTTP as the app sends them. Delivery
 * latency is send (the request starts) to receive (the recipient's socket gets `message.new`);
 * every message must reach its recipient exactly once.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { openSqlite } from '#server/db/database';
import { bundleServer, startServerProcess, type ServerProcess } from '../tests/helpers/fault-server';
import { liveUrl } from '../tests/helpers/live-client';
import { seedMessaging, type BenchUser } from './messages/seed';
import { percentile } from './stats';

const USERS = Number(process.env.MESSAGES_BENCH_USERS ?? 1000);
const CONVERSATIONS = Number(process.env.MESSAGES_BENCH_CONVERSATIONS ?? 2000);
const RATE = Number(process.env.MESSAGES_BENCH_RATE ?? 100);
const SECONDS = Number(process.env.MESSAGES_BENCH_SECONDS ?? 20);
/** Traffic before the measured seconds, at the same rate (the server's code is compiled by then); counted for loss, not latency. */
const WARMUP_SECONDS = Number(process.env.MESSAGES_BENCH_WARMUP_SECONDS ?? 3);
const CONNECT_BATCH = 50;
const DRAIN_MS = 10_000;
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';

/** A seeded random, so two runs send the same traffic. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const cpuMsOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** Per message text: when it was sent, and how many times its recipient got it. */
interface Tracking {
  sentAt: Map<string, number>;
  received: Map<string, number>;
  latencies: number[];
  /** Send to the HTTP answer (the message stored), ms. */
  answers: number[];
  /** The messages sent after the warm-up: only theirs are latency samples. */
  measured: Set<string>;
}

async function connect(base: string, user: BenchUser, track: Tracking): Promise<WebSocket> {
  const ws = new WebSocket(liveUrl(base));
  await new Promise<void>((done, fail) => {
    ws.once('open', () => done());
    ws.once('error', fail);
  });
  const ready = new Promise<void>((done) => {
    ws.on('message', (data: Buffer) => {
      const text = data.toString();
      if (text.startsWith('{"type":"ready"')) {
        done();
        return;
      }
      if (!text.startsWith('{"type":"message.new"')) return;
      const m = JSON.parse(text) as { message: { senderId: string; text: string } };
      if (m.message.senderId === user.id) return;
      const at = track.sentAt.get(m.message.text);
      const seen = (track.received.get(m.message.text) ?? 0) + 1;
      track.received.set(m.message.text, seen);
      if (at !== undefined && seen === 1 && track.measured.has(m.message.text)) track.latencies.push(performance.now() - at);
    });
  });
  ws.send(JSON.stringify({ type: 'auth', token: user.token }));
  await ready;
  return ws;
}

export async function run(): Promise<Record<string, number | string>> {
  const bundle = await bundleServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'qurious-messages-bench-'));
  let server: ServerProcess | null = null;
  const sockets: WebSocket[] = [];
  try {
    server = await startServerProcess(bundle.file, { DATA_DIR: dataDir, JWT_SECRET, RATE_LIMIT_LIVE_CONNECTS_PER_MINUTE: '1000000' });
    const base = server.baseUrl;
    const random = mulberry32(16);
    const db = openSqlite(join(dataDir, 'qurious.sqlite'));
    const { users, conversations } = await seedMessaging(db.kysely, JWT_SECRET, USERS, CONVERSATIONS, random);
    await db.close();

    const track: Tracking = { sentAt: new Map(), received: new Map(), latencies: [], answers: [], measured: new Set() };
    const connectStart = performance.now();
    for (let i = 0; i < users.length; i += CONNECT_BATCH) {
      sockets.push(...(await Promise.all(users.slice(i, i + CONNECT_BATCH).map((u) => connect(base, u, track)))));
    }
    const connectMs = performance.now() - connectStart;

    let sent = 0;
    let failed = 0;
    const failures = new Map<number, number>();
    const inFlight = new Set<Promise<void>>();
    const cpuBefore = cpuMsOf(server.pid);
    const started = performance.now();
    const total = RATE * (WARMUP_SECONDS + SECONDS);
    const warmup = RATE * WARMUP_SECONDS;
    // Sends on schedule (message n at n / RATE seconds), whatever the answers' pace.
    await new Promise<void>((done) => {
      const tick = () => {
        const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE));
        while (sent < due) {
          sent += 1;
          const c = conversations[Math.floor(random() * conversations.length)];
          if (!c) continue;
          const sender = users[c.members[random() < 0.5 ? 0 : 1]];
          if (!sender) continue;
          // Letters only after the number: digits could read as a phone number and be masked.
          const text = `bench message ${sent.toString(36)} ${randomUUID().replace(/[^a-f]/g, '')}`;
          track.sentAt.set(text, performance.now());
          if (sent > warmup) track.measured.add(text);
          const request = fetch(`${base}/api/conversations/${c.id}/messages`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${sender.token}` },
            body: JSON.stringify({ clientId: randomUUID(), text }),
          }).then(
            async (res) => {
              await res.arrayBuffer();
              const at = track.sentAt.get(text);
              if (at !== undefined && track.measured.has(text)) track.answers.push(performance.now() - at);
              if (res.status !== 201) {
                failed += 1;
                failures.set(res.status, (failures.get(res.status) ?? 0) + 1);
                track.sentAt.delete(text);
              }
            },
            () => {
              failed += 1;
              track.sentAt.delete(text);
            },
          );
          inFlight.add(request);
          void request.finally(() => inFlight.delete(request));
        }
        if (sent >= total) done();
        else setTimeout(tick, 5);
      };
      tick();
    });
    const sendSeconds = (performance.now() - started) / 1000;
    await Promise.all([...inFlight]);
    const deadline = Date.now() + DRAIN_MS;
    const pending = () => [...track.sentAt.keys()].filter((t) => !track.received.has(t)).length;
    while (pending() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const cpuMs = cpuMsOf(server.pid) - cpuBefore;

    const stored = sent - failed;
    const lost = pending();
    const duplicated = [...track.received.values()].filter((n) => n > 1).length;
    const unknown = [...track.received.keys()].filter((t) => !track.sentAt.has(t)).length;
    return {
      'clients connected': sockets.length,
      'connect + sign in, all clients s': connectMs / 1000,
      'messages sent (after a warm-up of)': `${sent} (${warmup})`,
      'send rate achieved per s': sent / sendSeconds,
      'requests refused or failed': failed === 0 ? 0 : `${failed} (${[...failures].map(([s, n]) => `${s}: ${n}`).join(', ')})`,
      'messages stored and delivered': stored - lost,
      'messages lost': lost,
      'messages duplicated': duplicated,
      'messages received that were never sent': unknown,
      'delivery latency p50 ms': percentile(track.latencies, 50),
      'delivery latency p95 ms': percentile(track.latencies, 95),
      'delivery latency p99 ms': percentile(track.latencies, 99),
      'delivery latency max ms': percentile(track.latencies, 100),
      'HTTP answer (stored) p50 ms': percentile(track.answers, 50),
      'HTTP answer (stored) p95 ms': percentile(track.answers, 95),
      'p95 within 50 ms': percentile(track.latencies, 95) <= 50 ? 'yes' : 'no',
      'server CPU per message ms': cpuMs / Math.max(1, sent),
      'server CPU busy while sending %': (cpuMs / (sendSeconds * 1000)) * 100,
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    await server?.kill();
    await bundle.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

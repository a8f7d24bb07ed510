/**
 * The call bench's signalling part: the real API as a child process (SQLite, one
 * instance, the in-memory bus; and again with REDIS_URL when Redis answers), 1,000 signed-in
 * sockets in 500 open rooms, then every room's buyer sends a signal each second and its expert
 * answers it: the buyer's send-to-answer time is one message round trip through the server.
 * Memory per socket is the server's resident memory grown by connecting and joining, per socket.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { openSqlite } from '#server/db/database';
import type { LiveClientMessage } from '#shared/contract/live';
import { bundleServer, startServerProcess, type ServerProcess } from '../../tests/helpers/fault-server';
import { liveUrl } from '../../tests/helpers/live-client';
import { percentile } from '../stats';
import { seedOpenRooms, type BenchRoom } from './seed';

const ROOMS = Number(process.env.CALL_BENCH_ROOMS ?? 500);
const SECONDS = Number(process.env.CALL_BENCH_SECONDS ?? 10);
const CONNECT_BATCH = 50;
const PHASE_TIMEOUT_MS = 120_000;
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';

/** A lean client: no contract parsing on the hot path (the bench process must not be the bottleneck). */
interface BenchSocket {
  ws: WebSocket;
  send(message: LiveClientMessage): void;
  /** Resolves with the first message of this type. */
  first(type: string): Promise<Record<string, unknown>>;
  onSignal: ((candidate: string) => void) | null;
}

async function connect(base: string, token: string): Promise<BenchSocket> {
  const ws = new WebSocket(liveUrl(base));
  const waiting = new Map<string, (m: Record<string, unknown>) => void>();
  const socket: BenchSocket = {
    ws,
    send: (message) => ws.send(JSON.stringify(message)),
    first: (type) => new Promise((done) => waiting.set(type, done)),
    onSignal: null,
  };
  ws.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as {
      type: string;
      data?: { candidate?: { candidate?: string } };
    };
    if (message.type === 'signal') socket.onSignal?.(message.data?.candidate?.candidate ?? '');
    const done = waiting.get(message.type);
    if (done) {
      waiting.delete(message.type);
      done(message);
    }
  });
  await new Promise<void>((done, fail) => {
    ws.once('open', () => done());
    ws.once('error', fail);
  });
  const ready = socket.first('ready');
  socket.send({ type: 'auth', token });
  await ready;
  return socket;
}

async function joinRoom(socket: BenchSocket, bookingId: string): Promise<void> {
  const joined = socket.first('room.joined');
  const refused = socket.first('error');
  socket.send({ type: 'room.join', bookingId });
  const answer = await Promise.race([joined, refused]);
  if (answer.type !== 'room.joined') throw new Error(`join refused: ${JSON.stringify(answer)}`);
}

/** The server's CPU time so far in ms (user + system, Linux clock ticks of 10 ms). */
const cpuMsOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** The server's resident memory in bytes (Linux). */
const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

async function withDeadline<T>(what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what} took over ${PHASE_TIMEOUT_MS} ms`)), PHASE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Every room's buyer signals once a second (staggered); its expert answers; round trips in ms. */
async function roundTrips(
  pairs: Array<{ buyer: BenchSocket; expert: BenchSocket; room: BenchRoom }>,
): Promise<number[]> {
  const samples: number[] = [];
  const timers: NodeJS.Timeout[] = [];
  let outstanding = 0;
  for (const { buyer, expert, room } of pairs) {
    const sentAt = new Map<string, number>();
    expert.onSignal = (candidate) =>
      expert.send({
        type: 'signal',
        bookingId: room.bookingId,
        data: { candidate: { candidate, sdpMid: '0', sdpMLineIndex: 0 } },
      });
    buyer.onSignal = (candidate) => {
      const at = sentAt.get(candidate);
      if (at === undefined) return;
      sentAt.delete(candidate);
      outstanding -= 1;
      samples.push(performance.now() - at);
    };
    let seq = 0;
    const tick = () => {
      seq += 1;
      const candidate = `candidate:${seq} 1 udp 2122260223 127.0.0.1 ${50000 + seq} typ host`;
      sentAt.set(candidate, performance.now());
      outstanding += 1;
      buyer.send({
        type: 'signal',
        bookingId: room.bookingId,
        data: { candidate: { candidate, sdpMid: '0', sdpMLineIndex: 0 } },
      });
    };
    timers.push(
      setTimeout(() => {
        tick();
        timers.push(setInterval(tick, 1000));
      }, Math.random() * 1000),
    );
  }
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  for (const timer of timers) clearTimeout(timer);
  // The last second's answers arrive before the sockets close.
  const deadline = Date.now() + 5_000;
  while (outstanding > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  if (outstanding > 0) throw new Error(`${outstanding} signals were never answered`);
  return samples;
}

async function measure(bundle: string, bus: 'memory' | 'redis'): Promise<Record<string, number | string>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qurious-call-bench-'));
  let server: ServerProcess | null = null;
  const sockets: BenchSocket[] = [];
  try {
    server = await startServerProcess(bundle, {
      DATA_DIR: dataDir,
      JWT_SECRET,
      RATE_LIMIT_LIVE_CONNECTS_PER_MINUTE: '1000000',
      ...(bus === 'redis' ? { REDIS_URL: 'redis://127.0.0.1:6379' } : {}),
    });
    const db = openSqlite(join(dataDir, 'qurious.sqlite'));
    const rooms = await seedOpenRooms(db.kysely, JWT_SECRET, ROOMS);
    await db.close();
    const idleRss = rssOf(server.pid);
    const pairs: Array<{ buyer: BenchSocket; expert: BenchSocket; room: BenchRoom }> = [];
    const connectStart = performance.now();
    await withDeadline(
      'connecting and joining',
      (async () => {
        for (let i = 0; i < rooms.length; i += CONNECT_BATCH / 2) {
          await Promise.all(
            rooms.slice(i, i + CONNECT_BATCH / 2).map(async (room) => {
              const [buyer, expert] = await Promise.all([
                connect(server?.baseUrl ?? '', room.buyer.token),
                connect(server?.baseUrl ?? '', room.expert.token),
              ]);
              sockets.push(buyer, expert);
              await joinRoom(buyer, room.bookingId);
              await joinRoom(expert, room.bookingId);
              pairs.push({ buyer, expert, room });
            }),
          );
        }
      })(),
    );
    const connectMs = performance.now() - connectStart;
    const joinedRss = rssOf(server.pid);
    const cpuBefore = cpuMsOf(server.pid);
    const samples = await roundTrips(pairs);
    const cpuMs = cpuMsOf(server.pid) - cpuBefore;
    const p = `${bus} bus: `;
    return {
      [`${p}sockets / rooms`]: `${sockets.length} / ${pairs.length}`,
      [`${p}connect + sign in + join, all sockets s`]: connectMs / 1000,
      [`${p}round trips measured`]: samples.length,
      [`${p}messages through the server per s`]: (samples.length * 2) / SECONDS,
      [`${p}round trip p50 ms`]: percentile(samples, 50),
      [`${p}round trip p95 ms`]: percentile(samples, 95),
      [`${p}round trip p99 ms`]: percentile(samples, 99),
      [`${p}server CPU per message relayed µs`]: (cpuMs * 1000) / Math.max(1, samples.length * 2),
      [`${p}server CPU busy while relaying %`]: (cpuMs / (SECONDS * 1000)) * 100,
      [`${p}server RSS idle MB`]: idleRss / 2 ** 20,
      [`${p}server RSS with all sockets in rooms MB`]: joinedRss / 2 ** 20,
      [`${p}memory per socket KB`]: (joinedRss - idleRss) / sockets.length / 1024,
    };
  } finally {
    for (const socket of sockets) socket.ws.terminate();
    await server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function redisAnswers(): Promise<boolean> {
  const redis = new Redis('redis://127.0.0.1:6379', {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

export async function signallingFigures(): Promise<Record<string, number | string>> {
  const bundle = await bundleServer();
  try {
    const out = await measure(bundle.file, 'memory');
    if (await redisAnswers()) Object.assign(out, await measure(bundle.file, 'redis'));
    else out['redis bus'] = 'skipped: no Redis on 127.0.0.1:6379';
    return out;
  } finally {
    await bundle.remove();
  }
}

/**
 * kill -9 in a loop. The real API runs as a child process on a data folder and
 * database of its own; clients keep bookings, top-ups and gallery uploads in flight, the process is
 * killed with SIGKILL at a random moment, started again, and then: the invariants hold (ledger,
 * bookings, uploads storage: fault-invariants.ts), and every booking and top-up sent again with its
 * idempotency key answers what the first made (the same id when the first was answered) and adds
 * nothing. Used by tests/server/app/faults-kill.test.ts and `npm run bench -- faults`.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '#server/config';
import { openSqlite, type Db } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { manualClock } from '#server/services/clock';
import { localStorage, type Storage } from '#server/services/storage';
import { insertGig } from '../server/bookings/bookings-fixtures';
import { createTestExpert } from './experts';
import { checkInvariants } from './fault-invariants';
import { bundleServer, startServerProcess, type ServerProcess } from './fault-server';
import { createTestDb, type TestDbKind } from './test-db';
import { createTestUser } from './users';

const SECRET = 'fault-loop-secret-that-is-long-enough-for-hs256-0123456789';
const BUYERS = 3;
const BOOKING_CREDITS = 1;
const TOPUP_CREDITS = 30;
/** Per iteration, under the routes' rate limits even with the retries that follow (top-ups: 20 per 10 minutes). */
const CAPS = { booking: 40, topup: 8, upload: 6 } as const;
/** Two upload workers (12 uploads at most per iteration, under the 30 a minute limit). */
const UPLOAD_WORKERS = 2;

type Kind = 'booking' | 'topup' | 'upload';
type Caller = { id: string; auth: Record<string, string> };
type Counts = Record<Kind, number>;

interface Sent {
  kind: Kind;
  caller: Caller;
  requestId: string | null;
  body: object | null;
  /** The status and the id (booking id, payment id or file URL) of the answer, when one came. */
  answer: { status: number; id: string | null } | null;
}

export interface FaultLoopOptions {
  db: TestDbKind;
  iterations: number;
  /**
   * The kill comes after a random number of answers in [0, maxAnswersBeforeKill] (so it lands while
   * the server works, however fast the machine), plus a random 0–20 ms.
   */
  maxAnswersBeforeKill?: number;
  log?: (line: string) => void;
}

export interface FaultLoopReport {
  db: TestDbKind;
  iterations: number;
  totalMs: number;
  /** From spawn to /api/health answering, per start (the sweep runs before listening). */
  startMs: number[];
  /** Requests sent and answered before the kill, and in flight (sent, unanswered) when it came. */
  sent: Counts;
  answered: Counts;
  inFlightAtKill: Counts;
  /** Kills that came with at least one request of every kind in flight. */
  killsWithAllKindsInFlight: number;
  /** Unanswered keyed requests whose row the crash had committed (the retry found it) or not (the retry made it). */
  committedBeforeKill: { booking: number; topup: number };
  madeByRetry: { booking: number; topup: number };
  /** Answered requests sent again: they answered the same id. */
  repeatedAnswered: number;
  /** Left by the kill, before the restart: staged uploads with their row (committed by the sweep) and without (discarded). */
  stagedWithRow: number;
  stagedWithoutRow: number;
  /** Every invariant violation and every retry that did not answer what the first made; empty when all is well. */
  violations: string[];
}

const zero = (): Counts => ({ booking: 0, topup: 0, upload: 0 });
const random = (min: number, max: number) => min + Math.random() * (max - min);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function openDb(kind: TestDbKind, dataDir: string): Promise<{ db: Db; env: Record<string, string>; close: () => Promise<void> }> {
  if (kind === 'postgres') {
    const db = await createTestDb('postgres');
    return { db, env: { DATABASE_URL: db.url ?? '' }, close: () => db.close() };
  }
  const db = openSqlite(join(dataDir, 'qurious.sqlite'));
  await migrateToLatest(db.kysely);
  return { db, env: {}, close: () => db.close() };
}

/** One request; a connection the kill cut answers null. */
async function send(server: ServerProcess, path: string, caller: Caller, body: object | FormData): Promise<{ status: number; json: unknown } | null> {
  const form = body instanceof FormData;
  try {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { ...caller.auth, ...(form ? {} : { 'content-type': 'application/json' }) },
      body: form ? body : JSON.stringify(body),
    });
    return { status: res.status, json: await res.json() };
  } catch {
    return null;
  }
}

const idOf = (kind: Kind, json: unknown): string | null => {
  const j = json as { booking?: { _id?: string }; paymentId?: string; gallery?: string[] } | null;
  if (kind === 'booking') return j?.booking?._id ?? null;
  if (kind === 'topup') return j?.paymentId ?? null;
  return j?.gallery?.[0] ?? null;
};

export async function runFaultLoop(options: FaultLoopOptions): Promise<FaultLoopReport> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const maxAnswers = options.maxAnswersBeforeKill ?? 24;
  const dataDir = await mkdtemp(join(tmpdir(), 'qurious-faults-'));
  const database = await openDb(options.db, dataDir);
  const storage: Storage = localStorage(join(dataDir, 'uploads'));
  const bundle = await bundleServer();
  const env = { DATA_DIR: dataDir, JWT_SECRET: SECRET, WEB_DIR: join(dataDir, 'no-web'), ...database.env };
  const report: FaultLoopReport = {
    db: options.db,
    iterations: 0,
    totalMs: 0,
    startMs: [],
    sent: zero(),
    answered: zero(),
    inFlightAtKill: zero(),
    killsWithAllKindsInFlight: 0,
    committedBeforeKill: { booking: 0, topup: 0 },
    madeByRetry: { booking: 0, topup: 0 },
    repeatedAnswered: 0,
    stagedWithRow: 0,
    stagedWithoutRow: 0,
    violations: [],
  };
  let server: ServerProcess | null = null;
  const start = async () => {
    const t0 = Date.now();
    server = await startServerProcess(bundle.file, env);
    report.startMs.push(Date.now() - t0);
    return server;
  };
  try {
    // Accounts straight into the database, tokens signed with the server's secret.
    const seed = { db: database.db, clock: manualClock(new Date()), deps: { jwtSecret: SECRET, config: loadConfig({ DATA_DIR: dataDir }) } };
    const expert = await createTestExpert(seed);
    const gigId = await insertGig(seed, expert, { credits: { basic: BOOKING_CREDITS } });
    const buyers: Caller[] = [];
    for (let i = 0; i < BUYERS; i += 1) buyers.push(await createTestUser(seed));
    const photo = await sharp({
      create: { width: 1280, height: 800, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .jpeg({ quality: 85 })
      .toBuffer();

    let live = await start();
    for (const buyer of buyers) {
      const res = await send(live, '/api/wallet/checkout', buyer, { credits: 10_000 });
      if (res?.status !== 201) throw new Error(`the first top-up failed: ${JSON.stringify(res)}`);
    }

    for (let iteration = 1; iteration <= options.iterations; iteration += 1) {
      const current = live;
      const sent: Sent[] = [];
      let killed = false;
      let answers = 0;
      const killAt = Math.floor(random(0, maxAnswers + 1));
      let reached: () => void = () => undefined;
      const enoughAnswers = new Promise<void>((done) => {
        reached = done;
      });
      if (killAt === 0) reached();
      const proposedTimes = [new Date(Date.now() + 48 * 3600_000).toISOString()];

      const worker = async (kind: Kind, caller: Caller) => {
        for (let n = 0; n < CAPS[kind] && !killed; n += 1) {
          const requestId = kind === 'upload' ? null : randomUUID();
          const body =
            kind === 'booking'
              ? { gigId, tier: 'basic', proposedTimes, note: '', timeZone: 'Asia/Kolkata', requestId }
              : kind === 'topup'
                ? { credits: TOPUP_CREDITS, requestId }
                : null;
          const s: Sent = { kind, caller, requestId, body, answer: null };
          sent.push(s);
          let payload: object | FormData;
          if (body) payload = body;
          else {
            const form = new FormData();
            form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
            payload = form;
          }
          const path = kind === 'booking' ? '/api/bookings' : kind === 'topup' ? '/api/wallet/checkout' : '/api/upload/gallery';
          const res = await send(current, path, caller, payload);
          if (res) {
            s.answer = { status: res.status, id: idOf(kind, res.json) };
            answers += 1;
            if (answers >= killAt) reached();
          }
        }
      };
      const work = Promise.all([
        ...buyers.map((b) => worker('booking', b)),
        ...buyers.map((b) => worker('topup', b)),
        ...Array.from({ length: UPLOAD_WORKERS }, () => worker('upload', expert)),
      ]);
      // Every request of the caps answered before the kill came: kill then anyway.
      await Promise.race([enoughAnswers, work]);
      await sleep(random(0, 20));
      killed = true;
      await current.kill();
      await work;
      // In flight: sent, and never answered (an answer the socket already held when the kill came counts as answered).
      const inFlight = zero();
      for (const s of sent) {
        report.sent[s.kind] += 1;
        if (s.answer) report.answered[s.kind] += 1;
        else inFlight[s.kind] += 1;
        if (s.answer && s.answer.status >= 500)
          report.violations.push(`#${iteration}: ${s.kind} answered ${s.answer.status} before the kill`);
      }
      for (const kind of ['booking', 'topup', 'upload'] as const) report.inFlightAtKill[kind] += inFlight[kind];
      if (inFlight.booking > 0 && inFlight.topup > 0 && inFlight.upload > 0) report.killsWithAllKindsInFlight += 1;

      // What the kill left in the uploads storage, before the start-up sweep sees it.
      const staged = await storage.staged();
      if (staged.length > 0) {
        const rows = await database.db.kysely.selectFrom('uploads').select('key').where('key', 'in', staged).execute();
        report.stagedWithRow += rows.length;
        report.stagedWithoutRow += staged.length - rows.length;
      }

      live = await start();
      for (const line of await checkInvariants(database.db, storage)) report.violations.push(`#${iteration} after restart: ${line}`);

      // The client retries every keyed request with its key: the first's result, nothing new.
      for (const s of sent) {
        if (!s.requestId || !s.body || (s.answer && s.answer.status >= 300)) continue;
        const kind = s.kind as 'booking' | 'topup';
        const table = kind === 'booking' ? 'bookings' : 'payments';
        const owner = kind === 'booking' ? 'buyer_id' : 'user_id';
        const before = await database.db.kysely
          .selectFrom(table)
          .select('id')
          .where(owner, '=', s.caller.id)
          .where('request_id', '=', s.requestId)
          .execute();
        const res = await send(live, kind === 'booking' ? '/api/bookings' : '/api/wallet/checkout', s.caller, s.body);
        const id = res ? idOf(kind, res.json) : null;
        if (!res || res.status >= 300 || !id) {
          report.violations.push(`#${iteration}: the retry of a ${kind} answered ${res?.status ?? 'nothing'}`);
          continue;
        }
        if (s.answer) {
          report.repeatedAnswered += 1;
          if (s.answer.id !== id) report.violations.push(`#${iteration}: the retry of an answered ${kind} answered another id`);
        } else if (before.length > 0) {
          report.committedBeforeKill[kind] += 1;
          if (before[0]?.id !== id) report.violations.push(`#${iteration}: the retry of a ${kind} did not answer the one the crash committed`);
        } else {
          report.madeByRetry[kind] += 1;
        }
        if (kind === 'topup' && (res.json as { status?: string }).status !== 'paid')
          report.violations.push(`#${iteration}: a retried top-up is ${(res.json as { status?: string }).status}`);
      }
      for (const line of await checkInvariants(database.db, storage)) report.violations.push(`#${iteration} after retries: ${line}`);
      report.iterations = iteration;
      log(
        `#${iteration}: killed after ${answers} answers with ${inFlight.booking} bookings, ${inFlight.topup} top-ups, ${inFlight.upload} uploads in flight; ` +
          `${staged.length} staged files; restart ${report.startMs.at(-1)} ms`,
      );
    }
  } finally {
    await (server as ServerProcess | null)?.kill();
    await bundle.remove();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    report.totalMs = Date.now() - started;
  }
  return report;
}

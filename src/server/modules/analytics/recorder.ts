import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { scheduleJobs } from '../../jobs/schedule';
import type { Clock } from '../../services/clock';
import { bearerToken } from '../../http/auth';
import type { TokenService } from '../users/tokens';
import { resolveEvents, type BookingSeen, type Seen, type VisitSeen } from './resolve';
import { addToRollups, rollupRows } from './rollup';
import { ANALYTICS_PURGE_JOB } from './purge';
import { recordKeywordEvents } from '../ranking/record';

/** How often buffered events are written (real time), and the buffer size that writes at once. */
export const FLUSH_INTERVAL_MS = 2_000;
export const FLUSH_AT = 2_000;
/** Past this many waiting events (the database is away), new ones are dropped, not kept in memory. */
export const BUFFER_MAX = 50_000;
const DAY_MS = 86_400_000;
const INSERT_CHUNK = 300;

export interface AnalyticsRecorder {
  /** Notes a visit; O(1), nothing awaited: the request that saw it is not slowed. */
  visit(
    request: FastifyRequest,
    kind: VisitSeen['kind'],
    subject: { gigIds?: readonly string[]; expert?: VisitSeen['expert']; userId?: string | null; keyword?: string | null },
  ): void;
  booking(kind: BookingSeen['kind'], bookingId: string, rating?: number): void;
  /** Writes what is buffered (tests call it; the interval and close do too); answers the events counted. */
  flush(): Promise<number>;
  /** Stops the interval and writes what is left (the app's onClose). */
  close(): Promise<void>;
  readonly pending: number;
}

export interface RecorderOptions {
  db: Db;
  clock: Clock;
  tokens: TokenService;
  secret: string;
  log: FastifyBaseLogger;
  /** 0 for no interval (tests flush by hand). */
  intervalMs?: number;
}

/**
 * Expert analytics' event buffer. Requests push raw events into memory; a flush, off the
 * request path, resolves them (robots, callers, owners) and writes them in chunks, each in one
 * transaction: the new events (the unique key drops repeats, also across API instances) and, from
 * exactly the rows that were new (INSERT … ON CONFLICT DO NOTHING RETURNING), the daily roll-ups. Events buffered when an
 * instance dies unannounced are lost: analytics counts are best effort, bookings and money are not
 * kept here.
 */
export function createAnalyticsRecorder(o: RecorderOptions): AnalyticsRecorder {
  let buffer: Seen[] = [];
  let running: Promise<number> = Promise.resolve(0);
  let scheduledOn = '';
  let dropped = 0;

  const push = (e: Seen) => {
    if (buffer.length >= BUFFER_MAX) {
      dropped += 1;
      return;
    }
    buffer.push(e);
    if (buffer.length === FLUSH_AT) setImmediate(() => void recorder.flush());
  };

  const write = async (batch: Seen[]): Promise<number> => {
    const k = o.db.kysely;
    const { events, impressions } = await resolveEvents(k, o.tokens, o.secret, batch);
    if (events.length === 0) return 0;
    // One short transaction per chunk (its new events and their roll-up increments together), so a
    // big flush never holds SQLite's single writer for long.
    let counted = 0;
    for (let i = 0; i < events.length; i += INSERT_CHUNK) {
      const chunk = events.slice(i, i + INSERT_CHUNK);
      counted += await k.transaction().execute(async (trx) => {
        const fresh = await trx
          .insertInto('analytics_events')
          .values(chunk)
          .onConflict((oc) => oc.columns(['day', 'kind', 'expert_id', 'gig_id', 'visitor']).doNothing())
          .returning(['day', 'kind', 'expert_id', 'gig_id', 'value'])
          .execute();
        await addToRollups(trx, rollupRows(fresh));
        return fresh.length;
      });
      // SQLite's driver is synchronous: let waiting requests run between chunks.
      await new Promise((resolve) => setImmediate(resolve));
    }
    // The ranking's keyword counts after the analytics ones: a failure there loses only them.
    await recordKeywordEvents(k, impressions, events).catch((err: unknown) => o.log.warn({ err }, 'keyword events could not be written'));
    const now = o.clock.now();
    const day = now.toISOString().slice(0, 10);
    if (scheduledOn !== day) {
      scheduledOn = day;
      await scheduleJobs(k, [{ ...ANALYTICS_PURGE_JOB, runAt: new Date(now.getTime() + DAY_MS) }], now);
    }
    return counted;
  };

  const recorder: AnalyticsRecorder = {
    visit(request, kind, subject) {
      push({
        type: 'visit',
        kind,
        gigIds: subject.gigIds ?? [],
        keyword: subject.keyword ?? null,
        expert: subject.expert ?? null,
        userId: subject.userId ?? null,
        token: subject.userId ? null : bearerToken(request),
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        at: o.clock.now(),
      });
    },
    booking(kind, bookingId, rating = 0) {
      push({ type: 'booking', kind, bookingId, rating, at: o.clock.now() });
    },
    flush() {
      // One flush at a time, in order: the next waits for the one under way.
      running = running.then(async () => {
        const batch = buffer;
        buffer = [];
        if (dropped > 0) {
          o.log.warn({ dropped }, 'analytics events dropped: the buffer was full');
          dropped = 0;
        }
        if (batch.length === 0) return 0;
        try {
          return await write(batch);
        } catch (err) {
          o.log.warn({ err, events: batch.length }, 'analytics events could not be written');
          return 0;
        }
      });
      return running;
    },
    async close() {
      clearInterval(timer);
      await recorder.flush();
    },
    get pending() {
      return buffer.length;
    },
  };
  const intervalMs = o.intervalMs ?? FLUSH_INTERVAL_MS;
  const timer = intervalMs > 0 ? setInterval(() => void recorder.flush(), intervalMs) : undefined;
  timer?.unref();
  return recorder;
}

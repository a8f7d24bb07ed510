import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../context';
import { awaitedBookingMailer, type BookingMailer } from './mail';
import { findBooking } from './repo';
import { createBookingService } from './service';
import { createTransitionRunner, type TransitionRunner } from './transitions';

const BATCH = 100;
export const SWEEP_INTERVAL_MS = 60_000;

/**
 * Expires every request whose 72 hours are up, with a full refund and mails, as of the injected
 * clock. Safe to run at any time and from several servers at once: each expiry is a conditional
 * UPDATE, so a booking expires once. Answers how many this run expired.
 */
export async function sweepExpiredBookings(deps: AppDeps, runner: TransitionRunner): Promise<number> {
  const db = deps.db.kysely;
  let expired = 0;
  let after = '';
  for (;;) {
    const due = await db
      .selectFrom('bookings')
      .select('id')
      .where('stage', '=', 'requested')
      .where('expires_at', '<=', deps.clock.now().toISOString())
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const { id } of due) {
      const row = await findBooking(db, id);
      if (row && (await runner.expireOne(row))) expired += 1;
    }
    const last = due.at(-1);
    if (due.length < BATCH || !last) return expired;
    after = last.id;
  }
}

/**
 * The sweep on demand, from the app's dependencies (scripts, tests): the expiries are written one
 * by one, their mails go out side by side, and it answers once every mail was handed over.
 */
export async function runExpirySweep(deps: AppDeps, log: FastifyBaseLogger): Promise<number> {
  const sending: Promise<void>[] = [];
  const send = awaitedBookingMailer(deps, log);
  const mail: BookingMailer = async (event, b, extra) => {
    sending.push(send(event, b, extra));
  };
  const expired = await sweepExpiredBookings(
    deps,
    createTransitionRunner(deps, mail, createBookingService(deps, mail)),
  );
  await Promise.all(sending);
  return expired;
}

/**
 * Runs the sweep every minute (and once now); one run at a time; errors are logged. The answer
 * stops it: no run starts after, and it resolves once a run under way has finished.
 */
export function startExpirySweeper(
  deps: AppDeps,
  runner: TransitionRunner,
  log: FastifyBaseLogger,
  intervalMs = SWEEP_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = async () => {
    try {
      const n = await sweepExpiredBookings(deps, runner);
      if (n > 0) log.info({ expired: n }, 'expired unanswered booking requests');
    } catch (err) {
      log.error({ err }, 'booking expiry sweep failed');
    } finally {
      running = null;
    }
  };
  const tick = () => {
    running ??= run();
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

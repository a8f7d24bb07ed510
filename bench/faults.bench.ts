/**
 * kill -9 in a loop: 50 kills of the real API (a child process) in the middle of
 * bookings, top-ups and gallery uploads, on SQLite and, when it answers, PostgreSQL. Reports the
 * time, the restarts, what was in flight at each kill and what the retries found; any violation of
 * the invariants (tests/helpers/fault-invariants.ts) fails the bench. FAULT_ITERATIONS overrides 50.
 */
import pg from 'pg';
import { runFaultLoop, type FaultLoopReport } from '../tests/helpers/fault-loop';
import { PG_ADMIN_URL } from '../tests/helpers/test-db';
import { percentile } from './stats';

const ITERATIONS = Number(process.env.FAULT_ITERATIONS ?? 50);

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function figures(r: FaultLoopReport): Record<string, number | string> {
  if (r.violations.length > 0) throw new Error(`faults on ${r.db}:\n${r.violations.join('\n')}`);
  const p = `${r.db} `;
  return {
    [`${p}iterations (kill -9 + restart)`]: r.iterations,
    [`${p}total s`]: r.totalMs / 1000,
    [`${p}per iteration s`]: r.totalMs / 1000 / Math.max(1, r.iterations),
    [`${p}restart to healthy p50 ms`]: percentile(r.startMs, 50),
    [`${p}restart to healthy max ms`]: Math.max(...r.startMs),
    [`${p}bookings sent / in flight at kill`]: `${r.sent.booking} / ${r.inFlightAtKill.booking}`,
    [`${p}top-ups sent / in flight at kill`]: `${r.sent.topup} / ${r.inFlightAtKill.topup}`,
    [`${p}uploads sent / in flight at kill`]: `${r.sent.upload} / ${r.inFlightAtKill.upload}`,
    [`${p}kills with all three kinds in flight`]: r.killsWithAllKindsInFlight,
    [`${p}retries of answered requests (same id)`]: r.repeatedAnswered,
    [`${p}unanswered, committed before the kill (booking/top-up)`]: `${r.committedBeforeKill.booking} / ${r.committedBeforeKill.topup}`,
    [`${p}unanswered, made by the retry (booking/top-up)`]: `${r.madeByRetry.booking} / ${r.madeByRetry.topup}`,
    [`${p}staged uploads left with row / without`]: `${r.stagedWithRow} / ${r.stagedWithoutRow}`,
    [`${p}violations`]: r.violations.length,
  };
}

export async function run(): Promise<Record<string, number | string>> {
  const out = figures(await runFaultLoop({ db: 'sqlite', iterations: ITERATIONS }));
  if (await postgresAnswers()) Object.assign(out, figures(await runFaultLoop({ db: 'postgres', iterations: ITERATIONS })));
  else out['postgres'] = 'skipped (not reachable)';
  return out;
}

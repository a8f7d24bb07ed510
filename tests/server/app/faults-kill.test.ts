import { describe, expect, it } from 'vitest';
import { runFaultLoop } from '../../helpers/fault-loop';
import { testDbKind } from '../../helpers/test-db';

/**
 * kill -9 of the API in the middle of bookings, top-ups and uploads, in a loop.
 * FAULT_ITERATIONS sets the number of kills (default 5 here; `npm run bench -- faults` runs 50).
 */
const ITERATIONS = Number(process.env.FAULT_ITERATIONS ?? 5);

describe(`kill -9 during bookings, top-ups and uploads on ${testDbKind()}`, () => {
  it(`keeps the ledger, bookings and uploads whole over ${ITERATIONS} kills, and retries create nothing twice`, async () => {
    const report = await runFaultLoop({ db: testDbKind(), iterations: ITERATIONS });
    expect(report.violations).toEqual([]);
    expect(report.iterations).toBe(ITERATIONS);
    // The kills came while requests were in flight, and the retries after the restarts ran.
    const inFlight = report.inFlightAtKill.booking + report.inFlightAtKill.topup + report.inFlightAtKill.upload;
    expect(inFlight).toBeGreaterThanOrEqual(ITERATIONS);
    const retried =
      report.repeatedAnswered +
      report.committedBeforeKill.booking +
      report.committedBeforeKill.topup +
      report.madeByRetry.booking +
      report.madeByRetry.topup;
    expect(retried).toBeGreaterThan(0);
  }, 120_000 + ITERATIONS * 90_000);
});

import { createTestApp, type TestApp } from '../tests/helpers/test-app';
import { createTestExpert } from '../tests/helpers/experts';
import { createTestUser } from '../tests/helpers/users';
import { HOUR, attendTogether, book, inHours, inject, insertGig, topUp } from '../tests/server/bookings/bookings-fixtures';
import { percentile, timeEach } from './stats';

/**
 * Bookings on the real API (in-process inject), on SQLite and, when it answers, PostgreSQL (pool
 * of 20): one booking (hold + booking in one transaction), accept, complete, the buyer's orders at
 * 200 bookings, 200 bookings at once from one wallet, and the due jobs once the clock moved 80 hours (the 100
 * unanswered requests' expiries; the accepted ones' jobs find them completed).
 * p50/p95 in milliseconds.
 */
async function measure(t: TestApp): Promise<Record<string, number | string>> {
  const expert = await createTestExpert(t);
  const gigId = await insertGig(t, expert, { credits: { basic: 1 } });
  const buyer = await createTestUser(t);
  await topUp(t, buyer, 10_000);
  const ids: string[] = [];
  const creates = await timeEach(200, async (i) => {
    // 45 minutes apart (a session takes 40), so the first 100 can all be accepted, and all
    // start before the clock moves 80 hours on.
    const res = await book(t, buyer, gigId, { times: inHours(t, 2 + (i % 100) * 0.75) });
    if (res.statusCode !== 201) throw new Error(res.body);
    ids.push(res.json().booking._id as string);
  });
  const accepts = await timeEach(100, async (i) => {
    const id = ids[i] ?? '';
    const b = (await inject(t, 'GET', `/api/bookings/${id}`, buyer)).json().booking as {
      proposedTimes: string[];
    };
    const res = await inject(t, 'POST', `/api/bookings/${id}/accept`, expert, {
      scheduledAt: b.proposedTimes[0],
    });
    if (res.statusCode !== 200) throw new Error(res.body);
  });
  const lists = await timeEach(100, () =>
    inject(t, 'GET', '/api/bookings/my?status=Pending&search=web', buyer),
  );
  const walletReads = await timeEach(100, () => inject(t, 'GET', '/api/wallet', buyer));
  t.clock.advance(80 * HOUR);
  for (const id of ids.slice(0, 100)) await attendTogether(t, id);
  const completes = await timeEach(100, async (i) => {
    const res = await inject(t, 'POST', `/api/bookings/${ids[i] ?? ''}/complete`, buyer, {});
    if (res.statusCode !== 200) throw new Error(res.body);
  });
  const sweepStart = performance.now();
  const ran = await t.app.jobs.runDue();
  const sweepMs = performance.now() - sweepStart;

  const rich = await createTestUser(t);
  await topUp(t, rich, 50);
  const burstStart = performance.now();
  const burst = await Promise.all(
    Array.from({ length: 200 }, () => book(t, rich, gigId, { times: inHours(t, 30) })),
  );
  const burstMs = performance.now() - burstStart;
  const won = burst.filter((r) => r.statusCode === 201).length;

  const row = (name: string, values: number[]) => ({
    [`${name} p50 ms`]: percentile(values, 50),
    [`${name} p95 ms`]: percentile(values, 95),
  });
  return {
    ...row('POST /api/bookings', creates),
    ...row('POST accept', accepts),
    ...row('POST complete', completes),
    ...row('GET /api/bookings/my (200 bookings, filtered)', lists),
    ...row('GET /api/wallet (~200 ledger entries)', walletReads),
    [`due booking jobs (${ran}) ms`]: sweepMs,
    '200 bookings at once vs 50 credits: wall ms': burstMs,
    '200 bookings at once: booked': won,
  };
}

export async function run(): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = {};
  const before = process.env.TEST_DB;
  for (const kind of ['sqlite', 'postgres'] as const) {
    process.env.TEST_DB = kind;
    let t: TestApp | null = null;
    try {
      t = await createTestApp();
      for (const [k, v] of Object.entries(await measure(t))) out[`${kind}: ${k}`] = v;
    } catch (err) {
      out[kind] = `unavailable (${err instanceof Error ? err.message : String(err)})`;
    } finally {
      await t?.close();
    }
  }
  if (before === undefined) delete process.env.TEST_DB;
  else process.env.TEST_DB = before;
  return out;
}

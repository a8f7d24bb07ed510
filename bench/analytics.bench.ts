import type { FastifyRequest } from 'fastify';
import { createAnalyticsRecorder } from '#server/modules/analytics/recorder';
import { planDemoRollups, writeDemoRollups } from '#server/modules/analytics/demo-rollups';
import { readAnalytics } from '#server/modules/analytics/read';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { createTestApp } from '../tests/helpers/test-app';
import { createTestExpert } from '../tests/helpers/experts';
import { insertGig } from '../tests/server/bookings/bookings-fixtures';
import { percentile, timeEach } from './stats';

/**
 * Expert analytics, on SQLite: what noting a search's impressions adds to the request
 * (the recorder's visit(): one object pushed, nothing awaited), the search route's p95 with the
 * recorder noting and flushing every 50 ms in the background against it never flushing, a flush
 * of 10,000 noted impressions (20 gigs each), and reading a year of roll-ups.
 * Times in milliseconds unless the name says µs.
 */
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

export async function run(): Promise<Record<string, number>> {
  // A database of its own (the test helper's template comes from vitest's setup, which a bench has not).
  const db = openSqlite(join(mkdtempSync(join(tmpdir(), 'qurious-bench-')), 'bench.sqlite'));
  await migrateToLatest(db.kysely);
  const t = await createTestApp({ ANALYTICS_FLUSH_MS: '0' }, { db });
  const expert = await createTestExpert(t);
  const gigs: string[] = [];
  for (let i = 0; i < 20; i++) gigs.push(await insertGig(t, expert, { title: `Blender lesson number ${i}` }));
  const request = { ip: '10.0.0.1', headers: { 'user-agent': UA } } as unknown as FastifyRequest;

  const recorder = createAnalyticsRecorder({ db: t.db, clock: t.clock, tokens: { sign: async () => '', verify: async () => null }, secret: 's', log: t.app.log, intervalMs: 0 });
  const batches: number[] = [];
  for (let b = 0; b < 10; b++) {
    const t0 = performance.now();
    for (let i = 0; i < 1000; i++) {
      (request as { ip: string }).ip = `10.0.${b}.${i % 250}`;
      recorder.visit(request, 'impression', { gigIds: gigs });
    }
    batches.push(((performance.now() - t0) / 1000) * 1000);
  }
  const flushStart = performance.now();
  const counted = await recorder.flush();
  const flushMs = performance.now() - flushStart;

  const search = () => t.app.inject({ method: 'GET', url: '/api/gigs/search?keyword=blender', headers: { 'user-agent': UA } });
  await timeEach(50, search);
  const quiet = await timeEach(300, search);
  await t.app.analytics.flush();
  const busyApp = await createTestApp({ ANALYTICS_FLUSH_MS: '50' }, { db: t.db });
  const busySearch = () => busyApp.app.inject({ method: 'GET', url: '/api/gigs/search?keyword=blender', remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`, headers: { 'user-agent': UA } });
  await timeEach(50, busySearch);
  const busy = await timeEach(300, busySearch);

  await writeDemoRollups(t.db.kysely, planDemoRollups({ expertUserId: expert.id, gigs: gigs.map((id) => ({ id, credits: 10 })), end: t.clock.now(), days: 365, seed: 1 }));
  const reads = await timeEach(100, () => readAnalytics(t.db.kysely, expert.id, '12m', 'all', t.clock.now(), [], true));
  const seedStart = performance.now();
  const rows = planDemoRollups({ expertUserId: 'other', gigs: gigs.slice(0, 3).map((id) => ({ id, credits: 10 })), end: t.clock.now(), days: 365, seed: 2 });
  await writeDemoRollups(t.db.kysely, rows);
  const seedMs = performance.now() - seedStart;
  await busyApp.app.close();
  await t.close();
  return {
    'visit() of a 20-gig search page, µs (median of 10 runs of 1000)': percentile(batches, 50),
    'visit() of a 20-gig search page, µs (slowest run of 1000)': percentile(batches, 100),
    'flush of 10,000 pages x 20 gigs, ms': flushMs,
    'events counted by that flush': counted,
    'search p95, no flush running': percentile(quiet, 95),
    'search p95, noting + flushing every 50 ms': percentile(busy, 95),
    'read 12 months (365 roll-up rows), p95': percentile(reads, 95),
    'plan + write a year for one 3-gig expert (1460 rows), ms': seedMs,
  };
}

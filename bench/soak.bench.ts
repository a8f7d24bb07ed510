/**
 * The soak: the API as `npm start` serves it (its own process, a
 * fresh database with the demo marketplace) under mixed traffic from 200 concurrent virtual users
 * for 60 s — browse, search, sign in, book (some bookings sent twice with one request id), accept,
 * decline, cancel — on SQLite and on PostgreSQL. Then it audits the database (bench/soak/checks.ts)
 * and fails unless there was no 5xx, no lost or doubled booking and the ledger balances.
 *
 * BENCH_SOAK_SECONDS (60), BENCH_SOAK_USERS (200) and BENCH_SOAK_DBS (sqlite,postgres) change it.
 */
import { cpus, loadavg } from 'node:os';
import { openPostgres, openSqlite } from '#server/db/database';
import { sqliteFileOf } from '#server/deps';
import { loadConfig } from '#server/config';
import { audit } from './soak/checks';
import { SoakClient } from './soak/client';
import { startApi } from './soak/server';
import { prepareWorld, type SoakDb } from './soak/setup';
import { ARRIVAL_KINDS, arrive, buyer, expert, newTold, type SoakTraffic } from './soak/users';
import { percentile } from './stats';

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const USERS = Number(process.env.BENCH_SOAK_USERS ?? 200);
const DBS = (process.env.BENCH_SOAK_DBS ?? 'sqlite,postgres').split(',').map((s) => s.trim()) as SoakDb[];

const ms = (v: number) => v.toFixed(1);

async function soak(kind: SoakDb): Promise<{ figures: Record<string, number | string>; failures: string[] }> {
  const log = (line: string) => console.log(`  [${kind}] ${line}`);
  const world = await prepareWorld(kind, USERS, log);
  const failures: string[] = [];
  const figures: Record<string, number | string> = {};
  try {
    const api = await startApi(world.env);
    const client = new SoakClient(api.base, USERS);
    const told = newTold();
    const traffic: SoakTraffic = {
      client,
      gigs: world.gigs,
      experts: [...new Set(world.gigs.map((g) => g.expertUserName))],
      keywords: [...new Set(world.gigs.flatMap((g) => g.words))],
      deadline: Number.POSITIVE_INFINITY,
      told,
    };
    log(`${USERS} users sign in at once against ${api.base}`);
    const arrived = performance.now();
    const [buyers, experts] = await Promise.all([
      Promise.all(world.buyers.map((b, i) => arrive(traffic, b, i, 'buyer'))),
      Promise.all(world.experts.map((e, i) => arrive(traffic, e, world.buyers.length + i, 'expert'))),
    ]);
    figures['everyone signed in (and buyers topped up) s'] = (performance.now() - arrived) / 1000;
    const before = client.requests;
    const cpuBefore = api.cpuSeconds();
    const ownCpuBefore = process.cpuUsage();
    const loadBefore = loadavg()[0] ?? 0;
    log(`${USERS} users for ${SECONDS} s`);
    traffic.deadline = Date.now() + SECONDS * 1000;
    const started = performance.now();
    const users = await Promise.allSettled([
      ...buyers.map((s) => buyer(traffic, s)),
      ...experts.map((s) => expert(traffic, s)),
    ]);
    const seconds = (performance.now() - started) / 1000;
    const apiCpu = api.cpuSeconds() - cpuBefore;
    const ownCpu = process.cpuUsage(ownCpuBefore);
    for (const u of users)
      if (u.status === 'rejected') failures.push(`a virtual user stopped: ${String(u.reason)}`);
    await client.close();
    await api.stop();
    const errorLines = api
      .output()
      .split('\n')
      .filter((l) => /"level":(50|60)/.test(l));
    if (errorLines.length > 0)
      failures.push(`the API logged ${errorLines.length} errors, first: ${errorLines[0]}`);

    const fivexx = client.countWhere((s) => s >= 500);
    const dropped = client.countWhere((s) => s === 0);
    if (fivexx > 0) failures.push(`${fivexx} answers were 5xx`);
    if (dropped > 0) failures.push(`${dropped} requests got no answer`);
    failures.push(...client.failures.filter((f) => f.includes('without { message, code }')));
    const all = client.all(ARRIVAL_KINDS);
    figures['requests (with the arrival)'] = client.requests;
    figures['requests (mixed traffic)'] = client.requests - before;
    figures['requests per second (mixed traffic)'] = (client.requests - before) / seconds;
    figures['2xx'] = client.countWhere((s) => s >= 200 && s < 300);
    figures['4xx (expected: 402 no credits, 409 already answered)'] = [...client.statuses]
      .filter(([k]) => /\s4\d\d$/.test(k))
      .map(([k, n]) => `${k}: ${n}`)
      .join(', ');
    figures['5xx'] = fivexx;
    figures['API CPU ms per request (mixed traffic)'] = (apiCpu * 1000) / (client.requests - before);
    figures['API CPU use (cores)'] = apiCpu / seconds;
    figures['load generator CPU use (cores)'] = (ownCpu.user + ownCpu.system) / 1e6 / seconds;
    figures['machine load average (1 min) before / after'] =
      `${loadBefore.toFixed(1)} / ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} cores`;
    figures['no answer'] = dropped;
    figures['mixed traffic p50 / p95 / p99 ms'] =
      `${ms(percentile(all, 50))} / ${ms(percentile(all, 95))} / ${ms(percentile(all, 99))}`;
    for (const [name, f] of client.figures())
      figures[`${name}: n, p50 / p95 / p99 / max ms`] =
        `${f.count}, ${ms(f.p50)} / ${ms(f.p95)} / ${ms(f.p99)} / ${ms(f.max)}`;

    const config = loadConfig(world.env);
    const db =
      kind === 'postgres' && world.databaseUrl
        ? openPostgres(world.databaseUrl, 2)
        : openSqlite(sqliteFileOf(config));
    try {
      const verdict = await audit(db.kysely, told, world.buyers);
      Object.assign(figures, verdict.figures);
      figures['ledger and bookings audit'] =
        verdict.failures.length === 0 ? 'consistent' : `${verdict.failures.length} problems`;
      failures.push(...verdict.failures);
    } finally {
      await db.close();
    }
  } finally {
    await world.dispose();
  }
  return { figures, failures };
}

export async function run(): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = {};
  const failures: string[] = [];
  for (const kind of DBS) {
    const result = await soak(kind);
    for (const [k, v] of Object.entries(result.figures)) out[`${kind}: ${k}`] = v;
    failures.push(...result.failures.map((f) => `${kind}: ${f}`));
  }
  if (failures.length > 0) {
    for (const [k, v] of Object.entries(out))
      console.log(`  ${k.padEnd(48)} ${typeof v === 'number' ? v.toFixed(2) : v}`);
    throw new Error(`The soak failed:\n${failures.join('\n')}`);
  }
  return out;
}

import { loadavg } from 'node:os';
import { join } from 'node:path';
import { CompiledQuery } from 'kysely';
import pino from 'pino';
import { loadConfig } from '#server/config';
import type { Db } from '#server/db/database';
import type { AppDeps } from '#server/modules/context';
import { searchAccounts, searchQuery } from '#server/modules/ops/user-search';
import { createPaymentProvider } from '#server/modules/wallet/payment-provider';
import { createWalletService } from '#server/modules/wallet/service';
import { systemClock } from '#server/services/clock';
import { outboxMailer } from '#server/services/mailer';
import { localStorage } from '#server/services/storage';
import { createRng } from '#server/seed/demo/random';
import { benchAccount, fillOpsBench, HEAVY_ACCOUNTS } from './ops-data';
import { onEachDatabase } from './databases';
import { percentile, timeEach } from './stats';

/**
 * The operations console at scale: the account search (a prefix of a name, a username or an email,
 * or an exact id; modules/ops/user-search.ts) and a user's ledger page (the wallet and the last 100
 * ledger rows, what the user page's private part reads) at 100,000 accounts and 1,000,000 ledger
 * rows, on SQLite and PostgreSQL; p50/p95 of each and the load average beside them. Target: p95 ≤ 50 ms.
 * BENCH_OPS_USERS and BENCH_OPS_LEDGER change the sizes, BENCH_OPS_DB=sqlite|postgres measures one database.
 */
const USERS = Number(process.env.BENCH_OPS_USERS ?? 100_000);
const LEDGER = Number(process.env.BENCH_OPS_LEDGER ?? 1_000_000);
const SEARCH_RUNS = 400;
const LEDGER_RUNS = 300;
const SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';

const load = () => Number((loadavg()[0] ?? 0).toFixed(1));

type SearchKind = 'name_prefix' | 'full_name' | 'username' | 'email' | 'id';

/** What an operator types, by kind: the start of a first name (2–4 letters), a full name, a handle, an email, an id. */
function searchMix(n: number): Array<{ kind: SearchKind; text: string }> {
  const rng = createRng(11);
  const kinds: SearchKind[] = ['name_prefix', 'full_name', 'username', 'email', 'id'];
  return Array.from({ length: n }, (_, i) => {
    const a = benchAccount(rng.int(1, USERS));
    const kind = kinds[i % kinds.length] ?? 'id';
    const first = a.name.split(' ')[0] ?? a.name;
    const text = {
      name_prefix: first.slice(0, rng.int(2, 4)),
      full_name: a.name,
      username: a.username.slice(0, Math.max(2, a.username.length - 2)),
      email: a.email.slice(0, a.email.indexOf('@') + 1),
      id: a.id,
    }[kind];
    return { kind, text };
  });
}

/** What the wallet service is built from: the bench's database; mail and files go to its temporary folder, unused. */
function depsOf(db: Db, dir: string): AppDeps {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir, PUBLIC_URL: 'http://localhost:5500' });
  const log = pino({ level: 'silent' });
  return { config, db, clock: systemClock, jwtSecret: SECRET, mailer: outboxMailer(join(dir, 'outbox'), config.mailFrom, log), storage: localStorage(join(dir, 'files')) };
}

async function planOf(db: Db, text: string): Promise<string> {
  const compiled = searchQuery(db, text, 1).compile();
  const explain = db.kind === 'postgres' ? 'EXPLAIN ' : 'EXPLAIN QUERY PLAN ';
  const result = await db.kysely.executeQuery(CompiledQuery.raw(explain + compiled.sql, [...compiled.parameters]));
  return result.rows.map((r) => Object.values(r as Record<string, unknown>).join(' ')).join(' | ');
}

async function measure(db: Db, dir: string, label: string): Promise<Record<string, number | string>> {
  const t0 = performance.now();
  await fillOpsBench(db, USERS, LEDGER);
  const fillSeconds = (performance.now() - t0) / 1000;
  const deps = depsOf(db, dir);
  const wallets = createWalletService(deps, createPaymentProvider(deps.config, SECRET), pino({ level: 'silent' }));
  const mix = searchMix(SEARCH_RUNS);
  const rng = createRng(5);
  // A quarter of the pages are heavy wallets (about 1,000 rows each at 1,000,000 rows), the rest anyone's.
  const owners = Array.from({ length: LEDGER_RUNS }, (_, i) => `user-${i % 4 === 0 ? rng.int(1, HEAVY_ACCOUNTS) : rng.int(1, USERS)}`);
  for (const q of mix.slice(0, 30)) await searchAccounts(db, q.text, 1);
  const loadBefore = load();
  const byKind = new Map<SearchKind, number[]>();
  const all = await timeEach(mix.length, async (i) => {
    const q = mix[i];
    if (!q) return;
    const started = performance.now();
    await searchAccounts(db, q.text, 1);
    byKind.set(q.kind, [...(byKind.get(q.kind) ?? []), performance.now() - started]);
  });
  const ledger = await timeEach(owners.length, (i) => Promise.all([wallets.wallet(owners[i] ?? ''), wallets.history(owners[i] ?? '')]));
  const loadAfter = load();
  const heavy = ledger.filter((_, i) => i % 4 === 0);
  const p = (values: number[], q: number) => Number(percentile(values, q).toFixed(2));
  const figures: Record<string, number | string> = {
    [`${label}.users`]: USERS,
    [`${label}.ledger_rows`]: LEDGER,
    [`${label}.fill_s`]: Number(fillSeconds.toFixed(1)),
    [`${label}.search_runs`]: all.length,
    [`${label}.search_p50_ms`]: p(all, 50),
    [`${label}.search_p95_ms`]: p(all, 95),
    [`${label}.search_max_ms`]: p(all, 100),
  };
  for (const [kind, times] of byKind) figures[`${label}.search_${kind}_p95_ms`] = p(times, 95);
  Object.assign(figures, {
    [`${label}.ledger_page_runs`]: ledger.length,
    [`${label}.ledger_page_p50_ms`]: p(ledger, 50),
    [`${label}.ledger_page_p95_ms`]: p(ledger, 95),
    [`${label}.ledger_page_heavy_p95_ms`]: p(heavy, 95),
    [`${label}.load_avg_1m_before`]: loadBefore,
    [`${label}.load_avg_1m_after`]: loadAfter,
    [`${label}.plan_name_prefix`]: await planOf(db, 'pr'),
  });
  return figures;
}

export async function run(): Promise<Record<string, number | string>> {
  return onEachDatabase('ops', process.env.BENCH_OPS_DB, measure);
}

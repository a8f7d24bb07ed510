import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { openPostgres, openSqlite, type Db } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { listBackups } from '#server/modules/backups/archive';
import { takeBackup } from '#server/modules/backups/backup';
import { restoreBackup } from '#server/modules/backups/restore';
import { createRng } from '#server/seed/demo/random';
import { systemClock } from '#server/services/clock';
import { PG_ADMIN_URL } from './databases';
import { fillOpsBench } from './ops-data';
import { loadBenchMarketplace } from './search-data';
import { percentile } from './stats';

/**
 * Backups at scale: 100,000 gigs and 1,000,000 ledger rows on SQLite and PostgreSQL. `npm run backup`
 * (a process of its own, as an operator runs it beside the server) is timed, then the restore into an
 * empty place; meanwhile reads go on in this process (a wallet's balance and its last 100 ledger rows, as
 * the wallet page reads them), and their p95 while the backup runs is set against the idle p95
 * (target: at most 2×); then the same while this process takes a backup itself, as the server's
 * scheduled one does. BENCH_BACKUP_GIGS, BENCH_BACKUP_LEDGER and BENCH_BACKUP_DB=sqlite|postgres
 * change the sizes or measure one database.
 */
const GIGS = Number(process.env.BENCH_BACKUP_GIGS ?? 100_000);
const LEDGER = Number(process.env.BENCH_BACKUP_LEDGER ?? 1_000_000);
const ACCOUNTS = 10_000;
const IDLE_READS = 300;

type Figures = Record<string, number | string>;

async function readPage(db: Db, userId: string): Promise<void> {
  await db.kysely.selectFrom('wallet_ledger').select(sql<number>`sum(credits)`.as('balance')).where('user_id', '=', userId).executeTakeFirst();
  await db.kysely.selectFrom('wallet_ledger').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').limit(100).execute();
}

/** `npm run backup` in a child process; answers its wall time. */
function backupProcess(dataDir: string, databaseUrl: string | undefined): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((done, fail) =>
    child.once('exit', (code) => (code === 0 ? done(performance.now() - started) : fail(new Error(`npm run backup exited with ${String(code)}`)))),
  );
}

async function measure(db: Db, dataDir: string, databaseUrl: string | undefined, restoreUrl: string | undefined, label: string): Promise<Figures> {
  await migrateToLatest(db.kysely);
  const t0 = performance.now();
  await loadBenchMarketplace(db.kysely, GIGS);
  await fillOpsBench(db, ACCOUNTS, LEDGER);
  const fillSeconds = (performance.now() - t0) / 1000;
  const rng = createRng(7);
  const owner = () => `user-${rng.int(1, ACCOUNTS)}`;

  for (let i = 0; i < 100; i += 1) await readPage(db, owner());
  const idle: number[] = [];
  for (let i = 0; i < IDLE_READS; i += 1) {
    const started = performance.now();
    await readPage(db, owner());
    idle.push(performance.now() - started);
  }
  const during: number[] = [];
  let running = true;
  const backup = backupProcess(dataDir, databaseUrl).finally(() => (running = false));
  while (running) {
    const started = performance.now();
    await readPage(db, owner());
    during.push(performance.now() - started);
    // SQLite answers synchronously: without a turn of the event loop the child's exit is never seen.
    await new Promise((next) => setImmediate(next));
  }
  const backupMs = await backup;
  // The scheduled backup runs inside the server: the same reads while this process takes one itself.
  const inServer: number[] = [];
  running = true;
  const source = { db, databaseUrl, uploadsDir: join(dataDir, 'uploads') };
  const inServerBackup = takeBackup(source, { dir: join(dataDir, 'in-server'), key: undefined }, systemClock).finally(() => (running = false));
  while (running) {
    const started = performance.now();
    await readPage(db, owner());
    inServer.push(performance.now() - started);
    await new Promise((next) => setImmediate(next));
  }
  const inServerMs = (await inServerBackup).ms;
  const newest = (await listBackups(join(dataDir, 'backups'))).at(-1);
  if (!newest) throw new Error('the backup wrote no archive');
  const archive = join(dataDir, 'backups', newest.name);
  const { size } = statSync(archive);
  const target = mkdtempSync(join(tmpdir(), 'qurious-bench-restore-'));
  try {
    const restored = await restoreBackup(archive, { dataDir: join(target, 'data'), databaseUrl: restoreUrl, key: undefined });
    const p = (values: number[], q: number) => Number(percentile(values, q).toFixed(2));
    return {
      [`${label}.gigs`]: GIGS,
      [`${label}.ledger_rows`]: LEDGER,
      [`${label}.fill_s`]: Number(fillSeconds.toFixed(1)),
      [`${label}.archive_mb`]: Number((size / 1e6).toFixed(1)),
      [`${label}.backup_s`]: Number((backupMs / 1000).toFixed(1)),
      [`${label}.restore_s`]: Number((restored.ms / 1000).toFixed(1)),
      [`${label}.read_idle_p95_ms`]: p(idle, 95),
      [`${label}.read_during_backup_p95_ms`]: p(during, 95),
      [`${label}.read_during_backup_runs`]: during.length,
      [`${label}.read_p95_ratio`]: Number((percentile(during, 95) / percentile(idle, 95)).toFixed(2)),
      [`${label}.in_server_backup_s`]: Number((inServerMs / 1000).toFixed(1)),
      [`${label}.read_during_in_server_backup_p95_ms`]: p(inServer, 95),
      [`${label}.read_during_in_server_backup_max_ms`]: Number(Math.max(...inServer).toFixed(2)),
      [`${label}.read_in_server_p95_ratio`]: Number((percentile(inServer, 95) / percentile(idle, 95)).toFixed(2)),
    };
  } finally {
    rmSync(target, { recursive: true, force: true });
  }
}

async function onSqlite(): Promise<Figures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qurious-bench-backup-'));
  const db = openSqlite(join(dataDir, 'qurious.sqlite'));
  try {
    return await measure(db, dataDir, undefined, undefined, 'sqlite');
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<Figures> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  const names = [`qurious_bench_${randomBytes(5).toString('hex')}`, `qurious_bench_restore_${randomBytes(5).toString('hex')}`];
  for (const name of names) await admin.query(`CREATE DATABASE ${name}`);
  const [url, restoreUrl] = names.map((name) => PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`));
  const dataDir = mkdtempSync(join(tmpdir(), 'qurious-bench-backup-'));
  const db = openPostgres(url ?? '', 4);
  try {
    return await measure(db, dataDir, url, restoreUrl, 'postgres');
  } finally {
    await db.close();
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<Figures> {
  const only = process.env.BENCH_BACKUP_DB;
  return { ...(only === 'postgres' ? {} : await onSqlite()), ...(only === 'sqlite' ? {} : await onPostgres()) };
}

import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import SQLite from 'better-sqlite3';
import type { Pool } from 'pg';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Database } from './schema';
import { cachingStatements } from './statement-cache';
import { registerSearchFunctions, VOCAB_TRIGRAM_SIMILARITY } from './search-functions';
import { lazy } from '#shared/lazy';

export type DbKind = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  kind: DbKind;
  /** Answers when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's connection pool now (for the metrics); absent for SQLite, a single handle. */
  pool?: () => { total: number; idle: number; waiting: number };
}

/** The PostgreSQL client, loaded with the first PostgreSQL connection: an SQLite server never needs it. */
const loadPg = lazy(async () => {
  const { default: pg } = await import('pg');
  // PostgreSQL returns int8 (counts, sums) as strings; every count we keep fits a JS number.
  pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
  return pg;
});

export function openSqlite(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const native = new SQLite(file);
  native.pragma('journal_mode = WAL');
  native.pragma('foreign_keys = ON');
  native.pragma('busy_timeout = 5000');
  native.pragma('synchronous = NORMAL');
  // Reads (search above all) stay in memory: a 64 MB page cache and the file memory-mapped.
  native.pragma('cache_size = -65536');
  native.pragma('mmap_size = 268435456');
  registerSearchFunctions(native);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: cachingStatements(native) }) });
  // The health check asks the file directly: one prepared statement, no query building.
  const ping = native.prepare('select 1');
  return { ...wrap(kysely, 'sqlite'), ping: async () => void ping.get() };
}

export function openPostgres(url: string, poolSize = 10): Db {
  // No JIT: compiling a plan costs more than running our short queries (search above all). Random
  // reads cost little more than sequential ones on SSDs and cached data, so index plans win where
  // they should (the default 4 prefers scanning whole tables). The trigram threshold of `%` lets the
  // search vocabulary's GIN index find every word within the typo budget (modules/search/vocab.ts).
  const settings = `-c jit=off -c random_page_cost=1.1 -c pg_trgm.similarity_threshold=${VOCAB_TRIGRAM_SIMILARITY}`;
  let pool: Pool | null = null;
  // Kysely makes the pool with its first query.
  const makePool = async (): Promise<Pool> => {
    const pg = await loadPg();
    pool = new pg.Pool({ connectionString: url, max: poolSize, options: settings });
    // An idle connection the server dropped (a restart, a terminated backend) must not crash the
    // process: the pool discards it and opens a new one for the next query.
    pool.on('error', () => undefined);
    return pool;
  };
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool: makePool }) });
  return {
    ...wrap(kysely, 'postgres'),
    pool: () => ({ total: pool?.totalCount ?? 0, idle: pool?.idleCount ?? 0, waiting: pool?.waitingCount ?? 0 }),
  };
}

function wrap(kysely: Kysely<Database>, kind: DbKind): Db {
  // Compiled once: a health check builds no query.
  const ping = sql`select 1`.compile(kysely);
  return {
    kysely,
    kind,
    async ping() {
      await kysely.executeQuery(ping);
    },
    async close() {
      await kysely.destroy();
    },
  };
}

/** PostgreSQL when a URL is given, otherwise the embedded SQLite file under the data folder. */
export function openDatabase(opts: { databaseUrl: string | undefined; sqliteFile: string }): Db {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openSqlite(opts.sqliteFile);
}

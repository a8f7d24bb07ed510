import { createHash } from 'node:crypto';
import { sql, type QueryExecutorProvider } from 'kysely';
import type { DbKind } from '../../db/database';
import type { LedgerFacts } from './manifest';

/** Any Kysely handle or connection: facts are read with plain SQL (the catalogue's tables are not in the schema type). */
type AnyDb = QueryExecutorProvider;

/** Kysely's own bookkeeping tables: restored with the rest, but not business rows to count. */
const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/** The database's tables (every one, Kysely's included), by name. */
export async function tablesOf(db: AnyDb, kind: DbKind): Promise<string[]> {
  const { rows } =
    kind === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
      : await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(db);
  return rows.map((r) => r.name).sort();
}

/** Rows per table (Kysely's own left out). */
export async function rowCountsOf(db: AnyDb, kind: DbKind): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tablesOf(db, kind)) {
    if (MIGRATION_TABLES.includes(table)) continue;
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/** The migrations applied, in name order (the newest is the schema version). */
export async function migrationsOf(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return rows.map((r) => r.name).sort();
}

/** The ledger's totals, its balances' digest and its newest row. */
export async function ledgerFactsOf(db: AnyDb): Promise<LedgerFacts> {
  const { rows: totals } = await sql<{ n: number | string; total: number | string | null; newest: string | null }>`
    select count(*) as n, sum(credits) as total, max(created_at) as newest from wallet_ledger`.execute(db);
  const { rows: balances } = await sql<{ user_id: string; balance: number | string }>`
    select user_id, sum(credits) as balance from wallet_ledger group by user_id`.execute(db);
  // Sorted here, not in SQL: the two databases collate text differently.
  const lines = balances.map((b) => `${b.user_id}:${Number(b.balance)}`).sort();
  const first = totals[0];
  return {
    rows: Number(first?.n ?? 0),
    credits: Number(first?.total ?? 0),
    balancesDigest: createHash('sha256').update(lines.join('\n')).digest('hex'),
    negativeWallets: balances.filter((b) => Number(b.balance) < 0).length,
    newestAt: first?.newest ?? null,
  };
}

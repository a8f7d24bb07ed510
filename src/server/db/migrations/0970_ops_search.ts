import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The operations console's reads: finding an account by the start of its name, email or username
 * (modules/ops/user-search.ts compares exactly these expressions: lower-cased, and bytewise on
 * PostgreSQL so a prefix is one index range), and the home's figures (open reports by age, today's
 * top-ups and refunds, this week's suspensions).
 */
const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const SEARCH_COLUMNS = ['name', 'username', 'email'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of SEARCH_COLUMNS) {
    const key = isPostgres(db) ? sql`(lower(${sql.ref(column)}) COLLATE "C")` : sql`lower(${sql.ref(column)})`;
    await sql`CREATE INDEX ${sql.id(`users_${column}_prefix_idx`)} ON users (${key})`.execute(db);
  }
  await db.schema.createIndex('user_reports_created_idx').on('user_reports').column('created_at').execute();
  await db.schema.createIndex('wallet_ledger_kind_created_idx').on('wallet_ledger').columns(['kind', 'created_at']).execute();
  await db.schema.createIndex('users_suspended_idx').on('users').column('suspended_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of SEARCH_COLUMNS) await db.schema.dropIndex(`users_${column}_prefix_idx`).execute();
  await db.schema.dropIndex('user_reports_created_idx').execute();
  await db.schema.dropIndex('wallet_ledger_kind_created_idx').execute();
  await db.schema.dropIndex('users_suspended_idx').execute();
}

import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { postgresDown, postgresUp } from './0500_search_postgres';
import { sqliteDown, sqliteUp } from './0500_search_sqlite';

/**
 * The gig search index: SQLite FTS5 with bm25 by default, a weighted tsvector with a GIN
 * index on PostgreSQL; triggers keep it in step with gigs, packages, experts, skills and reviews.
 * The SQL differs per dialect, so each has its own statement list.
 */
const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

async function runAll(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, isPostgres(db) ? postgresUp : sqliteUp);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, isPostgres(db) ? postgresDown : sqliteDown);
}

import { PostgresAdapter, sql, type Kysely } from 'kysely';
import * as v1 from './0500_search';
import { postgresDown, postgresUp } from './0502_search_facets_postgres';
import { sqliteDown, sqliteUp } from './0502_search_facets_sqlite';

/**
 * The gig search index v2: the index is ordered by a quality key and carries
 * every filter value as a word of its text index, so a broad or filtered search no longer reads
 * every match. It replaces the index of 0500, rebuilt from the source tables; down restores it.
 */
const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

async function runAll(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await v1.down(db);
  await runAll(db, isPostgres(db) ? postgresUp : sqliteUp);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, isPostgres(db) ? postgresDown : sqliteDown);
  await v1.up(db);
}

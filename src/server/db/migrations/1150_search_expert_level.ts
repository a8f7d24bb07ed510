import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { postgresDown, postgresUp } from './1150_search_expert_level_postgres';
import { sqliteDown, sqliteUp } from './1150_search_expert_level_sqlite';

/**
 * The expert's held level in the search index (modules/levels): `gig_search.tier` and its facet
 * words, so search filters by "that level and up" and weighs the level in relevance. It extends the
 * index's source view and refresh as the latest migrations left them (1000's view, 1050's refresh),
 * keeping their rules: hidden gigs and suspended owners unlisted, held-back reviews not counted.
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

import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { catalogWords } from '#shared/catalog/search-words';
import { postgresDown, postgresFill, postgresUp } from './0503_search_vocab_postgres';
import { sqliteDown, sqliteFill, sqliteUp } from './0503_search_vocab_sqlite';
import { LISTED_RULE } from './1000_reports_queue';

/**
 * The search vocabulary: the words of listed gigs with their gig counts and the
 * catalogue's words, kept in step with gigs by triggers, indexed by trigrams for typo tolerance.
 * It also counts, per day, the searches that found nothing or were corrected (no user, no address).
 */
const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

async function runAll(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

const quoted = (w: string) => `('${w.replace(/'/g, "''")}')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const values = catalogWords.map(quoted).join(', ');
  await runAll(db, isPostgres(db) ? postgresUp(values) : sqliteUp(values));
  await db.schema
    .createTable('search_query_stats')
    .addColumn('day', 'text', (c) => c.notNull())
    /** 'zero' (found nothing, even corrected) or 'corrected' (found only once corrected). */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** The query's words as searched (lower case), at most 100 characters. */
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('corrected', 'text')
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_query_stats_pk', ['day', 'kind', 'query'])
    .execute();
}

/** Builds the vocabulary again from scratch, under today's rule of what is listed (the benchmark times this). */
export async function rebuildSearchVocab(db: Kysely<unknown>): Promise<void> {
  const values = catalogWords.map(quoted).join(', ');
  const postgres = isPostgres(db);
  await runAll(db, [postgres ? 'TRUNCATE search_vocab' : 'DELETE FROM search_vocab', ...(postgres ? postgresFill(values, LISTED_RULE) : sqliteFill(values, LISTED_RULE))]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_query_stats').ifExists().execute();
  await runAll(db, isPostgres(db) ? postgresDown : sqliteDown);
}

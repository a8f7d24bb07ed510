import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The PostgreSQL vocabulary's trigram index as GIN instead of GiST. The
 * nearest words of a misspelt one came from a GiST nearest-neighbour scan, which reads most of the
 * tree to order by distance: 3 ms for 'exel' among 2,431 words, a fifth of a corrected search at
 * 100,000 gigs. The GIN index answers `term % 'exel'` (the words sharing enough trigrams,
 * pg_trgm.similarity_threshold, set per connection in database.ts) in 0.3 ms, and those few are
 * then ordered by distance. SQLite keeps its own trigram table.
 */
const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`DROP INDEX IF EXISTS search_vocab_trgm_idx`.execute(db);
  await sql`CREATE INDEX search_vocab_trgm_gin ON search_vocab USING gin (term gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`DROP INDEX IF EXISTS search_vocab_trgm_gin`.execute(db);
  await sql`CREATE INDEX search_vocab_trgm_idx ON search_vocab USING gist (term gist_trgm_ops)`.execute(db);
}

import { sql, type Kysely } from 'kysely';
import { isPostgres, sourceView } from './0921_reviews_held_back';
import { postgresVocabFunction } from './0503_search_vocab_postgres';
import { ACTIVE_RULE, sqliteGigTriggers, type ListedRule } from './0503_search_vocab_sqlite';
import { LISTED_UNLESS_SUSPENDED, OWNER_NOT_SUSPENDED } from './0990_suspensions';

/**
 * The reports queue and hidden content (modules/reports):
 * - `user_reports` names what was reported (kind and id), keeps a snapshot of it as it was then, and
 *   is open until an operator triages it (the outcome, why, who and when). Reports made before have
 *   no snapshot; they were reports from a conversation.
 * - `gigs.hidden_at` / `reviews.hidden_at` with the operator's reason: a hidden gig is not listed in
 *   search (the index's source view below, which keeps 0990's rule: an owner's suspension unlists too), its words leave the search vocabulary (its triggers read
 *   the same rule), and its public page is gone; a hidden review is held back
 *   (modules/reviews/held-back.ts), so it leaves every list and rating.
 */
const LISTED_UNLESS_HIDDEN = `CASE WHEN g.active = 1 AND g.hidden_at IS NULL AND ${OWNER_NOT_SUSPENDED} THEN 1 ELSE 0 END`;

/** A gig's words count in the search vocabulary while it is active and not hidden (what 0503 keeps, from now on). */
export const LISTED_RULE: ListedRule = { listed: (row) => `(${row}.active = 1 AND ${row}.hidden_at IS NULL)`, columns: ['active', 'hidden_at'] };

/** The vocabulary's triggers on gigs under a rule (nothing is hidden when either runs, so no count changes). */
async function replaceVocabTriggers(db: Kysely<unknown>, rule: ListedRule): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw(postgresVocabFunction(rule)).execute(db);
    return;
  }
  for (const event of ['ins', 'del', 'upd']) await sql.raw(`DROP TRIGGER search_vocab_gigs_${event}`).execute(db);
  for (const statement of sqliteGigTriggers(rule)) await sql.raw(statement).execute(db);
}

async function replaceSourceView(db: Kysely<unknown>, listed: string): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw(`CREATE OR REPLACE VIEW gig_search_source AS ${sourceView(true, true, listed)}`).execute(db);
    return;
  }
  await sql.raw(`DROP VIEW gig_search_source`).execute(db);
  await sql.raw(`CREATE VIEW gig_search_source AS ${sourceView(false, true, listed)}`).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_reports').addColumn('target_kind', 'text', (c) => c.notNull().defaultTo('conversation')).execute();
  await db.schema.alterTable('user_reports').addColumn('target_id', 'text').execute();
  await db.schema.alterTable('user_reports').addColumn('snapshot_json', 'text').execute();
  await db.schema.alterTable('user_reports').addColumn('status', 'text', (c) => c.notNull().defaultTo('open')).execute();
  await db.schema.alterTable('user_reports').addColumn('outcome', 'text').execute();
  await db.schema.alterTable('user_reports').addColumn('outcome_reason', 'text').execute();
  await db.schema.alterTable('user_reports').addColumn('closed_by', 'text').execute();
  await db.schema.alterTable('user_reports').addColumn('closed_at', 'text').execute();
  await sql`UPDATE user_reports SET target_id = conversation_id`.execute(db);
  await db.schema.createIndex('user_reports_queue_idx').on('user_reports').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('user_reports_reporter_idx').on('user_reports').columns(['reporter_id', 'created_at']).execute();
  await db.schema.createIndex('user_reports_target_idx').on('user_reports').columns(['target_kind', 'target_id']).execute();
  for (const table of ['gigs', 'reviews']) {
    await db.schema.alterTable(table).addColumn('hidden_at', 'text').execute();
    await db.schema.alterTable(table).addColumn('hidden_reason', 'text').execute();
  }
  // Nothing is hidden yet, so no gig's row in the index and no word's count changes.
  await replaceSourceView(db, LISTED_UNLESS_HIDDEN);
  await replaceVocabTriggers(db, LISTED_RULE);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replaceVocabTriggers(db, ACTIVE_RULE);
  await replaceSourceView(db, LISTED_UNLESS_SUSPENDED);
  await sql.raw(isPostgres(db) ? 'SELECT qurious_search_refresh(ARRAY(SELECT id FROM gigs WHERE hidden_at IS NOT NULL))' : 'INSERT INTO gig_search_refresh (gig_id) SELECT id FROM gigs WHERE hidden_at IS NOT NULL').execute(db);
  for (const table of ['gigs', 'reviews']) {
    await db.schema.alterTable(table).dropColumn('hidden_reason').execute();
    await db.schema.alterTable(table).dropColumn('hidden_at').execute();
  }
  for (const index of ['user_reports_target_idx', 'user_reports_reporter_idx', 'user_reports_queue_idx']) await db.schema.dropIndex(index).execute();
  for (const column of ['closed_at', 'closed_by', 'outcome_reason', 'outcome', 'status', 'snapshot_json', 'target_id', 'target_kind']) {
    await db.schema.alterTable('user_reports').dropColumn(column).execute();
  }
}

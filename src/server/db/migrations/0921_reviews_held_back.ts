import { PostgresAdapter, sql, type Kysely } from 'kysely';
import * as pg from './0500_search_postgres';
import * as lite from './0500_search_sqlite';
import { LANG_MASK } from './0500_search_shared';
import { NO_PRICE } from './0502_search_facets_shared';

/**
 * Reviews held back (modules/reviews/held-back.ts decides which): `reviews.held_back` names why a
 * review is left out of every list and rating (null: it counts), and the search index's source
 * view counts only the reviews that count. What the rule reads:
 * - `users.suspended_at`: when an account was suspended (null: it is not), set by the operations
 *   side through modules/users/suspension.ts;
 * - `device_links`: two accounts that signed in on the same client (one presented the device
 *   token of the other), kept both ways;
 * - `payout_accounts.instrument_key`: a keyed hash of the payout account (modules/wallet/
 *   payout-instrument.ts), so two users with the same account are found without opening the sealed
 *   details. An account saved before has none until it is saved again.
 */
export const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const reviewsOfGig = (counted: boolean) => `reviews r WHERE r.gig_id = g.id${counted ? ' AND r.held_back IS NULL' : ''}`;

/**
 * The search index's source view (as 0502 made it), counting every review or only those that count;
 * `listed` is what makes a gig listed (later migrations add to it).
 */
export function sourceView(postgres: boolean, counted: boolean, listed = 'g.active'): string {
  const skill = postgres ? pg : lite;
  const int = postgres ? '::integer' : '';
  return `SELECT
      g.id AS gig_id, g.expert_id AS expert_id, ${listed} AS listed, e.hourly_rate AS hourly_rate,
      ${skill.ofSkill(skill.LEVEL)} AS level, ${skill.ofSkill(skill.YEARS)} AS experience,
      (SELECT COUNT(*) FROM ${reviewsOfGig(counted)})${int} AS n,
      (SELECT COALESCE(SUM(r.rating), 0) FROM ${reviewsOfGig(counted)})${int} AS total,
      COALESCE((SELECT p.credits FROM gig_packages p WHERE p.gig_id = g.id AND p.tier = 'basic'), ${NO_PRICE}) AS basic_credits${
        postgres ? `,\n      ${LANG_MASK('::bigint')} AS lang_mask` : ''
      }
    FROM gigs g JOIN expert_profiles e ON e.id = g.expert_id`;
}

/** Replaces the view; the figures are refreshed only when some review was held back (they change then). */
async function replaceSourceView(db: Kysely<unknown>, counted: boolean, refresh: boolean): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw(`CREATE OR REPLACE VIEW gig_search_source AS ${sourceView(true, counted)}`).execute(db);
    if (refresh) await sql.raw(`SELECT qurious_search_refresh(ARRAY(SELECT DISTINCT gig_id FROM reviews WHERE held_back IS NOT NULL))`).execute(db);
    return;
  }
  await sql.raw(`DROP VIEW gig_search_source`).execute(db);
  await sql.raw(`CREATE VIEW gig_search_source AS ${sourceView(false, counted)}`).execute(db);
  if (refresh) await sql.raw(`INSERT INTO gig_search_refresh (gig_id) SELECT DISTINCT gig_id FROM reviews WHERE held_back IS NOT NULL`).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('suspended_at', 'text').execute();
  await db.schema.alterTable('reviews').addColumn('held_back', 'text').execute();
  await db.schema.alterTable('payout_accounts').addColumn('instrument_key', 'text').execute();
  await db.schema.createIndex('payout_accounts_instrument_idx').on('payout_accounts').column('instrument_key').execute();
  await db.schema
    .createTable('device_links')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('other_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('device_links_pk', ['user_id', 'other_user_id'])
    .execute();
  // No review is held back yet, so no gig's figures change.
  await replaceSourceView(db, true, false);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replaceSourceView(db, false, true);
  await db.schema.dropTable('device_links').execute();
  await db.schema.dropIndex('payout_accounts_instrument_idx').execute();
  await db.schema.alterTable('payout_accounts').dropColumn('instrument_key').execute();
  await db.schema.alterTable('reviews').dropColumn('held_back').execute();
  await db.schema.alterTable('users').dropColumn('suspended_at').execute();
}

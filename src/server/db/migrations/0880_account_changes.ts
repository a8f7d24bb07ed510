import type { Kysely } from 'kysely';

/**
 * Account changes. An email change's token carries the address it verifies (`new_email`,
 * set only for the 'change-email' purpose); a deleted account keeps its row (ledger entries,
 * reviews and messages point at it) with its personal data removed and `deleted_at` set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_tokens').addColumn('new_email', 'text').execute();
  await db.schema.alterTable('users').addColumn('deleted_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('deleted_at').execute();
  await db.schema.alterTable('user_tokens').dropColumn('new_email').execute();
}

import type { Kysely } from 'kysely';

/**
 * The interface language a user chose (en, pt, fr, ar, ko), kept on the account so every
 * device and the emails follow it. Null until the user picks one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}

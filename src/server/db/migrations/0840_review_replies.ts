import type { Kysely } from 'kysely';

/** The expert's one public reply to a review of their gig (text and when it was written). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reviews').addColumn('reply_text', 'text').execute();
  await db.schema.alterTable('reviews').addColumn('replied_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reviews').dropColumn('replied_at').execute();
  await db.schema.alterTable('reviews').dropColumn('reply_text').execute();
}

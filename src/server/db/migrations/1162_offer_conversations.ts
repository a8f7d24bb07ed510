import type { Kysely } from 'kysely';

/**
 * An offer's thread: a conversation of kind 'offer' between the request's buyer and the offer's expert,
 * one per offer (unique), gone with the offer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('conversations').addColumn('offer_id', 'text', (c) => c.references('request_offers.id').onDelete('cascade')).execute();
  await db.schema.createIndex('conversations_offer_idx').on('conversations').column('offer_id').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('conversations_offer_idx').execute();
  await db.schema.alterTable('conversations').dropColumn('offer_id').execute();
}

import type { Kysely } from 'kysely';

/**
 * Bookings by gig and stage: a domain's category page counts the bookings of each of its gigs
 * (modules/search/most-booked.ts) from this index alone, never walking the whole table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('bookings_gig_stage_idx').on('bookings').columns(['gig_id', 'stage']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bookings_gig_stage_idx').execute();
}

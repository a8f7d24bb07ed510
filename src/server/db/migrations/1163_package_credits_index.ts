import type { Kysely } from 'kysely';

/**
 * Packages by price: the requests' matching takes the experts with a package inside the budget as one
 * set read from this index (a range of credits), rather than looking at every expert's gigs in turn.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('gig_packages_credits_idx').on('gig_packages').columns(['credits', 'gig_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('gig_packages_credits_idx').execute();
}

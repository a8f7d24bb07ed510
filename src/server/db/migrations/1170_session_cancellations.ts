import type { Kysely } from 'kysely';

/**
 * A buyer's cancellation of an accepted session keeps its terms on the booking (domain/session-cancellation):
 * `cancel_terms` (early, late, free_with_pro; null for every other end, a request's cancel included) and
 * `cancel_fee`, the credits that went to the expert, so both pages show the split without reading the ledger.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('cancel_terms', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('cancel_fee', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('cancel_fee').execute();
  await db.schema.alterTable('bookings').dropColumn('cancel_terms').execute();
}

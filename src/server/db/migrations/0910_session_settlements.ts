import type { Kysely } from 'kysely';

/**
 * Each settlement keeps the attendance it was decided from (who joined and when, how long each
 * and both together were in the room, the rule applied), so both sides can read why a booking
 * ended as it did. Bookings settled before have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('session_settlements')
    .addColumn('booking_id', 'text', (c) => c.primaryKey().references('bookings.id').onDelete('cascade'))
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('rule', 'text', (c) => c.notNull())
    .addColumn('buyer_joined_at', 'text')
    .addColumn('expert_joined_at', 'text')
    .addColumn('buyer_ms', 'integer', (c) => c.notNull())
    .addColumn('expert_ms', 'integer', (c) => c.notNull())
    .addColumn('together_ms', 'integer', (c) => c.notNull())
    .addColumn('min_together_ms', 'integer', (c) => c.notNull())
    .addColumn('settled_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('session_settlements').execute();
}

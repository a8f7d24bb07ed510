import type { Kysely } from 'kysely';

/**
 * Disputes of settled sessions (modules/disputes): one per booking at most (a decided dispute is
 * final), its stage and deadlines, the decision and who made it; and the thread both parties write in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('disputes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().unique().references('bookings.id').onDelete('cascade'))
    /** buyer or expert: the side that opened it (the other one answers). */
    .addColumn('opened_by', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    /** The session's credits, and whether its settlement had given them to the buyer (refunded) or the expert. */
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('settled_to_buyer', 'integer', (c) => c.notNull())
    /** opened, awaiting_decision or decided. */
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('answer_due_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .addColumn('decision_due_at', 'text')
    /** release, refund or split; the credits the buyer ends with. */
    .addColumn('outcome', 'text')
    .addColumn('buyer_credits', 'integer')
    /** support, answer_lapsed or decision_lapsed. */
    .addColumn('decided_by', 'text')
    .addColumn('operator_id', 'text', (c) => c.references('users.id'))
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('disputes_stage_idx').on('disputes').columns(['stage', 'booking_id']).execute();
  await db.schema
    .createTable('dispute_posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('dispute_id', 'text', (c) => c.notNull().references('disputes.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dispute_posts_dispute_idx').on('dispute_posts').columns(['dispute_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dispute_posts').execute();
  await db.schema.dropTable('disputes').execute();
}

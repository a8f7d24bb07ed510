import type { Kysely } from 'kysely';

/**
 * Razorpay: the webhook deliveries already applied (one row per provider and event id,
 * so a redelivered event changes nothing), and the provider's id of the payment that paid an order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
    .execute();
  await db.schema.alterTable('payments').addColumn('provider_payment_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('provider_payment_id').execute();
  await db.schema.dropTable('payment_events').execute();
}

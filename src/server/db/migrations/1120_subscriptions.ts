import type { Kysely } from 'kysely';

/**
 * Qurious Pro's subscriptions (modules/subscriptions):
 * - one row per subscription started, its state only ever moved by verified webhooks; `paid_until` is
 *   the end of the last period paid for (benefits last until then whatever the state);
 * - every webhook delivery applied, unique by the provider's event id, so a redelivery is applied once;
 * - the invoices: one per period charged, unique by the provider's payment id;
 * - the provider's plan made for each of ours (Razorpay Subscriptions need a plan id), made on first use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('paid_until', 'text')
    /** The time of the newest event applied to the state (the provider's clock): an older one never undoes it. */
    .addColumn('status_at', 'text')
    .addColumn('cancel_requested_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_user_idx').on('subscriptions').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createTable('subscription_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text', (c) => c.notNull())
    .addColumn('event_at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('subscription_events_event_uq', ['provider', 'event_id'])
    .execute();
  await db.schema
    .createTable('subscription_invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscription_invoices_user_idx').on('subscription_invoices').columns(['user_id', 'paid_at']).execute();
  await db.schema
    .createTable('subscription_provider_plans')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('provider_plan_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('subscription_provider_plans_pk', ['provider', 'plan_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('subscription_provider_plans').execute();
  await db.schema.dropTable('subscription_invoices').execute();
  await db.schema.dropTable('subscription_events').execute();
  await db.schema.dropTable('subscriptions').execute();
}

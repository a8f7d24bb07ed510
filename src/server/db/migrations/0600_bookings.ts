import type { Kysely } from 'kysely';

/**
 * The credits wallet (an append-only ledger; balance = sum of entries), payments from a
 * provider, and bookings with their transitions. Unique indexes make double effects impossible:
 * one entry of each kind per booking (one hold, one release or refund), one top-up per payment,
 * one payment per provider reference, one booking per buyer request id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wallets')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payments_user_idx')
    .on('payments')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('payments_provider_ref_uq')
    .unique()
    .on('payments')
    .columns(['provider', 'provider_ref'])
    .execute();
  await db.schema
    .createTable('bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('buyer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expert_id', 'text', (c) => c.notNull().references('expert_profiles.id').onDelete('cascade'))
    .addColumn('gig_id', 'text', (c) => c.references('gigs.id').onDelete('set null'))
    .addColumn('gig_title', 'text', (c) => c.notNull())
    .addColumn('skill', 'text', (c) => c.notNull())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('package_title', 'text', (c) => c.notNull())
    .addColumn('session_time', 'text', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('proposed_times_json', 'text', (c) => c.notNull())
    .addColumn('scheduled_at', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decline_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('buyer_time_zone', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bookings_buyer_idx')
    .on('bookings')
    .columns(['buyer_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('bookings_expert_idx')
    .on('bookings')
    .columns(['expert_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('bookings_stage_expiry_idx')
    .on('bookings')
    .columns(['stage', 'expires_at'])
    .execute();
  await db.schema
    .createIndex('bookings_request_uq')
    .unique()
    .on('bookings')
    .columns(['buyer_id', 'request_id'])
    .execute();
  await db.schema
    .createTable('booking_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('from_stage', 'text')
    .addColumn('to_stage', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('booking_events_booking_idx')
    .on('booking_events')
    .column('booking_id')
    .execute();
  await db.schema
    .createTable('wallet_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('booking_id', 'text')
    .addColumn('payment_id', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wallet_ledger_user_idx')
    .on('wallet_ledger')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('wallet_ledger_booking_kind_uq')
    .unique()
    .on('wallet_ledger')
    .columns(['booking_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('wallet_ledger_payment_uq')
    .unique()
    .on('wallet_ledger')
    .column('payment_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['wallet_ledger', 'booking_events', 'bookings', 'payments', 'wallets'])
    await db.schema.dropTable(t).execute();
}

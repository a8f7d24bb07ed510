import type { Kysely } from 'kysely';

/**
 * Requests and offers (modules/requests): a buyer's request, the experts it was sent to (with their
 * declines), and the experts' offers, one per expert and request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('buyer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('software', 'text')
    .addColumn('skill', 'text')
    .addColumn('session_time', 'text', (c) => c.notNull())
    .addColumn('budget_min', 'integer', (c) => c.notNull())
    .addColumn('budget_max', 'integer', (c) => c.notNull())
    .addColumn('windows_json', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('booking_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('requests_buyer_idx').on('requests').columns(['buyer_id', 'state', 'created_at']).execute();
  await db.schema
    .createTable('request_matches')
    .addColumn('request_id', 'text', (c) => c.notNull().references('requests.id').onDelete('cascade'))
    .addColumn('expert_id', 'text', (c) => c.notNull().references('expert_profiles.id').onDelete('cascade'))
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('decline_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('request_matches_pk', ['request_id', 'expert_id'])
    .execute();
  await db.schema.createIndex('request_matches_expert_idx').on('request_matches').columns(['expert_id', 'created_at']).execute();
  await db.schema
    .createTable('request_offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull().references('requests.id').onDelete('cascade'))
    .addColumn('expert_id', 'text', (c) => c.notNull().references('expert_profiles.id').onDelete('cascade'))
    .addColumn('gig_id', 'text')
    .addColumn('tier', 'text')
    .addColumn('package_title', 'text', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('session_time', 'text', (c) => c.notNull())
    .addColumn('extra_time', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('times_json', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('request_offers_one_idx').on('request_offers').columns(['request_id', 'expert_id']).unique().execute();
  await db.schema.createIndex('request_offers_expert_idx').on('request_offers').columns(['expert_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('request_offers').execute();
  await db.schema.dropTable('request_matches').execute();
  await db.schema.dropTable('requests').execute();
}

import type { Kysely } from 'kysely';

/**
 * Experts' availability (one row per expert who saved it), their calendar feed tokens,
 * and an index for the accepted sessions of one expert by start time (open slots, the accept check).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('expert_availability')
    .addColumn('expert_id', 'text', (c) => c.primaryKey().references('expert_profiles.id').onDelete('cascade'))
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('weekly_json', 'text', (c) => c.notNull())
    .addColumn('dates_off_json', 'text', (c) => c.notNull())
    .addColumn('extra_dates_json', 'text', (c) => c.notNull())
    .addColumn('notice_hours', 'integer', (c) => c.notNull())
    .addColumn('buffer_minutes', 'integer', (c) => c.notNull())
    .addColumn('max_per_day', 'integer')
    .addColumn('horizon_days', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('expert_id', 'text', (c) => c.primaryKey().references('expert_profiles.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bookings_expert_schedule_idx')
    .on('bookings')
    .columns(['expert_id', 'stage', 'scheduled_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bookings_expert_schedule_idx').execute();
  await db.schema.dropTable('calendar_feeds').execute();
  await db.schema.dropTable('expert_availability').execute();
}

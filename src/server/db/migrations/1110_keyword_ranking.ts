import type { Kysely } from 'kysely';

/**
 * Ranking (modules/ranking): which keywords showed each gig. `keyword_events` holds each counted
 * event once, as analytics_events does: an impression of a gig for a keyword by a visitor on a day,
 * a click (the same visitor opening the gig that day) and a booking request (its buyer, signed in,
 * shown the gig for the keyword in the 30 days before); kept 90 days. `keyword_daily` adds them up
 * per expert (user id), gig, keyword and day, kept like the analytics roll-ups.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('keyword_events')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('gig_id', 'text', (c) => c.notNull())
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('expert_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('keyword_events_pk', ['day', 'kind', 'gig_id', 'keyword', 'visitor'])
    .execute();
  // A click or a booking looks up the visitor's impressions of the gig.
  await db.schema.createIndex('keyword_events_visitor_idx').on('keyword_events').columns(['visitor', 'gig_id', 'day']).execute();
  await db.schema
    .createTable('keyword_daily')
    .addColumn('expert_id', 'text', (c) => c.notNull())
    .addColumn('gig_id', 'text', (c) => c.notNull())
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('impressions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('clicks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bookings', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('keyword_daily_pk', ['expert_id', 'day', 'gig_id', 'keyword'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('keyword_daily').execute();
  await db.schema.dropTable('keyword_events').execute();
}

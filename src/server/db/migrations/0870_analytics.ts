import type { Kysely } from 'kysely';

/** The counters of a daily roll-up row (src/shared/domain/analytics: analyticsCountsSchema, snake_case). */
export const ANALYTICS_DAILY_COUNTERS = [
  'impressions',
  'gig_views',
  'profile_views',
  'contacts',
  'requests',
  'accepted',
  'declined',
  'expired',
  'completed',
  'earned_credits',
  'reviews',
  'rating_sum',
  'responses',
  'response_seconds',
] as const;

/**
 * Expert analytics. `analytics_events` holds each counted event once: its key (day, kind,
 * subject, visitor) is unique, so a second view by the same visitor on the same day, or a booking
 * event delivered twice, is not counted again; rows older than 90 days are purged daily.
 * `analytics_daily` holds the roll-ups: per expert (user id) and gig per day, and the expert's own
 * totals under gig_id '' (profile views and every gig's counts), kept forever, so a year reads as
 * 365 rows from the primary key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_events')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('expert_id', 'text', (c) => c.notNull())
    .addColumn('gig_id', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_events_pk', ['day', 'kind', 'expert_id', 'gig_id', 'visitor'])
    .execute();
  let daily = db.schema
    .createTable('analytics_daily')
    .addColumn('expert_id', 'text', (c) => c.notNull())
    .addColumn('gig_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull());
  for (const counter of ANALYTICS_DAILY_COUNTERS) daily = daily.addColumn(counter, 'integer', (c) => c.notNull().defaultTo(0));
  await daily.addPrimaryKeyConstraint('analytics_daily_pk', ['expert_id', 'gig_id', 'day']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_daily').execute();
  await db.schema.dropTable('analytics_events').execute();
}

import type { Kysely } from 'kysely';

/**
 * The position history of the ranking page (modules/ranking): each day the page works out a gig's
 * position for one of its keywords, that day's position is kept (null: not in the first
 * POSITION_DEPTH results), so the page can show how it moved. Kept 90 days, like the trend.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('keyword_positions')
    .addColumn('expert_id', 'text', (c) => c.notNull())
    .addColumn('gig_id', 'text', (c) => c.notNull())
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('position', 'integer')
    .addPrimaryKeyConstraint('keyword_positions_pk', ['expert_id', 'day', 'gig_id', 'keyword'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('keyword_positions').execute();
}

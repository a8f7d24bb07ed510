import type { Kysely } from 'kysely';

/**
 * Expert levels (modules/levels): each expert's held level, and every daily evaluation with the
 * metrics it measured. One evaluation per expert and day (the unique key), however many instances
 * run the daily job: a second run of the same day inserts nothing and changes no level.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('expert_levels')
    .addColumn('expert_id', 'text', (c) => c.primaryKey().references('expert_profiles.id').onDelete('cascade'))
    .addColumn('level', 'text', (c) => c.notNull())
    /** Evaluations in a row measured below the held level (a demotion needs two). */
    .addColumn('evaluations_below', 'integer', (c) => c.notNull())
    /** The UTC day (YYYY-MM-DD) of the last evaluation. */
    .addColumn('evaluated_on', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('level_evaluations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expert_id', 'text', (c) => c.notNull().references('expert_profiles.id').onDelete('cascade'))
    .addColumn('evaluated_on', 'text', (c) => c.notNull())
    /** The level the metrics gave, the level held after, and how it changed (promoted, demoted, kept). */
    .addColumn('measured_level', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('change', 'text', (c) => c.notNull())
    .addColumn('metrics_json', 'text', (c) => c.notNull())
    /** The metrics that moved the level (empty when kept). */
    .addColumn('reasons_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('level_evaluations_expert_day_uq', ['expert_id', 'evaluated_on'])
    .execute();
  await db.schema.createIndex('level_evaluations_day_idx').on('level_evaluations').columns(['evaluated_on']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('level_evaluations').execute();
  await db.schema.dropTable('expert_levels').execute();
}

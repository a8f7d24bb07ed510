import type { Kysely } from 'kysely';

/**
 * How a public review names its author: 'initial' ("Samuel C.", the default, also for the reviews
 * written before the choice existed) or 'full'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reviews')
    .addColumn('name_shown', 'text', (c) => c.notNull().defaultTo('initial'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reviews').dropColumn('name_shown').execute();
}

import type { Kysely } from 'kysely';

/**
 * The softwares and skills an expert muted request notices for: a new request of that topic still reaches
 * them ("Requests for you") but they are not told in the bell, by email or on the desktop.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('request_mutes')
    .addColumn('expert_id', 'text', (c) => c.notNull().references('expert_profiles.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('request_mutes_pk', ['expert_id', 'kind', 'topic'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('request_mutes').execute();
}

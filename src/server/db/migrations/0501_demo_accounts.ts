import type { Kysely } from 'kysely';

/**
 * Which users the demo marketplace seed made, so `npm run seed -- --remove` deletes
 * exactly them, their profiles, gigs, reviews and files, and nobody else.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('demo_accounts')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('demo_accounts').execute();
}

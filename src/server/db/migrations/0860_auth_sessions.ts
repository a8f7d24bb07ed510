import type { Kysely } from 'kysely';

/**
 * Every sign-in is a session row; the token carries its id and the authenticator reads the
 * row (by its key) on each request, so a revoked session stops at once on every API instance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** The client's User-Agent at sign-in (cut to 512 characters): the device name comes from it. */
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('auth_sessions_user_idx').on('auth_sessions').columns(['user_id', 'last_seen_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_sessions').execute();
}

import type { Kysely } from 'kysely';

/**
 * Sign-in protection that cannot lock the owner out: the device tokens of clients the
 * owner signed in from, and the per-key sign-in throttle (growing delays instead of a lockout).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('device_tokens_user_idx').on('device_tokens').columns(['user_id', 'last_used_at']).execute();
  await db.schema
    .createTable('login_throttles')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'text', (c) => c.notNull())
    .addColumn('next_at', 'text', (c) => c.notNull())
    .addColumn('alerted_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_throttles_user_idx').on('login_throttles').column('user_id').execute();
  await db.schema.createIndex('login_throttles_last_failure_idx').on('login_throttles').column('last_failure_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_throttles').execute();
  await db.schema.dropTable('device_tokens').execute();
}

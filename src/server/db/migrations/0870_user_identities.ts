import type { Kysely } from 'kysely';

/**
 * Social sign-in. Each Google, Apple or Facebook account linked to a user (the provider's
 * own subject id, unique per provider), and the desktop app's hand-offs: the app opens our sign-in
 * page in the system browser, the page posts the provider's Firebase ID token to the hand-off, the
 * app takes it back with a key only it holds (only the key's SHA-256 is kept). A hand-off lives 10 minutes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_identities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('user_identities_provider_subject_key', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('user_identities_user_idx').on('user_identities').column('user_id').execute();
  await db.schema
    .createTable('social_handoffs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key_hash', 'text', (c) => c.notNull())
    .addColumn('id_token', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('social_handoffs').execute();
  await db.schema.dropTable('user_identities').execute();
}

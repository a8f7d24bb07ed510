import type { Kysely } from 'kysely';

/**
 * Phone verification handed to the hosted web page (the desktop app cannot run Firebase's
 * reCAPTCHA from its own pages): the app opens a session, the page posts the verified ID token to
 * it, the app reads it back. A session lives 15 minutes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('phone_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('id_token', 'text')
    .addColumn('country', 'text')
    .addColumn('country_code', 'text')
    .addColumn('number', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('phone_sessions_user_idx').on('phone_sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('phone_sessions').execute();
}

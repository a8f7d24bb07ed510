import type { Kysely } from 'kysely';

/**
 * The bell's notifications, kept per user (newest first, unread ones counted), and the
 * kinds of email a user switched off (a row per kind that is off; no row: the email is sent).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('data_json', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    /** What it is about (a booking or a conversation id): a message's notification is kept once per conversation while unread. */
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema
    .createIndex('notifications_user_created_idx')
    .on('notifications')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('notifications_user_subject_idx')
    .on('notifications')
    .columns(['user_id', 'kind', 'subject_id'])
    .execute();
  await db.schema
    .createTable('notification_email_off')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_email_off_pk', ['user_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_email_off').execute();
  await db.schema.dropTable('notifications').execute();
}

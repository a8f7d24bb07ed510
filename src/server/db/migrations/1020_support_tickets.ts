import type { Kysely } from 'kysely';

/**
 * Support tickets (modules/support): the help page's contact form opens one, support answers in the
 * console, the sender replies; the console lists open ones oldest first (status, created_at).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('support_tickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    /** open or closed. */
    .addColumn('status', 'text', (c) => c.notNull())
    /** user or support: who wrote last. */
    .addColumn('last_from', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema.createIndex('support_tickets_status_idx').on('support_tickets').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('support_tickets_user_idx').on('support_tickets').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createTable('support_ticket_posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ticket_id', 'text', (c) => c.notNull().references('support_tickets.id').onDelete('cascade'))
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'text', (c) => c.references('users.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('support_ticket_posts_ticket_idx').on('support_ticket_posts').columns(['ticket_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_ticket_posts').execute();
  await db.schema.dropTable('support_tickets').execute();
}

import type { Kysely } from 'kysely';

/**
 * Messages: direct conversations (one per pair of users, `direct_key` is their two ids
 * in order) and who started one (the daily cap of new accounts); a message's text as its
 * recipients read it when contact details were hidden, and its image; blocks and reports.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('conversations').addColumn('direct_key', 'text').execute();
  await db.schema.alterTable('conversations').addColumn('created_by', 'text').execute();
  await db.schema.createIndex('conversations_direct_uq').unique().on('conversations').column('direct_key').execute();
  await db.schema
    .createIndex('conversations_created_by_idx')
    .on('conversations')
    .columns(['created_by', 'created_at'])
    .execute();
  await db.schema.alterTable('messages').addColumn('masked_body', 'text').execute();
  await db.schema.alterTable('messages').addColumn('image_key', 'text').execute();
  await db.schema
    .createTable('user_blocks')
    .addColumn('blocker_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema.createIndex('user_blocks_blocked_idx').on('user_blocks').column('blocked_id').execute();
  await db.schema
    .createTable('user_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reported_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('conversation_id', 'text', (c) => c.references('conversations.id').onDelete('set null'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('details', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_reports_reported_idx').on('user_reports').column('reported_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_reports').execute();
  await db.schema.dropTable('user_blocks').execute();
  await db.schema.dropIndex('conversations_created_by_idx').execute();
  await db.schema.dropIndex('conversations_direct_uq').execute();
  await db.schema.alterTable('messages').dropColumn('image_key').execute();
  await db.schema.alterTable('messages').dropColumn('masked_body').execute();
  await db.schema.alterTable('conversations').dropColumn('created_by').execute();
  await db.schema.alterTable('conversations').dropColumn('direct_key').execute();
}

import type { Kysely } from 'kysely';

/**
 * A booking's chat is kept on the server as part of the booking, in tables made for
 * every conversation (direct threads and unread counts use them too): a conversation (at most one
 * per booking), its members, and its messages numbered in order. A sender's client id is unique,
 * so a resent message is stored once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('booking_id', 'text', (c) => c.references('bookings.id').onDelete('cascade'))
    .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_message_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('conversations_booking_uq')
    .unique()
    .on('conversations')
    .column('booking_id')
    .execute();
  await db.schema
    .createTable('conversation_members')
    .addColumn('conversation_id', 'text', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_read_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('conversation_members_pk', ['conversation_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('conversation_members_user_idx')
    .on('conversation_members')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('sender_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('messages_conversation_seq_uq')
    .unique()
    .on('messages')
    .columns(['conversation_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('messages_sender_client_uq')
    .unique()
    .on('messages')
    .columns(['sender_id', 'client_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('messages').execute();
  await db.schema.dropTable('conversation_members').execute();
  await db.schema.dropTable('conversations').execute();
}

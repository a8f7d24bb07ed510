import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { prepareQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../bookings/db-errors';
import type { MessagesTable } from './tables';

export type MessageRow = Selectable<MessagesTable>;

/** The booking's conversation, made on first use with both sides as members; answers its id. */
export async function ensureBookingConversation(
  db: Kysely<Database>,
  input: { bookingId: string; memberIds: string[]; now: Date },
): Promise<string> {
  const now = input.now.toISOString();
  await db
    .insertInto('conversations')
    .values({
      id: randomUUID(),
      kind: 'booking',
      booking_id: input.bookingId,
      last_seq: 0,
      last_message_at: null,
      created_at: now,
    })
    .onConflict((oc) => oc.column('booking_id').doNothing())
    .execute();
  const id = await bookingConversationId(db, input.bookingId);
  if (!id) throw new Error(`conversation of booking ${input.bookingId} missing after insert`);
  await db
    .insertInto('conversation_members')
    .values(
      input.memberIds.map((user_id) => ({ conversation_id: id, user_id, last_read_seq: 0, created_at: now })),
    )
    .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doNothing())
    .execute();
  return id;
}

export async function bookingConversationId(db: Kysely<Database>, bookingId: string): Promise<string | null> {
  const row = await db
    .selectFrom('conversations')
    .select('id')
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Compiled once: every message sent looks for an earlier send of it. */
const bySenderClientIdQuery = prepareQuery<{ senderId: string; clientId: string }, MessageRow>((db, p) =>
  db.selectFrom('messages').selectAll().where('sender_id', '=', p.senderId).where('client_id', '=', p.clientId),
);
const bySenderClientId = (db: Kysely<Database>, senderId: string, clientId: string) =>
  bySenderClientIdQuery.first(db, { senderId, clientId });

/**
 * Stores a message once per sender and client id: a resend answers the stored message with
 * `created: false` (possibly of another conversation, if a client reused its id). The next number
 * of the conversation is taken with a row update in the same transaction, so concurrent senders
 * get distinct, gapless numbers on both databases. The sender has read their own message: their
 * read mark moves up to it in the same transaction (never back), so it never counts as unread.
 */
export async function insertMessageOnce(
  db: Kysely<Database>,
  input: {
    conversationId: string;
    senderId: string;
    clientId: string;
    body: string;
    now: Date;
    /** The text as recipients read it, when contact details were hidden from it. */
    maskedBody?: string | null;
    imageKey?: string | null;
  },
): Promise<{ row: MessageRow; created: boolean }> {
  const known = await bySenderClientId(db, input.senderId, input.clientId);
  if (known) return { row: known, created: false };
  const now = input.now.toISOString();
  try {
    const row = await db.transaction().execute(async (trx) => {
      const { last_seq: seq } = await trx
        .updateTable('conversations')
        .set((eb) => ({ last_seq: eb('last_seq', '+', 1), last_message_at: now }))
        .where('id', '=', input.conversationId)
        .returning('last_seq')
        .executeTakeFirstOrThrow();
      const message: MessageRow = {
        id: randomUUID(),
        conversation_id: input.conversationId,
        seq: Number(seq),
        sender_id: input.senderId,
        body: input.body,
        client_id: input.clientId,
        created_at: now,
        masked_body: input.maskedBody ?? null,
        image_key: input.imageKey ?? null,
      };
      await trx.insertInto('messages').values(message).execute();
      await trx
        .updateTable('conversation_members')
        .set({ last_read_seq: message.seq })
        .where('conversation_id', '=', input.conversationId)
        .where('user_id', '=', input.senderId)
        .where('last_read_seq', '<', message.seq)
        .execute();
      return message;
    });
    return { row, created: true };
  } catch (err) {
    // The same resend, stored a moment ago by a concurrent request.
    if (!isUniqueViolation(err)) throw err;
    const stored = await bySenderClientId(db, input.senderId, input.clientId);
    if (!stored) throw err;
    return { row: stored, created: false };
  }
}

/** The number of a message of this conversation, or null when it is not one of its messages. */
export async function seqOfMessage(
  db: Kysely<Database>,
  conversationId: string,
  messageId: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('messages')
    .select('seq')
    .where('id', '=', messageId)
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  return row ? Number(row.seq) : null;
}

/** The latest `limit` messages before `beforeSeq` (all when null), oldest first, and whether older ones exist. */
export async function pageMessages(
  db: Kysely<Database>,
  conversationId: string,
  page: { beforeSeq: number | null; limit: number },
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  const rows = await db
    .selectFrom('messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .$if(page.beforeSeq !== null, (qb) => qb.where('seq', '<', page.beforeSeq ?? 0))
    .orderBy('seq', 'desc')
    .limit(page.limit + 1)
    .execute();
  const hasMore = rows.length > page.limit;
  return { rows: rows.slice(0, page.limit).reverse(), hasMore };
}

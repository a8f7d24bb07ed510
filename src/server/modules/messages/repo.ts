import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { BOOKED_STAGES } from '#shared/domain/messages';
import { prepareQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../bookings/db-errors';
import { shownNameOf } from '../users/shown-name';

/** One conversation of a user with the other member and the latest message, as the inbox reads it. */
export interface ConversationRow {
  id: string;
  kind: 'direct' | 'booking' | 'offer';
  booking_id: string | null;
  last_seq: number;
  last_message_at: string | null;
  my_last_read: number;
  other_last_read: number;
  other_id: string;
  other_name: string;
  other_picture: string | null;
  expert_user_name: string | null;
  expert_picture: string | null;
  last_sender_id: string | null;
  last_body: string | null;
  last_masked_body: string | null;
  last_image_key: string | null;
  last_created_at: string | null;
  blocked_by_me: string | null;
  blocked_me: string | null;
}

/** The conversations of `userId` (one when `conversationId` is given), newest message first. */
export function conversationsOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('conversation_members as me')
    .innerJoin('conversations as c', 'c.id', 'me.conversation_id')
    .innerJoin('conversation_members as om', (j) =>
      j.onRef('om.conversation_id', '=', 'c.id').on('om.user_id', '!=', userId),
    )
    .innerJoin('users as ou', 'ou.id', 'om.user_id')
    .leftJoin('expert_profiles as ep', 'ep.user_id', 'ou.id')
    .leftJoin('messages as lm', (j) => j.onRef('lm.conversation_id', '=', 'c.id').onRef('lm.seq', '=', 'c.last_seq'))
    .leftJoin('user_blocks as b1', (j) => j.on('b1.blocker_id', '=', userId).onRef('b1.blocked_id', '=', 'ou.id'))
    .leftJoin('user_blocks as b2', (j) => j.onRef('b2.blocker_id', '=', 'ou.id').on('b2.blocked_id', '=', userId))
    .where('me.user_id', '=', userId)
    .select([
      'c.id',
      'c.kind',
      'c.booking_id',
      'c.last_seq',
      'c.last_message_at',
      'me.last_read_seq as my_last_read',
      'om.last_read_seq as other_last_read',
      'ou.id as other_id',
      shownNameOf('ou', 'ep').as('other_name'),
      'ou.profile_picture as other_picture',
      'ep.user_name as expert_user_name',
      'ep.profile_picture as expert_picture',
      'lm.sender_id as last_sender_id',
      'lm.body as last_body',
      'lm.masked_body as last_masked_body',
      'lm.image_key as last_image_key',
      'lm.created_at as last_created_at',
      'b1.blocker_id as blocked_by_me',
      'b2.blocker_id as blocked_me',
    ]);
}

export async function listConversations(db: Kysely<Database>, userId: string, limit: number): Promise<ConversationRow[]> {
  const rows = await conversationsOf(db, userId)
    .where('c.last_seq', '>', 0)
    .orderBy('c.last_message_at', 'desc')
    .limit(limit)
    .execute();
  return rows;
}

/** Compiled once: every message sent and every read mark looks its conversation up. */
const conversationById = prepareQuery<{ userId: string; conversationId: string }, ConversationRow>((db, p) =>
  conversationsOf(db, p.userId).where('c.id', '=', p.conversationId),
);

/** The conversation as `userId` sees it, or null when they are not in it. */
export async function findConversation(
  db: Kysely<Database>,
  userId: string,
  conversationId: string,
): Promise<ConversationRow | null> {
  return (await conversationById.first(db, { userId, conversationId })) ?? null;
}

/** The sum of unread messages over every conversation of the user. */
export async function totalUnread(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('conversation_members as me')
    .innerJoin('conversations as c', 'c.id', 'me.conversation_id')
    .where('me.user_id', '=', userId)
    .select(sql<number | string | null>`sum(c.last_seq - me.last_read_seq)`.as('unread'))
    .executeTakeFirst();
  return Number(row?.unread ?? 0);
}

/** Whether the two have a booking the expert accepted, in either direction. */
export async function bookedTogether(db: Kysely<Database>, a: string, b: string): Promise<boolean> {
  const row = await db
    .selectFrom('bookings as bk')
    .innerJoin('expert_profiles as e', 'e.id', 'bk.expert_id')
    .select('bk.id')
    .where((eb) =>
      eb.or([
        eb.and([eb('bk.buyer_id', '=', a), eb('e.user_id', '=', b)]),
        eb.and([eb('bk.buyer_id', '=', b), eb('e.user_id', '=', a)]),
      ]),
    )
    .where('bk.stage', 'in', [...BOOKED_STAGES])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export const directKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

export async function directConversationId(db: Kysely<Database>, a: string, b: string): Promise<string | null> {
  const row = await db
    .selectFrom('conversations')
    .select('id')
    .where('direct_key', '=', directKey(a, b))
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Direct conversations `userId` started since `since`. */
export async function conversationsStartedSince(db: Kysely<Database>, userId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('conversations')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('created_by', '=', userId)
    .where('created_at', '>=', since.toISOString())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The direct conversation of the two, made with both as members (a concurrent maker wins, the id is the same). */
export async function createDirectConversation(
  db: Kysely<Database>,
  input: { from: string; to: string; now: Date },
): Promise<string> {
  const now = input.now.toISOString();
  const id = randomUUID();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('conversations')
        .values({
          id,
          kind: 'direct',
          booking_id: null,
          last_seq: 0,
          last_message_at: null,
          created_at: now,
          direct_key: directKey(input.from, input.to),
          created_by: input.from,
        })
        .execute();
      await trx
        .insertInto('conversation_members')
        .values([input.from, input.to].map((user_id) => ({ conversation_id: id, user_id, last_read_seq: 0, created_at: now })))
        .execute();
    });
    return id;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const existing = await directConversationId(db, input.from, input.to);
    if (!existing) throw err;
    return existing;
  }
}

/** Moves the member's read mark up to `seq` (capped at the conversation's last message; never back). */
export async function markRead(db: Kysely<Database>, conversationId: string, userId: string, seq: number): Promise<void> {
  await db
    .updateTable('conversation_members')
    .set({ last_read_seq: seq })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .where('last_read_seq', '<', seq)
    .execute();
}

/** The other members of a conversation. */
export async function otherMembers(db: Kysely<Database>, conversationId: string, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('conversation_members')
    .select('user_id')
    .where('conversation_id', '=', conversationId)
    .where('user_id', '!=', userId)
    .execute();
  return rows.map((r) => r.user_id);
}

export async function isMember(db: Kysely<Database>, conversationId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('conversation_members')
    .select('user_id')
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

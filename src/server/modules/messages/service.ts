import { sql } from 'kysely';
import type { Conversation } from '#shared/contract/http/messages';
import type { DirectMessage } from '#shared/contract/live-messages';
import { maskContactDetails } from '#shared/domain/contact-masking';
import {
  BOOKED_STAGES,
  MESSAGE_TEXTS,
  MESSAGES_PER_MINUTE,
  NEW_ACCOUNT_CONVERSATIONS_PER_DAY,
  isNewAccount,
} from '#shared/domain/messages';
import { AppError, badRequest, conflict, notFound, tooManyRequests } from '../../http/errors';
import type { EventHub } from '../../events';
import type { LiveHub } from '../../live/hub';
import type { AppDeps } from '../context';
import { ensureBookingConversation, insertMessageOnce, pageMessages } from '../conversations/repo';
import { findSessionBooking } from '../sessions/repo';
import { blockedEither } from './blocks';
import { deliverStored, viewOf } from './deliver';
import { perMinuteLimiter } from '../../services/per-minute-limiter';
import {
  bookedTogether,
  conversationsStartedSince,
  createDirectConversation,
  directConversationId,
  findConversation,
  listConversations,
  markRead,
  totalUnread,
  type ConversationRow,
} from './repo';

const INBOX_MAX = 200;
const DAY_MS = 24 * 3600 * 1000;

const blockedError = (row: ConversationRow) =>
  row.blocked_by_me
    ? new AppError(403, 'BLOCKED', MESSAGE_TEXTS.youBlocked)
    : new AppError(403, 'BLOCKED', MESSAGE_TEXTS.blockedYou);

/** Messages between users: the inbox, contact, history, sending, read marks. */
export function createMessageService(deps: AppDeps, live: { hub: LiveHub; events: EventHub }) {
  const db = deps.db.kysely;
  const now = () => deps.clock.now();
  const limiter = perMinuteLimiter(live.hub.redis, 'messages', MESSAGES_PER_MINUTE, now);
  const delivery = { hub: live.hub, events: live.events, storage: deps.storage };

  function toConversation(row: ConversationRow, viewerId: string, booked: boolean): Conversation {
    const mine = row.last_sender_id === viewerId;
    return {
      id: row.id,
      kind: row.kind,
      bookingId: row.booking_id,
      other: {
        userId: row.other_id,
        name: row.other_name,
        avatarUrl: row.expert_picture ?? row.other_picture,
        expertUserName: row.expert_user_name,
      },
      lastMessage:
        row.last_sender_id && row.last_created_at
          ? {
              senderId: row.last_sender_id,
              text: mine ? (row.last_body ?? '') : (row.last_masked_body ?? row.last_body ?? ''),
              hasImage: row.last_image_key !== null,
              createdAt: row.last_created_at,
            }
          : null,
      lastSeq: Number(row.last_seq),
      unread: Math.max(0, Number(row.last_seq) - Number(row.my_last_read)),
      otherLastReadSeq: Number(row.other_last_read),
      blocked: row.blocked_by_me ? 'you' : row.blocked_me ? 'them' : 'none',
      bookedTogether: row.kind === 'booking' || booked,
    };
  }

  async function visible(userId: string, conversationId: string): Promise<ConversationRow> {
    const row = await findConversation(db, userId, conversationId);
    if (!row) throw notFound(MESSAGE_TEXTS.notFound);
    return row;
  }

  /** The people the user has a booking with (the masking rule no longer applies between them). */
  async function bookedWith(userId: string): Promise<Set<string>> {
    const [asBuyer, asExpert] = await Promise.all([
      db
        .selectFrom('bookings as b')
        .innerJoin('expert_profiles as e', 'e.id', 'b.expert_id')
        .select('e.user_id as other')
        .where('b.buyer_id', '=', userId)
        .where('b.stage', 'in', [...BOOKED_STAGES])
        .execute(),
      db
        .selectFrom('bookings as b')
        .innerJoin('expert_profiles as e', 'e.id', 'b.expert_id')
        .select('b.buyer_id as other')
        .where('e.user_id', '=', userId)
        .where('b.stage', 'in', [...BOOKED_STAGES])
        .execute(),
    ]);
    return new Set([...asBuyer, ...asExpert].map((r) => r.other));
  }

  async function get(userId: string, conversationId: string): Promise<Conversation> {
    const row = await visible(userId, conversationId);
    return toConversation(row, userId, await bookedTogether(db, userId, row.other_id));
  }

  return {
    get,

    async list(userId: string) {
      const [rows, booked, total] = await Promise.all([
        listConversations(db, userId, INBOX_MAX),
        bookedWith(userId),
        totalUnread(db, userId),
      ]);
      return { conversations: rows.map((r) => toConversation(r, userId, booked.has(r.other_id))), totalUnread: total };
    },

    unread: (userId: string) => totalUnread(db, userId),

    /** The caller's direct conversation with the expert, started when there is none (capped for new accounts). */
    async contact(userId: string, expertUserName: string): Promise<Conversation> {
      const expert = await db
        .selectFrom('expert_profiles')
        .select('user_id')
        .where(sql<string>`lower(user_name)`, '=', expertUserName.toLowerCase())
        .executeTakeFirst();
      if (!expert) throw notFound(MESSAGE_TEXTS.userNotFound);
      if (expert.user_id === userId) throw badRequest(MESSAGE_TEXTS.ownConversation, undefined, 'SELF');
      if (await blockedEither(db, userId, expert.user_id)) {
        const mine = await db
          .selectFrom('user_blocks')
          .select('blocker_id')
          .where('blocker_id', '=', userId)
          .where('blocked_id', '=', expert.user_id)
          .executeTakeFirst();
        throw new AppError(403, 'BLOCKED', mine ? MESSAGE_TEXTS.youBlocked : MESSAGE_TEXTS.blockedYou);
      }
      let id = await directConversationId(db, userId, expert.user_id);
      if (!id) {
        const at = now();
        const me = await db.selectFrom('users').select('created_at').where('id', '=', userId).executeTakeFirstOrThrow();
        if (
          isNewAccount(new Date(me.created_at), at) &&
          (await conversationsStartedSince(db, userId, new Date(at.getTime() - DAY_MS))) >= NEW_ACCOUNT_CONVERSATIONS_PER_DAY
        )
          throw tooManyRequests(MESSAGE_TEXTS.newConversationsCapped);
        id = await createDirectConversation(db, { from: userId, to: expert.user_id, now: at });
      }
      return get(userId, id);
    },

    /** The booking's thread, the same conversation as its room's chat. */
    async forBooking(userId: string, bookingId: string): Promise<Conversation> {
      const found = await findSessionBooking(db, bookingId, userId);
      if (!found) throw notFound(MESSAGE_TEXTS.bookingNotFound);
      const id = await ensureBookingConversation(db, {
        bookingId: found.row.id,
        memberIds: [found.row.buyer_id, found.row.expert_user_id],
        now: now(),
      });
      return get(userId, id);
    },

    async page(userId: string, conversationId: string, query: { before?: number | undefined; limit: number }) {
      await visible(userId, conversationId);
      const { rows, hasMore } = await pageMessages(db, conversationId, { beforeSeq: query.before ?? null, limit: query.limit });
      return { messages: rows.map((r) => viewOf(r, userId, deps.storage)), hasMore };
    },

    async send(
      userId: string,
      conversationId: string,
      body: { clientId: string; text?: string | undefined; imageKey?: string | undefined },
    ): Promise<DirectMessage> {
      const conv = await visible(userId, conversationId);
      if (conv.blocked_by_me || conv.blocked_me) throw blockedError(conv);
      if (!(await limiter.allow(userId))) throw tooManyRequests(MESSAGE_TEXTS.rateLimited);
      if (body.imageKey !== undefined) {
        const upload = await db
          .selectFrom('uploads')
          .select('key')
          .where('key', '=', body.imageKey)
          .where('user_id', '=', userId)
          .where('kind', '=', 'message')
          .executeTakeFirst();
        if (!upload) throw badRequest(MESSAGE_TEXTS.imageUnknown, { imageKey: MESSAGE_TEXTS.imageUnknown }, 'IMAGE_UNKNOWN');
      }
      const text = body.text ?? '';
      let maskedBody: string | null = null;
      // A direct or an offer's thread hides contact details until the two have a booking; a booking's never.
      if (conv.kind !== 'booking' && text) {
        const masked = maskContactDetails(text);
        // The booking is looked up only for a message that has something to hide.
        if (masked.hidden.length > 0 && !(await bookedTogether(db, userId, conv.other_id))) maskedBody = masked.text;
      }
      const stored = await insertMessageOnce(db, {
        conversationId,
        senderId: userId,
        clientId: body.clientId,
        body: text,
        maskedBody,
        imageKey: body.imageKey ?? null,
        now: now(),
      });
      if (stored.row.conversation_id !== conversationId)
        throw conflict('That message id was used for another message. Send it again.', 'CLIENT_ID_REUSED');
      if (stored.created)
        await deliverStored(delivery, {
          row: stored.row,
          memberIds: [userId, conv.other_id],
          bookingId: conv.booking_id,
          toRoom: true,
        });
      return viewOf(stored.row, userId, deps.storage);
    },

    async read(userId: string, conversationId: string, seq: number) {
      const conv = await visible(userId, conversationId);
      const upTo = Math.min(seq, Number(conv.last_seq));
      if (upTo > Number(conv.my_last_read)) {
        await markRead(db, conversationId, userId, upTo);
        const event = { type: 'conversation.read', conversationId, userId, seq: upTo } as const;
        await Promise.all([live.hub.sendToUser(userId, event), live.hub.sendToUser(conv.other_id, event)]);
        if (upTo === Number(conv.last_seq)) await live.events.emit('conversation.caught-up', { conversationId, userId });
      }
      const after = await visible(userId, conversationId);
      return {
        unread: Math.max(0, Number(after.last_seq) - Number(after.my_last_read)),
        totalUnread: await totalUnread(db, userId),
      };
    },

    /** Relays "typing…" to the other member; silently nothing for a conversation one is not in or a block. */
    async typing(userId: string, conversationId: string): Promise<void> {
      const conv = await findConversation(db, userId, conversationId);
      if (!conv || conv.blocked_by_me || conv.blocked_me) return;
      await live.hub.sendToUser(conv.other_id, { type: 'conversation.typing', conversationId, userId });
    },
  };
}

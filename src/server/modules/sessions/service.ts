import type { ChatMessage } from '#shared/contract/live';
import type { Session } from '#shared/contract/http/sessions';
import { BOOKING_NOT_FOUND_MESSAGE } from '#shared/domain/booking';
import { resolveTurnSecret } from '../../secret';
import { badRequest, notFound } from '../../http/errors';
import type { AppDeps } from '../context';
import { bookingConversationId, pageMessages, seqOfMessage, type MessageRow } from '../conversations/repo';
import { roomEntry } from './access';
import { findSessionBooking, windowOf, type SessionBookingRow, type SessionRole } from './repo';
import { iceServersFor } from './turn';
import { settlementOf } from './settlement-record';

export const UNKNOWN_MESSAGE_MESSAGE = 'That message is not in this chat.';

export const toChatMessage = (bookingId: string, row: MessageRow): ChatMessage => ({
  id: row.id,
  bookingId,
  senderId: row.sender_id,
  clientId: row.client_id,
  text: row.body,
  createdAt: row.created_at,
});

const otherSide = (row: SessionBookingRow, role: SessionRole): Session['other'] =>
  role === 'buyer'
    ? {
        userId: row.expert_user_id,
        name: row.expert_name,
        username: row.expert_user_name,
        avatarUrl: row.expert_picture,
      }
    : {
        userId: row.buyer_id,
        name: row.buyer_name,
        username: row.buyer_username,
        avatarUrl: row.buyer_picture,
      };

export type SessionService = ReturnType<typeof createSessionService>;

/** The call room as its two sides read it over HTTP: the session and its chat (anyone else: 404). */
export function createSessionService(deps: AppDeps) {
  const db = deps.db.kysely;
  const turnSecret = resolveTurnSecret(deps.config.turn.secret, deps.config.dataDir);

  async function visible(bookingId: string, userId: string) {
    const found = await findSessionBooking(db, bookingId, userId);
    if (!found) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
    return found;
  }

  async function get(bookingId: string, userId: string): Promise<Session> {
    const { row, role } = await visible(bookingId, userId);
    const now = deps.clock.now();
    const window = windowOf(row);
    const entry = roomEntry(row, now);
    return {
      bookingId: row.id,
      viewerRole: role,
      stage: row.stage,
      gigTitle: row.gig_title,
      packageTitle: row.package_title,
      sessionTime: row.session_time,
      extraTime: row.extra_time,
      other: otherSide(row, role),
      window: window && {
        opensAt: window.opensAt.toISOString(),
        startsAt: window.startsAt.toISOString(),
        bookedEndsAt: window.bookedEndsAt.toISOString(),
        closesAt: window.closesAt.toISOString(),
      },
      serverNow: now.toISOString(),
      iceServers:
        'window' in entry ? iceServersFor(deps.config.turn, turnSecret, userId, entry.window.closesAt) : [],
      settlement: settlementOf(row),
      credits: row.credits,
    };
  }

  /** A page of the booking's chat, newest last; `before` is the id of the oldest message the caller has. */
  async function chat(
    bookingId: string,
    userId: string,
    page: { before?: string | undefined; limit: number },
  ) {
    const { row } = await visible(bookingId, userId);
    const conversationId = await bookingConversationId(db, row.id);
    let beforeSeq: number | null = null;
    if (page.before !== undefined) {
      beforeSeq = conversationId ? await seqOfMessage(db, conversationId, page.before) : null;
      if (beforeSeq === null) throw badRequest(UNKNOWN_MESSAGE_MESSAGE, { before: UNKNOWN_MESSAGE_MESSAGE });
    }
    if (!conversationId) return { messages: [], hasMore: false };
    const { rows, hasMore } = await pageMessages(db, conversationId, { beforeSeq, limit: page.limit });
    return { messages: rows.map((r) => toChatMessage(row.id, r)), hasMore };
  }

  /** The chat read in the room up to `messageId`: its conversation read as far (the inbox's own rule). */
  async function chatSeen(bookingId: string, userId: string, messageId: string) {
    const { row } = await visible(bookingId, userId);
    const conversationId = await bookingConversationId(db, row.id);
    const seq = conversationId ? await seqOfMessage(db, conversationId, messageId) : null;
    if (!conversationId || seq === null) throw badRequest(UNKNOWN_MESSAGE_MESSAGE, { messageId: UNKNOWN_MESSAGE_MESSAGE });
    return { conversationId, seq };
  }

  return { get, chat, chatSeen };
}

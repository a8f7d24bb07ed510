import { LIVE_ERRORS, LIVE_LIMITS, type LiveClientMessage } from '#shared/contract/live';
import type { EventHub } from '../../events';
import type { LiveConnection, LiveHub } from '../../live/hub';
import type { AppDeps } from '../context';
import { bookingConversationId, ensureBookingConversation, insertMessageOnce } from '../conversations/repo';
import { deliverStored } from '../messages/deliver';
import { chatRefusal } from './access';
import { perMinuteLimiter } from '../../services/per-minute-limiter';
import { findSessionBooking } from './repo';
import { toChatMessage } from './service';

type ChatSend = Extract<LiveClientMessage, { type: 'chat.send' }>;

/**
 * The booking's chat over the live channel: a participant's message is stored once (per client
 * id) in the booking's conversation and sent as `chat.message` to every socket of both sides,
 * in the room or not. A resend sends the stored message again (clients keep messages by id).
 * A new message also reaches the inbox and raises `message.stored`.
 */
export function createChat(deps: AppDeps, hub: LiveHub, events: EventHub) {
  const db = deps.db.kysely;
  const limiter = perMinuteLimiter(hub.redis, 'chat', LIVE_LIMITS.chatPerMinute, () => deps.clock.now());

  return async function send(conn: LiveConnection, { bookingId, clientId, text }: ChatSend): Promise<void> {
    const refuse = (error: { code: string; message: string }) =>
      conn.send({ type: 'error', ...error, bookingId });
    if (!(await limiter.allow(conn.userId))) {
      refuse(LIVE_ERRORS.rateLimited);
      return;
    }
    const found = await findSessionBooking(db, bookingId, conn.userId);
    if (!found) {
      refuse(LIVE_ERRORS.notFound);
      return;
    }
    const now = deps.clock.now();
    const refusal = chatRefusal(found.row, now);
    if (refusal) {
      refuse(refusal);
      return;
    }
    const { row } = found;
    const conversationId =
      (await bookingConversationId(db, row.id)) ??
      (await ensureBookingConversation(db, {
        bookingId: row.id,
        memberIds: [row.buyer_id, row.expert_user_id],
        now,
      }));
    const stored = await insertMessageOnce(db, {
      conversationId,
      senderId: conn.userId,
      clientId,
      body: text,
      now,
    });
    // A client id the sender used in another chat: that message is not this chat's.
    if (stored.row.conversation_id !== conversationId) return;
    const message = { type: 'chat.message', message: toChatMessage(row.id, stored.row) } as const;
    await Promise.all([hub.sendToUser(row.buyer_id, message), hub.sendToUser(row.expert_user_id, message)]);
    // The same thread in the inbox (message.new) and the message.stored event, once.
    if (stored.created)
      await deliverStored(
        { hub, events, storage: deps.storage },
        { row: stored.row, memberIds: [row.buyer_id, row.expert_user_id], bookingId: row.id, toRoom: false },
      );
  };
}

import type { DirectMessage } from '#shared/contract/live-messages';
import type { EventHub } from '../../events';
import type { LiveHub } from '../../live/hub';
import type { Storage } from '../../services/storage';
import type { MessageRow } from '../conversations/repo';

/** The message as `viewerId` reads it: recipients read the masked text, the sender the original. */
export function viewOf(row: MessageRow, viewerId: string, storage: Pick<Storage, 'urlFor'>): DirectMessage {
  const mine = row.sender_id === viewerId;
  return {
    id: row.id,
    conversationId: row.conversation_id,
    seq: Number(row.seq),
    senderId: row.sender_id,
    clientId: mine ? row.client_id : null,
    text: mine ? row.body : (row.masked_body ?? row.body),
    imageUrl: row.image_key ? storage.urlFor(row.image_key) : null,
    hidden: row.masked_body !== null,
    createdAt: row.created_at,
  };
}

export interface DeliveryContext {
  hub: LiveHub;
  events: EventHub;
  storage: Pick<Storage, 'urlFor'>;
}

/**
 * After a new message was committed: `message.new` to every open client of every member (each
 * its own view), the room's `chat.message` for a booking's thread when `toRoom` (a message sent
 * from the inbox; the room's chat sends its own), and the `message.stored` event, once.
 */
export async function deliverStored(
  ctx: DeliveryContext,
  input: { row: MessageRow; memberIds: string[]; bookingId: string | null; toRoom: boolean },
): Promise<void> {
  const { row, memberIds, bookingId } = input;
  const sends = memberIds.map((userId) =>
    ctx.hub.sendToUser(userId, { type: 'message.new', message: viewOf(row, userId, ctx.storage) }),
  );
  if (bookingId && input.toRoom) {
    const chat = {
      type: 'chat.message',
      message: {
        id: row.id,
        bookingId,
        senderId: row.sender_id,
        clientId: row.client_id,
        text: row.body,
        createdAt: row.created_at,
      },
    } as const;
    sends.push(...memberIds.map((userId) => ctx.hub.sendToUser(userId, chat)));
  }
  await Promise.all(sends);
  ctx.hub.track(
    ctx.events.emit('message.stored', {
      conversationId: row.conversation_id,
      messageId: row.id,
      senderId: row.sender_id,
      recipientIds: memberIds.filter((id) => id !== row.sender_id),
      preview: row.masked_body ?? row.body,
      bookingId,
      createdAt: row.created_at,
    }),
  );
}

import { z } from 'zod';

/**
 * The messages' part of the live channel, joined into live.ts's unions. A message is
 * sent over HTTP (clear errors, rate limits); the channel delivers it, the read receipts and
 * "typing…" to every open client of the members.
 */

/** One message as one member reads it: a recipient reads masked text, its sender the original. */
export const directMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  seq: z.number().int(),
  senderId: z.string(),
  clientId: z.string().nullable(),
  /** Empty for an image without text. */
  text: z.string(),
  imageUrl: z.string().nullable(),
  /**
   * For the recipient: contact details were hidden from this text. For the sender: the recipient
   * reads this message with contact details hidden (the sender is told why).
   */
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type DirectMessage = z.infer<typeof directMessageSchema>;

const conversationId = z.string().min(1).max(64);

export const messageClientMessages = [
  /** The sender is writing (clients send it at most every TYPING_SIGNAL_EVERY_MS). */
  z.object({ type: z.literal('conversation.typing'), conversationId }),
] as const;

export const messageServerMessages = [
  /** A new message of a conversation the user is in (their own included, for their other clients). */
  z.object({ type: z.literal('message.new'), message: directMessageSchema }),
  /** `userId` has read the conversation up to `seq` (the other side: a read receipt; oneself: unread counts). */
  z.object({ type: z.literal('conversation.read'), conversationId, userId: z.string(), seq: z.number().int() }),
  z.object({ type: z.literal('conversation.typing'), conversationId, userId: z.string() }),
] as const;

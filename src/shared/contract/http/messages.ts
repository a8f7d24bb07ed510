import { z } from 'zod';
import {
  MESSAGE_PAGE_DEFAULT,
  MESSAGE_PAGE_MAX,
  MESSAGE_TEXTS,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  messageTextSchema,
} from '../../domain/messages';
import { directMessageSchema } from '../live-messages';
import { defineRoute, messageSchema } from './route';

/** The other member of a conversation, as the inbox shows them. */
const personSchema = z.object({
  userId: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** Their public expert page's name, when they are an expert. */
  expertUserName: z.string().nullable(),
});

export const conversationSchema = z.object({
  id: z.string(),
  /** `offer`: the thread of a request's offer, between its buyer and its expert. */
  kind: z.enum(['direct', 'booking', 'offer']),
  bookingId: z.string().nullable(),
  other: personSchema,
  lastMessage: z
    .object({ senderId: z.string(), text: z.string(), hasImage: z.boolean(), createdAt: z.string() })
    .nullable(),
  lastSeq: z.number().int(),
  unread: z.number().int(),
  /** How far the other member has read (read receipts). */
  otherLastReadSeq: z.number().int(),
  /** `you`: the caller blocked the other; `them`: the other blocked the caller; `none` otherwise. */
  blocked: z.enum(['none', 'you', 'them']),
  /** A booking between the two exists: nothing is hidden from new messages. */
  bookedTogether: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

const conversationParams = z.object({ conversationId: z.string().min(1).max(64) });
const userParams = z.object({ userId: z.string().min(1).max(64) });

export const sendMessageBodySchema = z
  .object({
    clientId: z.uuid(),
    text: messageTextSchema.optional(),
    /** The key of an image the sender uploaded with uploadMessageImage. */
    imageKey: z.string().min(1).max(100).optional(),
  })
  .refine((b) => b.text !== undefined || b.imageKey !== undefined, { message: MESSAGE_TEXTS.needTextOrImage, path: ['text'] });

export const messagesRoutes = {
  /** Every conversation of the caller with a message, newest first, and the total unread. */
  conversationsList: defineRoute({
    method: 'GET',
    path: '/api/conversations',
    auth: 'user',
    response: z.object({ conversations: z.array(conversationSchema), totalUnread: z.number().int() }),
  }),
  /** The header's mail icon: the total unread only. */
  conversationsUnread: defineRoute({
    method: 'GET',
    path: '/api/conversations/unread',
    auth: 'user',
    response: z.object({ totalUnread: z.number().int() }),
  }),
  /** "Contact": the caller's direct conversation with the expert, made on first use. */
  conversationsContact: defineRoute({
    method: 'POST',
    path: '/api/conversations/contact',
    refuses: [403, 404, 429],
    auth: 'verified',
    body: z.object({ expertUserName: z.string().trim().min(1).max(100) }),
    response: z.object({ conversation: conversationSchema }),
  }),
  /** A booking's thread (the room's chat), made on first use; anyone but its buyer and expert: 404. */
  conversationsForBooking: defineRoute({
    method: 'POST',
    path: '/api/conversations/booking/:bookingId',
    refuses: [404],
    auth: 'user',
    params: z.object({ bookingId: z.string().min(1).max(64) }),
    response: z.object({ conversation: conversationSchema }),
  }),
  conversationsGet: defineRoute({
    method: 'GET',
    path: '/api/conversations/:conversationId',
    refuses: [404],
    auth: 'user',
    params: conversationParams,
    response: z.object({ conversation: conversationSchema }),
  }),
  /** History paged backwards: the latest `limit` messages before `before` (a seq), oldest first. */
  conversationsMessages: defineRoute({
    method: 'GET',
    path: '/api/conversations/:conversationId/messages',
    refuses: [404],
    auth: 'user',
    params: conversationParams,
    query: z.object({
      before: z.coerce.number().int().min(1).optional(),
      limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_MAX).default(MESSAGE_PAGE_DEFAULT),
    }),
    response: z.object({ messages: z.array(directMessageSchema), hasMore: z.boolean() }),
  }),
  /** Sends a message; a resend with the same clientId answers the stored one and stores nothing. */
  conversationsSend: defineRoute({
    method: 'POST',
    creates: true,
    path: '/api/conversations/:conversationId/messages',
    refuses: [403, 404, 409, 429],
    auth: 'verified',
    params: conversationParams,
    body: sendMessageBodySchema,
    response: z.object({ message: directMessageSchema }),
  }),
  /** Marks the conversation read up to `seq` (never backwards). */
  conversationsRead: defineRoute({
    method: 'POST',
    path: '/api/conversations/:conversationId/read',
    refuses: [404],
    auth: 'user',
    params: conversationParams,
    body: z.object({ seq: z.number().int().min(0) }),
    response: z.object({ unread: z.number().int(), totalUnread: z.number().int() }),
  }),
  /** Blocks a user: they can no longer message or book the caller. */
  usersBlock: defineRoute({
    method: 'PUT',
    path: '/api/blocks/:userId',
    refuses: [404],
    auth: 'user',
    params: userParams,
    response: messageSchema,
  }),
  usersUnblock: defineRoute({
    method: 'DELETE',
    path: '/api/blocks/:userId',
    auth: 'user',
    params: userParams,
    response: messageSchema,
  }),
  /** Reports a user for moderation (kept as a row). */
  usersReport: defineRoute({
    method: 'POST',
    creates: true,
    path: '/api/reports',
    refuses: [404],
    auth: 'user',
    body: z.object({
      userId: z.string().min(1).max(64),
      conversationId: z.string().min(1).max(64).optional(),
      reason: z.enum(REPORT_REASONS),
      details: z.string().trim().max(REPORT_DETAILS_MAX).optional(),
    }),
    response: messageSchema,
  }),
};

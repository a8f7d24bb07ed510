import { z } from 'zod';
import { BOOKING_STAGES } from '../../domain/booking';
import { SETTLEMENT_RULES } from '../../domain/session-settlement';
import { chatMessageSchema } from '../live';
import { defineRoute } from './route';

/** An ICE server as RTCPeerConnection takes it; TURN entries carry short-lived credentials. */
const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

const sideAttendanceSchema = z.object({
  /** When they first came into the room; null: never. */
  joinedAt: z.string().nullable(),
  inRoomMs: z.number().int().min(0),
});

/** The attendance a booking's settlement was decided from, as both sides read it. */
export const settlementSchema = z.object({
  outcome: z.enum(['completed', 'expert_no_show', 'buyer_no_show', 'not_held']),
  rule: z.enum(SETTLEMENT_RULES),
  settledAt: z.string(),
  buyer: sideAttendanceSchema,
  expert: sideAttendanceSchema,
  togetherMs: z.number().int().min(0),
  minTogetherMs: z.number().int().min(0),
});
export type SessionSettlement = z.infer<typeof settlementSchema>;

/** One booking's call room as its buyer or its expert sees it (anyone else: 404). */
const sessionSchema = z.object({
  bookingId: z.string(),
  viewerRole: z.enum(['buyer', 'expert']),
  stage: z.enum(BOOKING_STAGES),
  gigTitle: z.string(),
  packageTitle: z.string(),
  sessionTime: z.string(),
  extraTime: z.string(),
  other: z.object({ userId: z.string(), name: z.string(), username: z.string(), avatarUrl: z.string().nullable() }),
  /** The window (ISO times); null while the booking has no accepted start time. */
  window: z
    .object({ opensAt: z.string(), startsAt: z.string(), bookedEndsAt: z.string(), closesAt: z.string() })
    .nullable(),
  /** The server's clock when it answered, so the countdown does not trust the device's clock. */
  serverNow: z.string(),
  /** STUN and TURN servers, TURN credentials expiring with the window; empty before it opens. */
  iceServers: z.array(iceServerSchema),
  /** How the session was settled, once it is (it may be before the room closes: both left, or the buyer confirmed). */
  settlement: settlementSchema.nullable(),
  /** The booking's credits (a review needs a paid session or one held together long enough). */
  credits: z.number().int(),
});
export type Session = z.infer<typeof sessionSchema>;

const params = z.object({ bookingId: z.string().min(1).max(64) });

export const sessionRoutes = {
  sessionsGet: defineRoute({
    method: 'GET',
    path: '/api/sessions/:bookingId',
    refuses: [404],
    auth: 'user',
    params,
    response: z.object({ session: sessionSchema }),
  }),
  /** The booking's chat, newest last, paged backwards with `before` (a message id). */
  /**
   * The chat seen in the room up to this message: the booking's conversation is read that far, so
   * the inbox shows no unread badge and no "unread message" email goes out for it.
   */
  sessionsChatRead: defineRoute({
    method: 'POST',
    path: '/api/sessions/:bookingId/chat/read',
    refuses: [404],
    auth: 'user',
    params,
    body: z.object({ messageId: z.string().min(1).max(64) }),
    response: z.object({ unread: z.number().int(), totalUnread: z.number().int() }),
  }),
  sessionsChat: defineRoute({
    method: 'GET',
    path: '/api/sessions/:bookingId/chat',
    refuses: [404],
    auth: 'user',
    params,
    query: z.object({ before: z.string().max(64).optional(), limit: z.coerce.number().int().min(1).max(100).default(50) }),
    response: z.object({ messages: z.array(chatMessageSchema), hasMore: z.boolean() }),
  }),
};

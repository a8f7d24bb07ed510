import { z } from 'zod';
import { JOIN_OPENS_BEFORE_MINUTES } from '../domain/session';
import { notificationSchema } from './http/notifications';
import { MESSAGE_TEXT_MAX } from '../domain/messages';
import { messageClientMessages, messageServerMessages } from './live-messages';

/**
 * The real-time channel (call rooms, messages, notifications): one WebSocket per signed-in client at `LIVE_PATH`.
 * The first message authenticates with the session token (never in the URL); then the client joins
 * session rooms, relays WebRTC signalling to the other party and chats. Every message, both ways,
 * is one of these schemas as JSON text; the server closes the socket on anything else.
 */
export const LIVE_PATH = '/api/live';

/** Limits the server enforces on each socket. */
export const LIVE_LIMITS = {
  /** Largest message accepted, in bytes (an SDP offer with a screen track fits easily). */
  maxMessageBytes: 64 * 1024,
  /** The auth message must arrive within this time after the socket opens. */
  authTimeoutMs: 10_000,
  /** Messages a socket may send per window before it is closed for flooding. */
  messagesPerWindow: 200,
  windowMs: 10_000,
  /** The server pings this often; a socket that does not answer within one interval is dropped. */
  heartbeatMs: 25_000,
  /** Chat messages one user may send a minute, over all their sockets (more: an `error` RATE_LIMITED). */
  chatPerMinute: 30,
} as const;

/** Close codes (4000–4999 are ours), each with the reason text the server sends. */
export const LIVE_CLOSE = {
  badMessage: { code: 4400, reason: 'That message is not one the server understands.' },
  unauthenticated: { code: 4401, reason: 'Sign in again to reconnect.' },
  authTimeout: { code: 4408, reason: 'The connection did not sign in in time.' },
  tooMany: { code: 4429, reason: 'Too many messages. Slow down and reconnect.' },
  tooBig: { code: 1009, reason: 'That message is too large.' },
  shuttingDown: { code: 1012, reason: 'The server is restarting. Reconnecting…' },
} as const;

/**
 * The refusals sent as an `error` message (the socket stays open). A booking that is not the
 * caller's, or does not exist, is NOT_FOUND either way, so the answer reveals nothing about it.
 */
export const LIVE_ERRORS = {
  notFound: { code: 'NOT_FOUND', message: 'Session not found.' },
  roomNotOpen: { code: 'ROOM_NOT_OPEN', message: `The room opens ${JOIN_OPENS_BEFORE_MINUTES} minutes before the session starts.` },
  roomClosed: { code: 'ROOM_CLOSED', message: 'This session has ended.' },
  notInRoom: { code: 'NOT_IN_ROOM', message: 'Join the room first.' },
  rateLimited: { code: 'RATE_LIMITED', message: 'You are sending messages too fast. Wait a moment and try again.' },
} as const;
export type LiveErrorCode = (typeof LIVE_ERRORS)[keyof typeof LIVE_ERRORS]['code'];

const bookingId = z.string().min(1).max(64);

/**
 * A WebRTC description or ICE candidate, or the sender's camera turned on or off (`media`), passed
 * through to the other party untouched. The camera's state is said outright, the moment it
 * changes: a receiver waiting for frames to stop would show the last frame for seconds.
 */
const signalData = z.union([
  z.object({
    description: z.object({
      type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
      sdp: z.string().max(60_000).optional(),
    }),
  }),
  z.object({
    candidate: z
      .object({
        candidate: z.string().max(2_000),
        sdpMid: z.string().max(64).nullable().optional(),
        sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
        usernameFragment: z.string().max(256).nullable().optional(),
      })
      .nullable(),
  }),
  z.object({ media: z.object({ camera: z.boolean() }) }),
]);
export type SignalData = z.infer<typeof signalData>;
/** What the peer connection itself takes: a description or an ICE candidate. */
export type PeerSignal = Exclude<SignalData, { media: unknown }>;

export const CHAT_MESSAGE_MAX = MESSAGE_TEXT_MAX;
export const CHAT_TOO_LONG_MESSAGE = `Messages can be at most ${CHAT_MESSAGE_MAX} characters.`;
export const CHAT_EMPTY_MESSAGE = 'Write a message first.';

export const chatTextSchema = z
  .string()
  .trim()
  .min(1, CHAT_EMPTY_MESSAGE)
  .max(CHAT_MESSAGE_MAX, CHAT_TOO_LONG_MESSAGE)
  .refine((t) => !t.includes('\u0000'), 'Text cannot contain the NUL character (\\u0000).');

/** Messages a client sends. */
export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4_096) }),
  z.object({ type: z.literal('room.join'), bookingId }),
  z.object({ type: z.literal('room.leave'), bookingId }),
  z.object({ type: z.literal('signal'), bookingId, data: signalData }),
  /** `clientId` is the sender's own id for the message: resending it stores it once. */
  z.object({ type: z.literal('chat.send'), bookingId, clientId: z.uuid(), text: chatTextSchema }),
  z.object({ type: z.literal('ping') }),
  ...messageClientMessages,
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

const role = z.enum(['buyer', 'expert']);
const peer = z.object({ userId: z.string(), role });

export const chatMessageSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  senderId: z.string(),
  clientId: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Messages the server sends. */
export const liveServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), userId: z.string() }),
  /** Answer to room.join: who else is in the room now, and when it closes. */
  z.object({ type: z.literal('room.joined'), bookingId, role, peers: z.array(peer), closesAt: z.string() }),
  z.object({ type: z.literal('room.peer-joined'), bookingId, peer }),
  z.object({ type: z.literal('room.peer-left'), bookingId, peer }),
  /**
   * This socket is out of the room: the window closed or the booking was settled (the call ends for
   * both), or `replaced`: the same user joined the room from another socket (tab or reconnect).
   */
  z.object({ type: z.literal('room.closed'), bookingId, reason: z.enum(['window-closed', 'settled', 'replaced']) }),
  z.object({ type: z.literal('signal'), bookingId, from: z.string(), data: signalData }),
  z.object({ type: z.literal('chat.message'), message: chatMessageSchema }),
  z.object({ type: z.literal('pong') }),
  /** A new notification for the bell (a message's notification again when more arrive), with the unread count. */
  z.object({ type: z.literal('notification.new'), notification: notificationSchema, unread: z.number().int().min(0) }),
  /** The bell's unread count changed elsewhere (read on another client). */
  z.object({ type: z.literal('notification.unread'), unread: z.number().int().min(0) }),
  ...messageServerMessages,
  /**
   * A refusal that does not close the socket (a room one may not enter, a chat the session no
   * longer takes, sending too fast): `code` is one of LIVE_ERRORS' (or INTERNAL). Text the schema
   * refuses (empty, too long) is bad input and closes the socket: check it with chatTextSchema first.
   */
  z.object({
    type: z.literal('error'),
    code: z.string(),
    message: z.string(),
    bookingId: bookingId.optional(),
  }),
]);
export type LiveServerMessage = z.infer<typeof liveServerMessageSchema>;

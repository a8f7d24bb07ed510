import { z } from 'zod';
import { english } from '#shared/i18n/english';
import { hasNulCharacter, NUL_CHARACTER_MESSAGE } from './text';

/**
 * Messages between users: direct conversations and each booking's thread. The limits
 * and refusals live here once; the server enforces them, the renderer shows them.
 */

/** Longest text of one message, in characters (the room's chat takes the same). */
export const MESSAGE_TEXT_MAX = 2_000;
export const MESSAGE_TOO_LONG = english('messages:messages.tooLong', { max: MESSAGE_TEXT_MAX });
export const MESSAGE_EMPTY = english('messages:messages.empty');

/** Abuse limits: messages one user may send a minute (over every conversation and instance). */
export const MESSAGES_PER_MINUTE = 30;
/** An account younger than this many days is new... */
export const NEW_ACCOUNT_DAYS = 7;
/** ...and may start at most this many conversations in any 24 hours. */
export const NEW_ACCOUNT_CONVERSATIONS_PER_DAY = 10;

/** Messages a page of history holds at most; the default page. */
export const MESSAGE_PAGE_MAX = 100;
export const MESSAGE_PAGE_DEFAULT = 30;
/** The "typing…" hint lasts this long after the last keystroke signal; clients signal at most this often. */
export const TYPING_SHOWN_MS = 4_000;
export const TYPING_SIGNAL_EVERY_MS = 2_000;

export const MESSAGE_TEXTS = {
  rateLimited: english('messages:messages.rateLimited'),
  newConversationsCapped: english('messages:messages.newConversationsCapped', { max: NEW_ACCOUNT_CONVERSATIONS_PER_DAY }),
  notFound: english('messages:messages.notFound'),
  bookingNotFound: english('messages:booking.notFound'),
  userNotFound: english('messages:messages.userNotFound'),
  ownConversation: english('messages:messages.ownConversation'),
  youBlocked: english('messages:messages.youBlocked'),
  blockedYou: english('messages:messages.blockedYou'),
  bookingBlocked: english('messages:messages.bookingBlocked'),
  blockSelf: english('messages:messages.blockSelf'),
  reportSelf: english('messages:messages.reportSelf'),
  imageUnknown: english('messages:messages.imageUnknown'),
  needTextOrImage: english('messages:messages.needTextOrImage'),
  unknownBefore: english('messages:messages.unknownBefore'),
  reported: english('messages:messages.reported'),
} as const;

export const messageTextSchema = z
  .string()
  .trim()
  .min(1, MESSAGE_EMPTY)
  .max(MESSAGE_TEXT_MAX, MESSAGE_TOO_LONG)
  .refine((t) => !hasNulCharacter(t), NUL_CHARACTER_MESSAGE);

export const REPORT_REASONS = ['spam', 'harassment', 'off-platform', 'scam', 'other'] as const;
export const REPORT_DETAILS_MAX = 1_000;

/** Whether an account created at `createdAt` is new at `now` (the daily cap on new conversations applies). */
export const isNewAccount = (createdAt: Date, now: Date): boolean =>
  now.getTime() - createdAt.getTime() < NEW_ACCOUNT_DAYS * 24 * 3600 * 1000;

/**
 * The stages of a booking that count as "a booking between the two exists" for the masking rule:
 * the expert accepted it (a request, or one declined, cancelled or expired, does not count).
 */
export const BOOKED_STAGES = ['accepted', 'completed', 'expert_no_show', 'buyer_no_show', 'not_held'] as const;

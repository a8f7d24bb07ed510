/**
 * Notifications: what the bell lists and what may be emailed, one kind per event. Each
 * kind's email can be switched off on the settings page or by the one-click unsubscribe link its
 * emails carry; the bell always keeps them.
 */
export const NOTIFICATION_KINDS = [
  'booking.requested',
  'booking.accepted',
  'booking.declined',
  'booking.cancelled',
  'booking.expired',
  'booking.settled',
  'booking.reminder',
  'review.new',
  'message.new',
  // A gig's price raised to the minimum (migration 0920).
  'gig.price_raised',
  // A dispute of a settled session: opened, answered, a deadline passed, decided.
  'dispute.update',
  // Support answered a ticket the user opened (modules/support).
  'support.answer',
  // An operator warned the user about reported content, or hid or showed again their gig or review.
  'moderation',
  // A Pro subscription's renewal failed for good (halted): Pro ends with the period paid for.
  'pro.halted',
  // The daily evaluation raised or lowered the expert's level (modules/levels).
  'level.change',
  // A buyer's request matched the expert, or the expert's offer was closed (modules/requests).
  'request.matched',
  // An expert sent an offer on the buyer's request.
  'request.offer',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const isNotificationKind = (value: string): value is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(value);

/** Messages unread this long are emailed (one email per conversation). */
export const UNREAD_MESSAGE_EMAIL_DELAY_MS = 15 * 60_000;

/** The bell's page size, and the largest a client may ask for. */
export const NOTIFICATIONS_PAGE = { default: 20, max: 50 } as const;

/** A notification's preview of a message is cut at this many characters. */
export const NOTIFICATION_PREVIEW_MAX = 140;


/** The settings page's route in the app. */
export const NOTIFICATION_SETTINGS_PATH = '/settings/notifications';

/** Cuts a text for a notification's preview (between graphemes, so no emoji is cut in half; with an ellipsis). */
export function previewOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const graphemes = Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(flat), (s) => s.segment);
  return graphemes.length <= NOTIFICATION_PREVIEW_MAX ? flat : `${graphemes.slice(0, NOTIFICATION_PREVIEW_MAX - 1).join('')}…`;
}

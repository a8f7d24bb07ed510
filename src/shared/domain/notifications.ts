import { english } from '#shared/i18n/english';
/**
 * Notifications (issue 16): what the bell lists and what may be emailed, one kind per event. Each
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
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const isNotificationKind = (value: string): value is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(value);

/** The settings page's label of each kind's email. */
export const NOTIFICATION_EMAIL_LABELS: Record<NotificationKind, string> = {
  'booking.requested': 'New booking requests',
  'booking.accepted': 'Bookings accepted',
  'booking.declined': 'Bookings declined',
  'booking.cancelled': 'Bookings cancelled',
  'booking.expired': 'Booking requests expired',
  'booking.settled': 'Sessions completed or missed',
  'booking.reminder': 'Session reminders (a day and 15 minutes before)',
  'review.new': 'New reviews',
  'message.new': 'Messages still unread after 15 minutes',
};

/** Messages unread this long are emailed (one email per conversation). */
export const UNREAD_MESSAGE_EMAIL_DELAY_MS = 15 * 60_000;

/** The bell's page size, and the largest a client may ask for. */
export const NOTIFICATIONS_PAGE = { default: 20, max: 50 } as const;

/** A notification's preview of a message is cut at this many characters. */
export const NOTIFICATION_PREVIEW_MAX = 140;

export const NOTIFICATION_NOT_FOUND_MESSAGE = english('messages:notifications.notFound');
export const UNSUBSCRIBE_INVALID_MESSAGE = english('messages:notifications.unsubscribeInvalid');
export const UNSUBSCRIBE_DONE_MESSAGE = (kind: NotificationKind) =>
  `You will no longer get emails about: ${NOTIFICATION_EMAIL_LABELS[kind]}. You can switch them on again in your notification settings.`;
export const UNSUBSCRIBE_CONFIRM_MESSAGE = (kind: NotificationKind) =>
  `Stop emails about: ${NOTIFICATION_EMAIL_LABELS[kind]}?`;

/** The settings page's route in the app. */
export const NOTIFICATION_SETTINGS_PATH = '/settings/notifications';

/** Cuts a text for a notification's preview (between graphemes, so no emoji is cut in half; with an ellipsis). */
export function previewOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const graphemes = Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(flat), (s) => s.segment);
  return graphemes.length <= NOTIFICATION_PREVIEW_MAX ? flat : `${graphemes.slice(0, NOTIFICATION_PREVIEW_MAX - 1).join('')}…`;
}

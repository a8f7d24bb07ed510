/** The bell's and the settings page's texts (issue 16). */
export const TEXTS = {
  bell: 'Notifications',
  bellUnread: (n: number) => `Notifications, ${n} unread`,
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  empty: 'No notifications yet.',
  loading: 'Loading…',
  loadFailed: 'The notifications could not be loaded.',
  retry: 'Try again',
  more: 'Show older',
  settings: 'Notification settings',
  settingsTitle: 'Notification settings',
  settingsIntro: 'Choose which emails Qurious sends you. The bell in the header always lists every notification.',
  emailHeading: 'Emails',
  saved: 'Saved.',
  saveFailed: 'Your change could not be saved. Try again.',
  settingsLoadFailed: 'Your settings could not be loaded.',
} as const;

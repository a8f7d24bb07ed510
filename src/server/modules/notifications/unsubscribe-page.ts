import type { NotificationKind } from '#shared/domain/notifications';
import {
  NOTIFICATION_SETTINGS_PATH,
  UNSUBSCRIBE_CONFIRM_MESSAGE,
  UNSUBSCRIBE_DONE_MESSAGE,
  UNSUBSCRIBE_INVALID_MESSAGE,
} from '#shared/domain/notifications';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const page = (title: string, content: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)} · Qurious</title></head><body><main><h1>${escape(title)}</h1>${content}</main></body></html>`;

/** The link's page (GET): asks before switching off, since mail scanners follow links. */
export const confirmPage = (kind: NotificationKind, action: string) =>
  page(
    'Unsubscribe',
    `<p>${escape(UNSUBSCRIBE_CONFIRM_MESSAGE(kind))}</p><form method="post" action="${escape(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
  );

export const donePage = (kind: NotificationKind, publicUrl: string) =>
  page(
    'Unsubscribed',
    `<p role="status">${escape(UNSUBSCRIBE_DONE_MESSAGE(kind))}</p><p><a href="${escape(publicUrl + NOTIFICATION_SETTINGS_PATH)}">Notification settings</a></p>`,
  );

export const invalidPage = () => page('Unsubscribe', `<p role="alert">${escape(UNSUBSCRIBE_INVALID_MESSAGE)}</p>`);

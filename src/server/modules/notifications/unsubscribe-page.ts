import { directionOf } from '#shared/domain/ui-language';
import { NOTIFICATION_SETTINGS_PATH, type NotificationKind } from '#shared/domain/notifications';
import type { EmailKey, MailTexts } from '../../services/mail-texts';

/**
 * The unsubscribe link's pages, in the account's language (`users.language`, as the email that
 * carried the link): their texts are the emails catalogue's (src/shared/locales/<lng>/emails.ts).
 */
/** The languages of an Accept-Language header, in the order the browser sends them (its first is its first choice). */
export const acceptedLanguages = (header: string | undefined): string[] =>
  (header ?? '').split(',').map((part) => part.split(';')[0]?.trim() ?? '').filter(Boolean);

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const page = ({ language }: MailTexts, title: string, content: string) =>
  `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)} · Qurious</title></head><body><main><h1>${escape(title)}</h1>${content}</main></body></html>`;

const KIND_NAMES: Record<NotificationKind, EmailKey> = {
  'booking.requested': 'emails:kind.booking.requested',
  'booking.accepted': 'emails:kind.booking.accepted',
  'booking.declined': 'emails:kind.booking.declined',
  'booking.cancelled': 'emails:kind.booking.cancelled',
  'booking.expired': 'emails:kind.booking.expired',
  'booking.settled': 'emails:kind.booking.settled',
  'booking.reminder': 'emails:kind.booking.reminder',
  'review.new': 'emails:kind.review.new',
  'message.new': 'emails:kind.message.new',
  'gig.price_raised': 'emails:kind.gig.price_raised',
  'dispute.update': 'emails:kind.dispute.update',
  'support.answer': 'emails:kind.support.answer',
  'pro.halted': 'emails:kind.pro.halted',
  'level.change': 'emails:kind.level.change',
  moderation: 'emails:kind.moderation',
  'request.matched': 'emails:kind.request.matched',
  'request.offer': 'emails:kind.request.offer',
};
const kindName = ({ t }: MailTexts, kind: NotificationKind) => t(KIND_NAMES[kind]);

/** The link's page (GET): asks before switching off, since mail scanners follow links. */
export const confirmPage = (texts: MailTexts, kind: NotificationKind, action: string) =>
  page(
    texts,
    texts.t('emails:unsubscribe.title'),
    `<p>${escape(texts.t('emails:unsubscribe.confirm', { kind: kindName(texts, kind) }))}</p><form method="post" action="${escape(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escape(texts.t('emails:unsubscribe.action'))}</button></form>`,
  );

export const donePage = (texts: MailTexts, kind: NotificationKind, publicUrl: string) =>
  page(
    texts,
    texts.t('emails:unsubscribe.doneTitle'),
    `<p role="status">${escape(texts.t('emails:unsubscribe.done', { kind: kindName(texts, kind) }))}</p><p><a href="${escape(publicUrl + NOTIFICATION_SETTINGS_PATH)}">${escape(texts.t('emails:unsubscribe.settings'))}</a></p>`,
  );

export const invalidPage = (texts: MailTexts) => page(texts, texts.t('emails:unsubscribe.title'), `<p role="alert">${escape(texts.t('emails:unsubscribe.invalid'))}</p>`);

import type { MailMessage } from '../../services/mailer';
import { mailTexts, type MailRecipient } from '../../services/mail-texts';
import { layout, text } from '../users/mails';

/** Tells an account it is suspended: the operator's reason, the end (or none), what stops and what happened to its bookings. */
export function suspendedMail(to: MailRecipient, reason: string, until: string | null): MailMessage {
  const texts = mailTexts(to);
  const { t } = texts;
  const lines = [
    t('emails:greeting', { name: to.name }),
    t('emails:suspension.body', { reason }),
    until === null ? t('emails:suspension.indefinite') : t('emails:suspension.until', { until: texts.time(until, 'UTC') }),
    t('emails:suspension.bookings'),
  ];
  return { to: to.email, subject: t('emails:suspension.subject'), text: text(texts, lines, [], []), html: layout(texts, lines, []) };
}

/** Tells an account its suspension was lifted (by an operator or by its end date). */
export function liftedMail(to: MailRecipient): MailMessage {
  const texts = mailTexts(to);
  const { t } = texts;
  const lines = [t('emails:greeting', { name: to.name }), t('emails:suspension.lifted.body')];
  return { to: to.email, subject: t('emails:suspension.lifted.subject'), text: text(texts, lines, [], []), html: layout(texts, lines, []) };
}

import { EMAIL_CHANGE_TTL_HOURS } from '#shared/domain/account-changes';
import type { MailMessage } from '../../services/mailer';
import { layout, resetLink, signInLink, text, type Action, type Texts } from './mails';
import type { NoticeTokens } from './mails';
import { mailTexts, type MailRecipient } from '../../services/mail-texts';

const mail = (texts: Texts, to: string, subject: string, lines: string[], actions: Action[], after: string[]): MailMessage => ({
  to,
  subject,
  text: text(texts, lines, actions, after),
  html: layout(texts, lines, actions, after),
});

/** To the new address, in the account's language: the link that makes the change (single use, valid EMAIL_CHANGE_TTL_HOURS). */
export function emailChangeLinkMail(
  publicUrl: string,
  to: { name: string; newEmail: string; language?: string | null },
  token: string,
): MailMessage {
  const texts = mailTexts(to);
  const { t } = texts;
  const link = `${publicUrl}/change-email?token=${token}`;
  return mail(
    texts,
    to.newEmail,
    t('emails:change.link.subject'),
    [t('emails:greeting', { name: to.name }), t('emails:change.link.body', { hours: EMAIL_CHANGE_TTL_HOURS })],
    [{ label: t('emails:change.link.action'), link }],
    [t('emails:change.link.ignore')],
  );
}

/** To the current address, in the account's language: a change was asked for, and how to secure the account if it was not the owner. */
export function emailChangeNoticeMail(publicUrl: string, to: MailRecipient & { newEmail: string }, resetToken: string): MailMessage {
  const texts = mailTexts(to);
  const { t } = texts;
  return mail(
    texts,
    to.email,
    t('emails:change.notice.subject'),
    [
      t('emails:greeting', { name: to.name }),
      t('emails:change.notice.body1', { oldEmail: to.email, newEmail: to.newEmail }),
      t('emails:change.notice.body2'),
      t('emails:change.notice.body3'),
    ],
    [{ label: t('emails:change.notice.action'), link: resetLink(publicUrl, resetToken) }],
    [],
  );
}

/** To the owner of an address someone else asked to move their account to, in that owner's language: told, nothing changed. */
export function emailTakenNoticeMail(publicUrl: string, to: MailRecipient, tokens: NoticeTokens): MailMessage {
  const texts = mailTexts(to);
  const { t } = texts;
  return mail(
    texts,
    to.email,
    t('emails:change.taken.subject'),
    [t('emails:greeting', { name: to.name }), t('emails:change.taken.body1'), t('emails:change.taken.body2')],
    [
      { label: t('emails:notice.signInAction'), link: signInLink(publicUrl, tokens.signIn) },
      { label: t('emails:notice.resetAction'), link: resetLink(publicUrl, tokens.reset) },
    ],
    [t('emails:taken.after')],
  );
}

import { EMAIL_CHANGE_TTL_HOURS } from '#shared/domain/account-changes';
import type { MailMessage } from '../../services/mailer';
import { layout, resetLink, signInLink, text, type Action } from './mails';
import type { NoticeTokens } from './mails';
import { mailTexts } from './mail-texts';

/** These notices are written in English for now (issue 17: the account's language reaches them next). */
const english = mailTexts({ name: '', email: '', language: null });

const mail = (to: string, subject: string, lines: string[], actions: Action[], after: string[]): MailMessage => ({
  to,
  subject,
  text: text(english, lines, actions, after),
  html: layout(english, lines, actions, after),
});

/** To the new address: the link that makes the change (single use, valid EMAIL_CHANGE_TTL_HOURS). */
export function emailChangeLinkMail(publicUrl: string, to: { name: string; newEmail: string }, token: string): MailMessage {
  const link = `${publicUrl}/change-email?token=${token}`;
  return mail(
    to.newEmail,
    'Confirm your new email for Qurious',
    [
      `Hi ${to.name},`,
      `You asked to use this address for your Qurious account. Confirm it with the link below. It works once, for ${EMAIL_CHANGE_TTL_HOURS} hours.`,
    ],
    [{ label: 'Confirm new email', link }],
    ['If you did not ask for this, you can ignore this email: nothing changes.'],
  );
}

/** To the current address: a change was asked for, and how to secure the account if it was not the owner. */
export function emailChangeNoticeMail(
  publicUrl: string,
  to: { name: string; email: string; newEmail: string },
  resetToken: string,
): MailMessage {
  return mail(
    to.email,
    'Your Qurious email is about to change',
    [
      `Hi ${to.name},`,
      `Someone signed in to your Qurious account asked to change its email from ${to.email} to ${to.newEmail}. The change happens only when the link we sent to the new address is followed.`,
      'If it was you, there is nothing more to do here.',
      'If it was not you, reset your password now with the link below (it works for 1 hour): this stops the change and signs every device out. Then check the devices signed in to your account in Settings.',
    ],
    [{ label: 'Reset your password', link: resetLink(publicUrl, resetToken) }],
    [],
  );
}

/** To the owner of an address someone else asked to move their account to: told, nothing changed. */
export function emailTakenNoticeMail(publicUrl: string, to: { name: string; email: string }, tokens: NoticeTokens): MailMessage {
  return mail(
    to.email,
    'Someone tried to use your email address on Qurious',
    [
      `Hi ${to.name},`,
      'Someone asked to move another Qurious account to your email address. It already belongs to your account, so nothing changed.',
      'If you need to, sign in with the first link below, or set a new password with the second one.',
    ],
    [
      { label: 'Sign in now (works once, for 30 minutes)', link: signInLink(publicUrl, tokens.signIn) },
      { label: 'Reset your password (works for 1 hour)', link: resetLink(publicUrl, tokens.reset) },
    ],
    ['If it was not you, you can ignore this email.'],
  );
}

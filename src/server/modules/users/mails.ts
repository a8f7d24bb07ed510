import { directionOf } from '#shared/domain/ui-language';
import type { MailMessage } from '../../services/mailer';
import { mailTexts, type MailRecipient } from '../../services/mail-texts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface Action {
  label: string;
  link: string;
}

export type Texts = ReturnType<typeof mailTexts>;

export function layout({ language, t }: Texts, lines: string[], actions: Action[], after: string[] = []): string {
  const paragraphs = (ls: string[]) => ls.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  const buttons = actions
    .map(
      ({ label, link }) =>
        `<p><a href="${escapeHtml(link)}" style="background:#5b3df5;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p><p style="color:#5f5c70;font-size:13px">${escapeHtml(t('emails:pasteLink', { link }))}</p>`,
    )
    .join('');
  return `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><body style="font-family:sans-serif;color:#16151d">${paragraphs(lines)}${buttons}${paragraphs(after)}<p>${escapeHtml(t('emails:signature'))}</p></body></html>`;
}

export function text({ t }: Texts, lines: string[], actions: Action[], after: string[]): string {
  const links = actions.map(({ label, link }) => `${label}:\n${link}`);
  return `${[...lines, ...links, ...after].join('\n\n')}\n\n${t('emails:signature')}\n`;
}

export const signInLink = (publicUrl: string, token: string) => `${publicUrl}/sign-in-link?token=${token}`;
export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/reset-password?token=${token}`;

/** A mail with one link: its lines, the link on its own, a closing line (the text part), and a button (the HTML part). */
function linkMail(texts: Texts, to: MailRecipient, subject: string, lines: string[], action: Action, closing: string): MailMessage {
  return {
    to: to.email,
    subject,
    text: `${lines.join('\n\n')}\n\n${action.link}\n\n${closing}\n\n${texts.t('emails:signature')}\n`,
    html: layout(texts, [...lines, closing], [action]),
  };
}

/** The email with the link that verifies an address (valid 24 hours), in the account's language. */
export function verificationMail(publicUrl: string, to: MailRecipient, token: string): MailMessage {
  const texts = mailTexts(to);
  const { t } = texts;
  const link = `${publicUrl}/verify-email?token=${token}&email=${encodeURIComponent(to.email)}`;
  const lines = [t('emails:greeting', { name: to.name }), t('emails:verify.body')];
  return linkMail(texts, to, t('emails:verify.subject'), lines, { label: t('emails:verify.action'), link }, t('emails:verify.ignore'));
}

/** The email with the link that sets a new password (valid 1 hour), in the account's language. */
export function resetPasswordMail(publicUrl: string, to: MailRecipient, token: string): MailMessage {
  const texts = mailTexts(to);
  const { t } = texts;
  const lines = [t('emails:greeting', { name: to.name }), t('emails:reset.body')];
  return linkMail(texts, to, t('emails:reset.subject'), lines, { label: t('emails:reset.action'), link: resetLink(publicUrl, token) }, t('emails:reset.ignore'));
}

export interface NoticeTokens {
  /** A one-time sign-in token (30 minutes). */
  signIn: string;
  /** A password reset token (1 hour). */
  reset: string;
}

function noticeMail(publicUrl: string, texts: Texts, to: MailRecipient, subject: string, lines: string[], tokens: NoticeTokens, after: string[]): MailMessage {
  const { t } = texts;
  const actions = [
    { label: t('emails:notice.signInAction'), link: signInLink(publicUrl, tokens.signIn) },
    { label: t('emails:notice.resetAction'), link: resetLink(publicUrl, tokens.reset) },
  ];
  return { to: to.email, subject, text: text(texts, lines, actions, after), html: layout(texts, lines, actions, after) };
}

/**
 * The account's sign-in throttle engaged (several wrong passwords from clients the owner never
 * signed in from): what happened, a one-time sign-in link that works whatever the throttle, and a
 * reset link. Sent at most once an hour.
 */
export function signInAlertMail(publicUrl: string, to: MailRecipient, tokens: NoticeTokens): MailMessage {
  const texts = mailTexts(to);
  const { t } = texts;
  const lines = [t('emails:greeting', { name: to.name }), t('emails:alert.body1'), t('emails:alert.body2')];
  return noticeMail(publicUrl, texts, to, t('emails:alert.subject'), lines, tokens, [t('emails:alert.after')]);
}

/** Someone tried to sign up with an address that already has an account: its owner is told, with a sign-in and a reset link. */
export function signupAttemptMail(publicUrl: string, to: MailRecipient, tokens: NoticeTokens): MailMessage {
  const texts = mailTexts(to);
  const { t } = texts;
  const lines = [t('emails:greeting', { name: to.name }), t('emails:taken.body1'), t('emails:taken.body2')];
  return noticeMail(publicUrl, texts, to, t('emails:taken.subject'), lines, tokens, [t('emails:taken.after')]);
}

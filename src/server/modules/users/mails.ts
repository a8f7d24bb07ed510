import type { MailMessage } from '../../services/mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface Action {
  label: string;
  link: string;
}

export function layout(lines: string[], actions: Action[], after: string[] = []): string {
  const paragraphs = (ls: string[]) => ls.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  const buttons = actions
    .map(
      ({ label, link }) =>
        `<p><a href="${escapeHtml(link)}" style="background:#5b3df5;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p><p style="color:#5f5c70;font-size:13px">Or paste this address into your browser: ${escapeHtml(link)}</p>`,
    )
    .join('');
  return `<!doctype html><html><body style="font-family:sans-serif;color:#16151d">${paragraphs(lines)}${buttons}${paragraphs(after)}<p>The Qurious team</p></body></html>`;
}

export function text(lines: string[], actions: Action[], after: string[]): string {
  const links = actions.map(({ label, link }) => `${label}:\n${link}`);
  return `${[...lines, ...links, ...after].join('\n\n')}\n\nThe Qurious team\n`;
}

export const signInLink = (publicUrl: string, token: string) => `${publicUrl}/sign-in-link?token=${token}`;
export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/reset-password?token=${token}`;

/** The email with the link that verifies an address (valid 24 hours). */
export function verificationMail(publicUrl: string, to: { name: string; email: string }, token: string): MailMessage {
  const link = `${publicUrl}/verify-email?token=${token}&email=${encodeURIComponent(to.email)}`;
  const lines = [`Hi ${to.name},`, 'Welcome to Qurious! Please confirm your email address with the link below. It works for 24 hours.'];
  return {
    to: to.email,
    subject: 'Verify your email for Qurious',
    text: `${lines.join('\n\n')}\n\n${link}\n\nIf you did not sign up for Qurious, you can ignore this email.\n\nThe Qurious team\n`,
    html: layout([...lines, 'If you did not sign up for Qurious, you can ignore this email.'], [{ label: 'Verify email', link }]),
  };
}

/** The email with the link that sets a new password (valid 1 hour). */
export function resetPasswordMail(publicUrl: string, to: { name: string; email: string }, token: string): MailMessage {
  const link = resetLink(publicUrl, token);
  const lines = [`Hi ${to.name},`, 'Someone asked to reset the password of your Qurious account. The link below works for 1 hour.'];
  return {
    to: to.email,
    subject: 'Reset your Qurious password',
    text: `${lines.join('\n\n')}\n\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.\n\nThe Qurious team\n`,
    html: layout([...lines, 'If it was not you, ignore this email: your password stays as it is.'], [{ label: 'Reset password', link }]),
  };
}

export interface NoticeTokens {
  /** A one-time sign-in token (30 minutes). */
  signIn: string;
  /** A password reset token (1 hour). */
  reset: string;
}

function noticeMail(publicUrl: string, to: { email: string }, subject: string, lines: string[], tokens: NoticeTokens, after: string[]): MailMessage {
  const actions = [
    { label: 'Sign in now (works once, for 30 minutes)', link: signInLink(publicUrl, tokens.signIn) },
    { label: 'Reset your password (works for 1 hour)', link: resetLink(publicUrl, tokens.reset) },
  ];
  return { to: to.email, subject, text: text(lines, actions, after), html: layout(lines, actions, after) };
}

/**
 * The account's sign-in throttle engaged (several wrong passwords from clients the owner never
 * signed in from): what happened, a one-time sign-in link that works whatever the throttle, and a
 * reset link. Sent at most once an hour.
 */
export function signInAlertMail(publicUrl: string, to: { name: string; email: string }, tokens: NoticeTokens): MailMessage {
  return noticeMail(
    publicUrl,
    to,
    'Several failed sign-ins to your Qurious account',
    [
      `Hi ${to.name},`,
      'Someone tried to sign in to your Qurious account several times with a wrong password. To protect it, sign-ins from browsers and apps you have never used with Qurious now have to wait a little between attempts. The devices you signed in from before are not slowed down.',
      'If it was you, you can sign in at once with the first link below. If you forgot your password, set a new one with the second link: it also lifts the wait.',
    ],
    tokens,
    ['If it was not you, your account is safe as long as nobody knows your password. Choose a new one with the reset link if you are unsure.'],
  );
}

/** Someone tried to sign up with an address that already has an account: its owner is told, with a sign-in and a reset link. */
export function signupAttemptMail(publicUrl: string, to: { name: string; email: string }, tokens: NoticeTokens): MailMessage {
  return noticeMail(
    publicUrl,
    to,
    'Someone tried to sign up with your email address',
    [
      `Hi ${to.name},`,
      'Someone tried to create a new Qurious account with your email address. You already have an account, so no new account was made and nothing changed.',
      'If it was you, sign in with the first link below, or set a new password with the second one if you forgot it.',
    ],
    tokens,
    ['If it was not you, you can ignore this email.'],
  );
}

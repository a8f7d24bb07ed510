import type { MailMessage } from '../../services/mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function layout(lines: string[], link: string, action: string): string {
  const paragraphs = lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  const href = escapeHtml(link);
  return `<!doctype html><html><body style="font-family:sans-serif;color:#16151d">${paragraphs}<p><a href="${href}" style="background:#5b3df5;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p><p style="color:#5f5c70;font-size:13px">Or paste this address into your browser: ${href}</p><p>The Qurious team</p></body></html>`;
}

/** The email with the link that verifies an address (valid 24 hours). */
export function verificationMail(publicUrl: string, to: { name: string; email: string }, token: string): MailMessage {
  const link = `${publicUrl}/verify-email?token=${token}&email=${encodeURIComponent(to.email)}`;
  const lines = [`Hi ${to.name},`, 'Welcome to Qurious! Please confirm your email address with the link below. It works for 24 hours.'];
  return {
    to: to.email,
    subject: 'Verify your email for Qurious',
    text: `${lines.join('\n\n')}\n\n${link}\n\nIf you did not sign up for Qurious, you can ignore this email.\n\nThe Qurious team\n`,
    html: layout([...lines, 'If you did not sign up for Qurious, you can ignore this email.'], link, 'Verify email'),
  };
}

/** The email with the link that sets a new password (valid 1 hour). */
export function resetPasswordMail(publicUrl: string, to: { name: string; email: string }, token: string): MailMessage {
  const link = `${publicUrl}/reset-password?token=${token}`;
  const lines = [`Hi ${to.name},`, 'Someone asked to reset the password of your Qurious account. The link below works for 1 hour.'];
  return {
    to: to.email,
    subject: 'Reset your Qurious password',
    text: `${lines.join('\n\n')}\n\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.\n\nThe Qurious team\n`,
    html: layout([...lines, 'If it was not you, ignore this email: your password stays as it is.'], link, 'Reset password'),
  };
}

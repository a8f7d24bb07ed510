import type { NotificationKind } from '#shared/domain/notifications';
import { NOTIFICATION_SETTINGS_PATH } from '#shared/domain/notifications';
import type { AppDeps } from '../context';
import type { MailMessage } from '../../services/mailer';
import { mailTexts } from '../../services/mail-texts';
import { emailIsOn } from './repo';
import { unsubscribeUrl } from './unsubscribe-token';

/** The headers of RFC 8058's one-click unsubscribe for one kind of email to one user. */
export function unsubscribeHeaders(deps: Pick<AppDeps, 'config' | 'jwtSecret'>, userId: string, kind: NotificationKind) {
  const url = unsubscribeUrl(deps.config.publicUrl, deps.jwtSecret, userId, kind);
  return {
    url,
    headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * Sends a notification email of a kind, unless the user switched that kind off: it carries the
 * one-click unsubscribe headers and the same links in its text, the footer in the recipient's
 * language (`users.language`, as the message itself). Answers whether it was sent.
 */
export async function sendNotificationEmail(
  deps: AppDeps,
  to: { id: string; email: string; language?: string | null },
  kind: NotificationKind,
  message: Omit<MailMessage, 'to' | 'headers'>,
): Promise<boolean> {
  if (!(await emailIsOn(deps.db.kysely, to.id, kind))) return false;
  const { url, headers } = unsubscribeHeaders(deps, to.id, kind);
  const { t } = mailTexts(to);
  const settings = `${deps.config.publicUrl}${NOTIFICATION_SETTINGS_PATH}`;
  const footer = `\n\n--\n${t('emails:footer.stop', { link: url })}\n${t('emails:footer.settings', { link: settings })}`;
  await deps.mailer.send({ ...message, to: to.email, text: `${message.text}${footer}`, headers });
  return true;
}

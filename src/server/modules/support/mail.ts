import { supportTicketPath } from '#shared/domain/support-ticket';
import { mailTexts } from '../../services/mail-texts';
import type { AppDeps } from '../context';
import { sendNotificationEmail } from '../notifications/email';
import type { Notifier } from '../notifications/notifier';
import { findTicket } from './repo';
import { ticketKey } from './ticket-key';

/**
 * Tells the sender that support answered, once the answer is kept: a signed-in sender in the bell and
 * by email (unless they switched these emails off), in the account's language; a sender without an
 * account by email only, in the form's language, with the keyed link to the thread.
 */
export async function announceAnswer(deps: AppDeps, notifier: Pick<Notifier, 'notify'>, ticketId: string, answer: string): Promise<void> {
  const ticket = await findTicket(deps.db.kysely, ticketId);
  if (!ticket) return;
  const account = ticket.user_id
    ? await deps.db.kysely.selectFrom('users').select(['id', 'name', 'email', 'language']).where('id', '=', ticket.user_id).executeTakeFirst()
    : undefined;
  const path = supportTicketPath(ticket.id, account ? undefined : ticketKey(deps.jwtSecret, ticket.id));
  const x = mailTexts({ language: account?.language ?? ticket.language });
  const subject = x.t('emails:support.answer.subject', { subject: ticket.subject });
  const greeting = account ? x.t('emails:greeting', { name: account.name }) : x.t('emails:support.hello');
  const text = `${greeting}\n\n${x.t('emails:support.answer.body', { subject: ticket.subject, answer })}\n\n${x.t('emails:support.link', { link: `${deps.config.publicUrl}${path}` })}\n\nQurious`;
  if (!account) {
    await deps.mailer.send({ to: ticket.email, subject, text });
    return;
  }
  await notifier.notify({
    userId: account.id,
    kind: 'support.answer',
    title: { key: 'emails:bell.support.answer.title' },
    body: { key: 'emails:bell.support.answer.body', values: { subject: ticket.subject } },
    link: path,
    subjectId: ticket.id,
  });
  await sendNotificationEmail(deps, account, 'support.answer', { subject, text });
}

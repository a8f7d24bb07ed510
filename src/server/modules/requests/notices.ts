import { requestPath, sessionMinutesOf } from '#shared/domain/requests';
import { durationText } from '#shared/i18n/durations';
import { MESSAGE_LOCALES } from '#shared/i18n/message-format';
import { mailTexts } from '../../services/mail-texts';
import type { AppDeps } from '../context';
import { sendNotificationEmail } from '../notifications/email';
import type { Notifier } from '../notifications/notifier';
import type { RequestOffersTable, RequestsTable } from './tables';

type Notify = Pick<Notifier, 'notify'>;

async function accountOf(deps: AppDeps, userId: string) {
  return deps.db.kysely.selectFrom('users').select(['id', 'name', 'email', 'language']).where('id', '=', userId).executeTakeFirst();
}

/** Tells each matched expert of a new request: in the bell (live) and by email, in their language. */
export async function announceMatches(deps: AppDeps, notifier: Notify, r: RequestsTable, expertUserIds: readonly string[]): Promise<void> {
  const link = requestPath(r.id);
  for (const userId of expertUserIds) {
    const account = await accountOf(deps, userId);
    if (!account) continue;
    await notifier.notify({
      userId,
      kind: 'request.matched',
      title: { key: 'emails:bell.request.matched.title' },
      body: { key: 'emails:bell.request.matched.body', values: { title: r.title, min: r.budget_min, max: r.budget_max } },
      link,
      subjectId: r.id,
    });
    const x = mailTexts(account);
    const length = durationText(MESSAGE_LOCALES[x.language], sessionMinutesOf(r.session_time));
    const topic = [r.software, r.skill].filter((s) => s !== null).join(', ');
    const values = { title: r.title, topic, length, min: r.budget_min, max: r.budget_max, link: `${deps.config.publicUrl}${link}` };
    await sendNotificationEmail(deps, account, 'request.matched', {
      subject: x.t('emails:request.matched.subject', values),
      text: `${x.t('emails:greeting', { name: account.name })}\n\n${x.t('emails:request.matched.body', values)}\n\nQurious`,
    });
  }
}

/** Tells the buyer of a new offer (the bell, live on their open page, and by email). */
export async function announceOffer(deps: AppDeps, notifier: Notify, r: RequestsTable, offer: RequestOffersTable, expertName: string): Promise<void> {
  const account = await accountOf(deps, r.buyer_id);
  if (!account) return;
  const link = requestPath(r.id);
  const values = { title: r.title, expert: expertName, credits: offer.credits, link: `${deps.config.publicUrl}${link}` };
  await notifier.notify({
    userId: account.id,
    kind: 'request.offer',
    title: { key: 'emails:bell.request.offer.title' },
    body: { key: 'emails:bell.request.offer.body', values: { title: r.title, expert: expertName, credits: offer.credits } },
    link,
    subjectId: r.id,
  });
  const x = mailTexts(account);
  await sendNotificationEmail(deps, account, 'request.offer', {
    subject: x.t('emails:request.offer.subject', values),
    text: `${x.t('emails:greeting', { name: account.name })}\n\n${x.t('emails:request.offer.body', values)}\n\nQurious`,
  });
}

/** Tells the experts whose offers were closed (another was accepted, or the request closed or expired). */
export async function announceClosed(deps: AppDeps, notifier: Notify, r: RequestsTable, expertUserIds: readonly string[]): Promise<void> {
  for (const userId of expertUserIds) {
    const account = await accountOf(deps, userId);
    if (!account) continue;
    await notifier.notify({
      userId,
      kind: 'request.matched',
      title: { key: 'emails:bell.request.closed.title' },
      body: { key: 'emails:bell.request.closed.body', values: { title: r.title } },
      link: requestPath(r.id),
      subjectId: r.id,
    });
    const x = mailTexts(account);
    await sendNotificationEmail(deps, account, 'request.matched', {
      subject: x.t('emails:request.closed.subject', { title: r.title }),
      text: `${x.t('emails:greeting', { name: account.name })}\n\n${x.t('emails:request.closed.body', { title: r.title })}\n\nQurious`,
    });
  }
}

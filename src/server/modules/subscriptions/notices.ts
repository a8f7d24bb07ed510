import { mailTexts } from '../../services/mail-texts';
import type { AppDeps } from '../context';
import { sendNotificationEmail } from '../notifications/email';
import type { Notifier } from '../notifications/notifier';

export const BILLING_PATH = '/settings/billing';

/**
 * Tells a user their subscription halted (Razorpay gave up retrying a renewal): in the bell and by
 * email (unless they switched these off), in their language, with the day Pro ends and the billing link.
 */
export async function announceHalted(
  deps: AppDeps,
  notifier: Pick<Notifier, 'notify'>,
  { subscriptionId, userId, paidUntil }: { subscriptionId: string; userId: string; paidUntil: string | null },
): Promise<void> {
  const user = await deps.db.kysely.selectFrom('users').select(['id', 'name', 'email', 'language']).where('id', '=', userId).executeTakeFirst();
  if (!user) return;
  await notifier.notify({
    userId,
    kind: 'pro.halted',
    title: { key: 'emails:bell.pro.halted.title' },
    body: { key: 'emails:bell.pro.halted.body' },
    link: BILLING_PATH,
    subjectId: subscriptionId,
  });
  const x = mailTexts({ language: user.language });
  const date = paidUntil ? x.time(paidUntil, 'UTC') : '';
  const text = `${x.t('emails:greeting', { name: user.name })}\n\n${x.t('emails:pro.halted.body', { date })} ${deps.config.publicUrl}${BILLING_PATH}\n\nQurious`;
  await sendNotificationEmail(deps, user, 'pro.halted', { subject: x.t('emails:pro.halted.subject'), text });
}

import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../context';
import { mailTexts } from '../../services/mail-texts';

/** Mails a receipt for credits bought, in the buyer's language; a mail failure is logged, never undoes the payment. */
export async function sendTopupReceipt(
  deps: AppDeps,
  log: FastifyBaseLogger,
  p: { userId: string; credits: number; testMode: boolean },
): Promise<void> {
  const { userId, credits, testMode } = p;
  const user = await deps.db.kysely
    .selectFrom('users')
    .select(['email', 'name', 'language'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return;
  const link = `${deps.config.publicUrl}/wallet`;
  const { t, credits: creditsText } = mailTexts(user);
  const note = testMode ? `\n\n${t('emails:topup.testMode')}` : '';
  try {
    await deps.mailer.send({
      to: user.email,
      subject: t('emails:topup.subject'),
      text: `${t('emails:greeting', { name: user.name })}\n\n${t('emails:topup.body', { credits: creditsText(credits) })}${note}\n\n${t('emails:topup.link', { link })}\n\nQurious`,
    });
  } catch (err) {
    // The credits are in the ledger already; the receipt is a courtesy.
    log.warn({ err, to: user.email }, 'top-up receipt could not be sent');
  }
}

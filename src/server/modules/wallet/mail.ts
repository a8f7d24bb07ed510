import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../context';
import { formatCredits } from '#shared/domain/wallet';

/** Mails a receipt for credits bought; a mail failure is logged, never undoes the payment. */
export async function sendTopupReceipt(
  deps: AppDeps,
  log: FastifyBaseLogger,
  p: { userId: string; credits: number; testMode: boolean },
): Promise<void> {
  const { userId, credits, testMode } = p;
  const user = await deps.db.kysely
    .selectFrom('users')
    .select(['email', 'name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return;
  const link = `${deps.config.publicUrl}/wallet`;
  const note = testMode ? '\n\nThis was a test-mode purchase: no money was taken.' : '';
  try {
    await deps.mailer.send({
      to: user.email,
      subject: 'Credits added to your Qurious wallet',
      text: `Hi ${user.name},\n\n${formatCredits(credits)} were added to your wallet.${note}\n\nYour wallet: ${link}\n\nQurious`,
    });
  } catch (err) {
    // The credits are in the ledger already; the receipt is a courtesy.
    log.warn({ err, to: user.email }, 'top-up receipt could not be sent');
  }
}

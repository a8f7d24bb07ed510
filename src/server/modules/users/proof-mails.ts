import { isSocialProvider, PROVIDER_NAMES } from '#shared/domain/social';
import type { MailMessage } from '../../services/mailer';
import type { AppDeps } from '../context';
import { removedAnything, type ProofRemoval } from './address-proof';
import type { Background } from '../../services/background';
import { layout, text } from './mails';
import { mailTexts, type MailRecipient } from '../../services/mail-texts';

/** To the proven address, in the account's language: what the proof removed, and how to set it up again. */
export function addressProofMail(publicUrl: string, to: MailRecipient, removed: ProofRemoval): MailMessage {
  const texts = mailTexts(to);
  const { t } = texts;
  const providers = removed.providers.map((p) => (isSocialProvider(p) ? PROVIDER_NAMES[p] : p)).join(', ');
  const lines = [
    t('emails:greeting', { name: to.name }),
    t('emails:proof.body'),
    ...(removed.sessionIds.length > 0 ? [t('emails:proof.sessions')] : []),
    ...(removed.password ? [t('emails:proof.password')] : []),
    ...(removed.providers.length > 0 ? [t('emails:proof.identities', { providers })] : []),
  ];
  const actions = [{ label: t('emails:proof.action'), link: `${publicUrl}/settings` }];
  const after = [t('emails:proof.after')];
  return { to: to.email, subject: t('emails:proof.subject'), text: text(texts, lines, actions, after), html: layout(texts, lines, actions, after) };
}

export type CloseSockets = (userId: string, sessionIds: string[]) => Promise<void>;

/**
 * After a proof's transaction committed: the signed-out sessions' live sockets close, and the owner
 * is told by email what went (nothing is sent when nothing was removed).
 */
export function createProofFollowUp(deps: AppDeps, background: Background, closeSockets: CloseSockets) {
  return async (userId: string, removed: ProofRemoval | null): Promise<void> => {
    if (!removed || !removedAnything(removed)) return;
    if (removed.sessionIds.length > 0) await closeSockets(userId, removed.sessionIds);
    background.run('address proof mail', async () => {
      const owner = await deps.db.kysely
        .selectFrom('users')
        .select(['name', 'email', 'language'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (owner) await deps.mailer.send(addressProofMail(deps.config.publicUrl, owner, removed));
    });
  };
}

export type ProofFollowUp = ReturnType<typeof createProofFollowUp>;

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESEND_FAILED_FALLBACK, VERIFY_EMAIL_FIRST_MESSAGE } from '#shared/domain/auth-messages';
import { call } from '#api/client';
import { localizeMessage } from '#i18n/messages';
import { useAtomValue, userAtom } from '#state';
import { answeredMessage } from './failure';

/** Whether an action's error is the server's "verify your email first" refusal (403 EMAIL_NOT_VERIFIED), in either language. */
export const isVerifyEmailRefusal = (error: string | null): boolean =>
  error !== null && (error === VERIFY_EMAIL_FIRST_MESSAGE || error === localizeMessage(VERIFY_EMAIL_FIRST_MESSAGE));

/**
 * Where a purchase, a booking or a message was refused because the account's email is not
 * verified yet: the refusal, and a new verification link sent to the signed-in user's address.
 */
export function VerifyEmailNotice({ message }: { message: string }) {
  const { t } = useTranslation(['auth']);
  const email = useAtomValue(userAtom)?.email ?? null;
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const resend = async () => {
    if (!email) return;
    setSending(true);
    try {
      const { message: answer } = await call('usersResendVerification', { body: { email } });
      setSent(localizeMessage(answer));
    } catch (err) {
      setSent(answeredMessage(err, localizeMessage(RESEND_FAILED_FALLBACK)));
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="text-error" role="alert">
      <p>{message}</p>
      {email && (
        <button type="button" className="btn-link" onClick={() => void resend()} disabled={sending}>
          {sending ? t('auth:verify.sending') : t('auth:verify.resend')}
        </button>
      )}
      {sent && <p role="status">{sent}</p>}
    </div>
  );
}

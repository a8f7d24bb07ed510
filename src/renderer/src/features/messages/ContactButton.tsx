import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, call, networkError } from '#api/client';
import { isExpertAtom, useAtomValue, useAuthModal, userAtom } from '#state';
import { reportContact } from '#features/analytics/report';
import { isVerifyEmailRefusal, VerifyEmailNotice } from '#features/auth/VerifyEmailNotice';
import { useTranslation } from 'react-i18next';

/**
 * "Contact" on a gig page and an expert's public page: opens the caller's conversation with the
 * expert (made on first use). A visitor gets the sign-in modal first; the expert does not see it
 * on their own pages.
 */
export function ContactButton({ expertUserName, className = 'search-button search-button-outline' }: { expertUserName: string; className?: string }) {
  const { t } = useTranslation(['conversations']);
  const user = useAtomValue(userAtom);
  const isExpert = useAtomValue(isExpertAtom);
  const { open } = useAuthModal();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const own = isExpert && user?.expertProfile?.userName?.toLowerCase() === expertUserName.toLowerCase();
  if (own) return null;

  const onClick = () => {
    reportContact({ expertUserName });
    if (!user) {
      open('login');
      return;
    }
    setBusy(true);
    setError(null);
    call('conversationsContact', { body: { expertUserName } }).then(
      ({ conversation }) => navigate(`/messages/${conversation.id}`),
      (err: unknown) => {
        setBusy(false);
        setError(err instanceof ApiError ? err.message : networkError().message);
      },
    );
  };
  return (
    <>
      <button type="button" className={className} onClick={onClick} disabled={busy}>
        {busy ? t('conversations:contacting') : t('conversations:contact')}
      </button>
      {error && isVerifyEmailRefusal(error) && <VerifyEmailNotice message={error} />}
      {error && !isVerifyEmailRefusal(error) && (
        <p className="bk-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, call, networkError } from '#api/client';
import { isExpertAtom, useAtomValue, useAuthModal, userAtom } from '#state';
import { reportContact } from '#features/analytics/report';
import { EMAIL_NOT_VERIFIED_CODE } from '#shared/domain/auth-messages';
import { useTranslation } from 'react-i18next';

// Loaded only when a contact is refused for an unverified email: the gig page's budget stays as it was.
const VerifyEmailNotice = lazy(() => import('#features/auth/VerifyEmailNotice').then((m) => ({ default: m.VerifyEmailNotice })));

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
  const [error, setError] = useState<{ message: string; unverified: boolean } | null>(null);
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
        setError(
          err instanceof ApiError
            ? { message: err.message, unverified: err.code === EMAIL_NOT_VERIFIED_CODE }
            : { message: networkError().message, unverified: false },
        );
      },
    );
  };
  return (
    <>
      <button type="button" className={className} onClick={onClick} disabled={busy}>
        {busy ? t('conversations:contacting') : t('conversations:contact')}
      </button>
      {error?.unverified && (
        <Suspense fallback={<p className="bk-error" role="alert">{error.message}</p>}>
          <VerifyEmailNotice message={error.message} />
        </Suspense>
      )}
      {error && !error.unverified && (
        <p className="bk-error" role="alert">
          {error.message}
        </p>
      )}
    </>
  );
}

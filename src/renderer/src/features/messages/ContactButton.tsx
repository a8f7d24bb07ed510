import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, call, networkError } from '#api/client';
import { useAction } from '#api/use-action';
import { isExpertAtom, useAtomValue, useAuthModal, userAtom } from '#state';
import { reportContact } from '#features/analytics/report';
import { EMAIL_NOT_VERIFIED_CODE } from '#shared/domain/auth-messages';
import { useTranslation } from 'react-i18next';

// Loaded only when a contact is refused for an unverified email: the gig page's budget stays as it was.
const VerifyEmailNotice = lazy(() => import('#features/auth/VerifyEmailNotice').then((m) => ({ default: m.VerifyEmailNotice })));

/** What a refused contact tells the caller; an unverified email gets its notice with a new link. */
const contactFailure = (err: unknown) =>
  err instanceof ApiError
    ? { message: err.message, unverified: err.code === EMAIL_NOT_VERIFIED_CODE }
    : { message: networkError().message, unverified: false };

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
  // Kept busy until the conversation's page replaces this one: one conversation per click.
  const contact = useAction(
    async () => {
      const { conversation } = await call('conversationsContact', { body: { expertUserName } });
      await navigate(`/messages/${conversation.id}`);
    },
    { errorOf: contactFailure },
  );
  const error = contact.error;
  const own = isExpert && user?.expertProfile?.userName?.toLowerCase() === expertUserName.toLowerCase();
  if (own) return null;

  const onClick = () => {
    reportContact({ expertUserName });
    if (!user) {
      open('login');
      return;
    }
    void contact.run();
  };
  return (
    <>
      <button type="button" className={className} onClick={onClick} disabled={contact.busy}>
        {contact.busy ? t('conversations:contacting') : t('conversations:contact')}
      </button>
      {error?.unverified && (
        <Suspense fallback={<p className="text-error" role="alert">{error.message}</p>}>
          <VerifyEmailNotice message={error.message} />
        </Suspense>
      )}
      {error && !error.unverified && (
        <p className="text-error" role="alert">
          {error.message}
        </p>
      )}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useAuthModal } from '#state';

/** Shown on the signed-in pages to a visitor: a line and the button that opens the login modal. */
export function SignInPrompt() {
  const { t } = useTranslation(['profile']);
  const { open } = useAuthModal();
  return (
    <section className="profile-page profile-signin" aria-label={t('profile:signIn')}>
      <p>{t('profile:signInToSee')}</p>
      <button type="button" className="profile-signin-button" onClick={() => open('login')}>
        {t('profile:signIn')}
      </button>
    </section>
  );
}

/** What a signed-in page shows without a user: a loading line while the session is restored, then SignInPrompt. */
export function SignedOutView({ loading }: { loading: boolean }) {
  const { t } = useTranslation(['profile']);
  if (!loading) return <SignInPrompt />;
  return (
    <section className="profile-page" aria-busy="true">
      <p>{t('profile:loading')}</p>
    </section>
  );
}

import { useAuthModal } from '#state';
import { LOADING, SIGN_IN, SIGN_IN_TO_SEE } from './texts';

/** Shown on the signed-in pages to a visitor: a line and the button that opens the login modal. */
export function SignInPrompt() {
  const { open } = useAuthModal();
  return (
    <section className="profile-page profile-signin" aria-label="Sign in">
      <p>{SIGN_IN_TO_SEE}</p>
      <button type="button" className="profile-signin-button" onClick={() => open('login')}>
        {SIGN_IN}
      </button>
    </section>
  );
}

/** What a signed-in page shows without a user: a loading line while the session is restored, then SignInPrompt. */
export function SignedOutView({ loading }: { loading: boolean }) {
  if (!loading) return <SignInPrompt />;
  return (
    <section className="profile-page" aria-busy="true">
      <p>{LOADING}</p>
    </section>
  );
}

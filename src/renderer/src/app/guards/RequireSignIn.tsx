import type { ReactNode } from 'react';
import { authLoadingAtom, useAtomValue, useAuthModal, userAtom } from '#state';
import { Page } from '#ui/Page';
import { TEXTS } from './texts';

/** A page that needs a signed-in user; a visitor gets a sign-in button (the server checks again). */
export function RequireSignIn({ title, children }: { title: string; children: ReactNode }) {
  const user = useAtomValue(userAtom);
  const loading = useAtomValue(authLoadingAtom);
  const { open } = useAuthModal();
  if (user) return children;
  return (
    <Page title={title}>
      {loading ? (
        <p role="status">{TEXTS.loading}</p>
      ) : (
        <p className="bk-row">
          {TEXTS.signInToSee}
          <button type="button" className="bk-button" onClick={() => open('login')}>
            {TEXTS.signIn}
          </button>
        </p>
      )}
    </Page>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { authLoadingAtom, useAtomValue, useAuthModal, userAtom } from '#state';
import { Page } from '#ui/Page';

/** A page that needs a signed-in user; a visitor gets a sign-in button (the server checks again). */
export function RequireSignIn({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation(['shell']);
  const user = useAtomValue(userAtom);
  const loading = useAtomValue(authLoadingAtom);
  const { open } = useAuthModal();
  if (user) return children;
  return (
    <Page title={title}>
      {loading ? (
        <p role="status">{t('shell:guard.loading')}</p>
      ) : (
        <p className="row">
          {t('shell:guard.signInToSee')}
          <button type="button" className="btn" onClick={() => open('login')}>
            {t('shell:guard.signIn')}
          </button>
        </p>
      )}
    </Page>
  );
}

import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { authLoadingAtom, isExpertAtom, useAtomValue, userAtom } from '#state';
import { Page } from '#ui/Page';

/**
 * The expert areas under /users/{username} are for experts only (expert spec section 6); the
 * server checks again on every call. Another expert's name in the path leads to one's own page.
 */
export function RequireExpertArea({ title, path, children }: { title: string; path: (u: string) => string; children: ReactNode }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const { username } = useParams();
  const loading = useAtomValue(authLoadingAtom);
  const isExpert = useAtomValue(isExpertAtom);
  const own = useAtomValue(userAtom)?.expertProfile?.userName;
  if (loading) {
    return (
      <Page title={title}>
        <p role="status">{t('common:loading')}</p>
      </Page>
    );
  }
  if (!isExpert || !own) {
    return (
      <Page title={title}>
        <p>{t('dashboard:expertsOnly')}</p>
        <Link to="/become_expert">{t('dashboard:becomeExpert')}</Link>
      </Page>
    );
  }
  if (username !== own) return <Navigate to={path(own)} replace />;
  return children;
}

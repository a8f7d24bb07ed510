import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { authLoadingAtom, isExpertAtom, useAtomValue } from '#state';
import { Page } from '#ui/Page';
import { useTranslation } from 'react-i18next';

/** Gig management is for experts only (spec section 6); the server checks again on every call. */
export function RequireExpert({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation(['gigs']);
  const loading = useAtomValue(authLoadingAtom);
  const isExpert = useAtomValue(isExpertAtom);
  if (loading) {
    return (
      <Page title={title}>
        <p className="gigs-loading" role="status">
          {t('gigs:loading')}
        </p>
      </Page>
    );
  }
  if (!isExpert) {
    return (
      <Page title={title}>
        <p>{t('gigs:expertsOnly')}</p>
        <Link to="/become_expert" className="gig-button">
          {t('gigs:becomeExpert')}
        </Link>
      </Page>
    );
  }
  return children;
}

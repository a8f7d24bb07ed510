import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isExpertAtom, useAtomValue } from '#state';
import { Page } from '#ui/Page';
import { RequireSignIn } from './RequireSignIn';

/** The expert's Orders and Earnings pages: signed-in experts only (the server checks again). */
export function RequireExpertUser({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation(['shell']);
  const isExpert = useAtomValue(isExpertAtom);
  return (
    <RequireSignIn title={title}>
      {isExpert ? (
        children
      ) : (
        <Page title={title}>
          <p>{t('shell:guard.expertsOnly')}</p>
          <Link to="/become_expert" className="btn">
            {t('shell:becomeExpert')}
          </Link>
        </Page>
      )}
    </RequireSignIn>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isExpertAtom, useAtomValue } from '#state';
import { Page } from '#ui/Page';
import { RequireSignIn } from './RequireSignIn';

const EXPERTS_ONLY = 'Orders and earnings are for experts. Create your expert profile first.';

/** The expert's Orders and Earnings pages: signed-in experts only (the server checks again). */
export function RequireExpertUser({ title, children }: { title: string; children: ReactNode }) {
  const isExpert = useAtomValue(isExpertAtom);
  return (
    <RequireSignIn title={title}>
      {isExpert ? (
        children
      ) : (
        <Page title={title}>
          <p>{EXPERTS_ONLY}</p>
          <Link to="/become_expert" className="bk-button">
            Become an Expert
          </Link>
        </Page>
      )}
    </RequireSignIn>
  );
}

import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { authLoadingAtom, isExpertAtom, useAtomValue, userAtom } from '#state';
import { Page } from '#ui/Page';
import { DASHBOARD_TEXTS } from '../texts';

/**
 * The expert areas under /users/{username} are for experts only (expert spec section 6); the
 * server checks again on every call. Another expert's name in the path leads to one's own page.
 */
export function RequireExpertArea({ title, path, children }: { title: string; path: (u: string) => string; children: ReactNode }) {
  const { username } = useParams();
  const loading = useAtomValue(authLoadingAtom);
  const isExpert = useAtomValue(isExpertAtom);
  const own = useAtomValue(userAtom)?.expertProfile?.userName;
  if (loading) {
    return (
      <Page title={title}>
        <p role="status">Loading…</p>
      </Page>
    );
  }
  if (!isExpert || !own) {
    return (
      <Page title={title}>
        <p>{DASHBOARD_TEXTS.expertsOnly}</p>
        <Link to="/become_expert">{DASHBOARD_TEXTS.becomeExpert}</Link>
      </Page>
    );
  }
  if (username !== own) return <Navigate to={path(own)} replace />;
  return children;
}

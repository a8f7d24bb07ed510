import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { platform } from '#platform/target';
import type { AppRouter } from '#platform/platform';
import { routes } from './routes';
import { trackPendingNavigation } from './stale-build';

/**
 * The platform's router: real paths in the browser, hash routes in the desktop app (platform/).
 * The build's pre-render passes a memory router instead, so its markup is this very tree.
 */
export function App({ router: given }: { router?: AppRouter }) {
  const router = useMemo(() => given ?? platform.createRouter(routes), [given]);
  useEffect(() => trackPendingNavigation(router), [router]);
  return <RouterProvider router={router} />;
}

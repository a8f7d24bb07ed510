import { useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { platform } from '#platform/target';
import { createStore, StateProvider } from '#state';
import type { AppRouter } from '#platform/platform';
import { routes } from './routes';
import { trackPendingNavigation } from './stale-build';

/**
 * The platform's router: real paths in the browser, hash routes in the desktop app (platform/).
 * The build's pre-render passes a memory router instead, so its markup is this very tree.
 * Each App has its own state store: a page the server renders never sees atoms another visitor's
 * render set (jotai's default store is one per process).
 */
export function App({ router: given }: { router?: AppRouter }) {
  const router = useMemo(() => given ?? platform.createRouter(routes), [given]);
  const [store] = useState(createStore);
  useEffect(() => trackPendingNavigation(router), [router]);
  return (
    <StateProvider store={store}>
      <RouterProvider router={router} />
    </StateProvider>
  );
}

import type { AppRouter } from '#platform/platform';

/**
 * Resolves once the router has loaded its first location's lazy routes: rendered then,
 * the router draws the page itself, not the route's HydrateFallback. The server renders a page so,
 * and the client hydrates that page so.
 */
export function routerReady(router: Pick<AppRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

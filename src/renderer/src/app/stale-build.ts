/**
 * A deploy never breaks an open tab: a page's chunk that no longer exists on the
 * server (a newer build replaced it) makes the page load the new build once instead of failing.
 * A second failure within RELOAD_WINDOW_MS is a real error and is thrown: no reload loop.
 */
const KEY = 'qurious:reloaded-for-new-build';
export const RELOAD_WINDOW_MS = 10_000;

/** Where the router is going while it loads a page's code: a stale chunk reloads onto that page. */
let pendingHref: string | null = null;
/** Set once a reload is under way: other chunks failing meanwhile wait for it too. */
let reloading = false;

/** Follows the router's pending navigation (App does this for its router); returns the unsubscribe. */
export function trackPendingNavigation(router: {
  subscribe(fn: (state: { navigation: { location?: { pathname: string; search: string; hash: string } } }) => void): () => void;
}): () => void {
  return router.subscribe(({ navigation }) => {
    const l = navigation.location;
    pendingHref = l ? `${l.pathname}${l.search}${l.hash}` : null;
  });
}

/** A failed dynamic import of a module (the browsers word it differently); not an error inside the module. */
export const isChunkLoadError = (err: unknown): boolean =>
  err instanceof TypeError && /dynamically imported module|module script failed|importing a module script failed|error loading dynamically imported/i.test(err.message);

/** Loads the page being navigated to (or this one) from the current build, unless it just did so; true when under way. */
export function reloadOntoNewBuild(): boolean {
  if (typeof window === 'undefined' || window.location.protocol === 'file:') return false;
  const last = Number(window.sessionStorage.getItem(KEY) ?? 0);
  if (Date.now() - last < RELOAD_WINDOW_MS) return false;
  window.sessionStorage.setItem(KEY, String(Date.now()));
  reloading = true;
  if (pendingHref) window.location.assign(pendingHref);
  else window.location.reload();
  return true;
}

/** An import() that reloads onto the new build when the chunk is gone (it then never settles, nor does any failing while a reload runs). */
export function importOrReload<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((err: unknown) => {
    if (reloading || (isChunkLoadError(err) && reloadOntoNewBuild())) return new Promise<T>(() => undefined);
    throw err;
  });
}

/**
 * Vite's signal that a chunk or one of its preloaded dependencies failed: the same stale build.
 * Not prevented: the import still fails, and importOrReload holds it while the reload runs.
 */
export function reloadOnStalePreloads(): void {
  window.addEventListener('vite:preloadError', () => {
    reloadOntoNewBuild();
  });
}

/**
 * A deploy never breaks an open tab (issue 25): a page's chunk that no longer exists on the
 * server (a newer build replaced it) makes the page load the new build once instead of failing.
 * A second failure within RELOAD_WINDOW_MS is a real error and is thrown: no reload loop.
 */
const KEY = 'qurious:reloaded-for-new-build';
export const RELOAD_WINDOW_MS = 10_000;

/** A failed dynamic import of a module (the browsers word it differently); not an error inside the module. */
export const isChunkLoadError = (err: unknown): boolean =>
  err instanceof TypeError && /dynamically imported module|module script failed|importing a module script failed|error loading dynamically imported/i.test(err.message);

/** Reloads the page onto the current build, unless it just did so; true when a reload is under way. */
export function reloadOntoNewBuild(): boolean {
  if (typeof window === 'undefined' || window.location.protocol === 'file:') return false;
  const last = Number(window.sessionStorage.getItem(KEY) ?? 0);
  if (Date.now() - last < RELOAD_WINDOW_MS) return false;
  window.sessionStorage.setItem(KEY, String(Date.now()));
  window.location.reload();
  return true;
}

/** An import() that reloads onto the new build when the chunk is gone (it then never settles). */
export function importOrReload<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((err: unknown) => {
    if (isChunkLoadError(err) && reloadOntoNewBuild()) return new Promise<T>(() => undefined);
    throw err;
  });
}

/** Vite's signal that a chunk's preloaded dependency failed: the same stale build. */
export function reloadOnStalePreloads(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOntoNewBuild()) event.preventDefault();
  });
}

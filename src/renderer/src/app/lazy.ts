import type { ComponentType } from 'react';
import { importOrReload } from './stale-build';

/**
 * A react-router `lazy` loader for a page module whose default export is the page. A chunk gone
 * after a deploy reloads the tab onto the new build (stale-build.ts).
 */
export const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await importOrReload(load)).default,
});

/** Rendered in place of a page whose code is still loading on the first render (the pre-rendered frame's empty main). */
export function PageLoading() {
  return null;
}

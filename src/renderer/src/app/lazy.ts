import type { ComponentType } from 'react';

/** A react-router `lazy` loader for a page module whose default export is the page. */
export const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

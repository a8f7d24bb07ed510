import { createContext, lazy, type ComponentType } from 'react';
import { importOrReload } from '#app/stale-build';

/**
 * Which component draws the home page below the hero. In the browser it is lazy: its own chunk,
 * out of the entry, hydrated when it arrives (the pre-rendered HTML already shows it, and a click on
 * it before then is replayed). The build's pre-render provides the eager one (see prerender.tsx),
 * so the HTML holds the whole page.
 */
export const HomeBodyComponent = createContext<ComponentType>(lazy(() => importOrReload(() => import('./HomeBody'))));

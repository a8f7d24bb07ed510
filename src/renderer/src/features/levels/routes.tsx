import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';

/** The public table of levels, and the expert's own levels page (Marketing menu). */
export const levelsRoutes: RouteObject[] = [
  { path: 'levels', lazy: page(() => import('./pages/LevelsPage')) },
  { path: 'users/:username/levels', lazy: page(() => import('./pages/MyLevelsPage')) },
];

import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';

/** The public guide pages: how Qurious works, what it offers, what changed. */
export const guideRoutes: RouteObject[] = [
  { path: 'help', lazy: page(() => import('./pages/HelpPage')) },
  { path: 'services', lazy: page(() => import('./pages/ServicesPage')) },
  { path: 'new', lazy: page(() => import('./pages/NewFeaturesPage')) },
];

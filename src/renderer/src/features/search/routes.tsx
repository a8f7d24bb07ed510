import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';

export const searchRoutes: RouteObject[] = [
  { path: 'search', lazy: page(() => import('./pages/SearchResultsPage')) },
  { path: 'search/gigs', lazy: page(() => import('./pages/SearchResultsPage')) },
  { path: 'gigs/:gigId', lazy: page(() => import('./pages/GigPage')) },
  { path: 'experts/:userName', lazy: page(() => import('./pages/ExpertPage')) },
];

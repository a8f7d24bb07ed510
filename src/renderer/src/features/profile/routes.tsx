import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';

export const profileRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: page(() => import('./pages/DashboardPage')) },
  { path: 'users/:username', lazy: page(() => import('./pages/UserIndexPage')) },
];

import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';

export const dashboardRoutes: RouteObject[] = [
  { path: 'users/:username/expert_dashboard', lazy: page(() => import('./pages/ExpertDashboardPage')) },
  { path: 'users/:username/expert_profile', lazy: page(() => import('./pages/ExpertProfilePage')) },
  // The spec spells this path exactly so.
  { path: 'users/:username/expert_anayltics', lazy: page(() => import('./pages/ExpertAnalyticsPage')) },
];

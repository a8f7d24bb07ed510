import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';

export const dashboardRoutes: RouteObject[] = [
  { path: 'users/:username/expert_dashboard', lazy: page(() => import('./pages/ExpertDashboardPage')) },
  { path: 'users/:username/expert_profile', lazy: page(() => import('./pages/ExpertProfilePage')) },
  // Its own document in the browser build: the phone widget's page policy (shared/domain/page-widgets.ts).
  { path: 'users/:username/expert_profile/phone', lazy: page(() => import('./pages/ExpertPhonePage')) },
  // The spec spells this path exactly so.
  { path: 'users/:username/expert_anayltics', lazy: page(() => import('./pages/ExpertAnalyticsPage')) },
  { path: 'users/:username/expert_ranking', lazy: page(() => import('./pages/ExpertRankingPage')) },
];

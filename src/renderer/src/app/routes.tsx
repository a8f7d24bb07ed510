import type { RouteObject } from 'react-router-dom';
import { Shell } from './Shell';
import { page } from './lazy';
import { homeRoutes } from '#features/home/routes';
import { searchRoutes } from '#features/search/routes';
import { aboutRoutes } from '#features/about/routes';
import { catalogRoutes } from '#features/catalog/routes';
import { authRoutes } from '#features/auth/routes';
import { profileRoutes } from '#features/profile/routes';
import { becomeExpertRoutes } from '#features/become-expert/routes';
import { dashboardRoutes } from '#features/dashboard/routes';
import { gigsRoutes } from '#features/gigs/routes';
import { bookingsRoutes } from '#features/bookings/routes';
import { walletRoutes } from '#features/wallet/routes';
import { ordersRoutes } from '#features/orders/routes';
import { sessionsRoutes } from '#features/sessions/routes';

/** The route table of both spec documents, one group per feature, under the application shell. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Shell,
    children: [
      ...homeRoutes,
      ...searchRoutes,
      ...aboutRoutes,
      ...catalogRoutes,
      ...authRoutes,
      ...profileRoutes,
      ...becomeExpertRoutes,
      ...dashboardRoutes,
      ...gigsRoutes,
      ...walletRoutes,
      ...bookingsRoutes,
      ...ordersRoutes,
      ...sessionsRoutes,
      { path: '*', lazy: page(() => import('./NotFoundPage')) },
    ],
  },
];

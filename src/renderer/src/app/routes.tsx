import type { RouteObject } from 'react-router-dom';
import { Shell } from './Shell';
import { page, PageLoading } from './lazy';
import { homeRoutes } from '#features/home/routes';
import { searchRoutes } from '#features/search/routes';
import { aboutRoutes } from '#features/about/routes';
import { guideRoutes } from '#features/guide/routes';
import { legalRoutes } from '#features/legal/routes';
import { proRoutes } from '#features/pro/routes';
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
import { notificationsRoutes } from '#features/notifications/routes';
import { messagesRoutes } from '#features/messages/routes';
import { accountRoutes } from '#features/account/routes';
import { opsRoutes } from '#features/ops/routes';
import { levelsRoutes } from '#features/levels/routes';
import { requestsRoutes } from '#features/requests/routes';

/**
 * Each lazy page shows PageLoading until its code arrives, the shell around it already there:
 * the first render of a pre-rendered public page is then its frame, as the server sent it.
 */
const withPageLoading = (table: RouteObject[]): RouteObject[] =>
  table.map((r) => ({ ...r, ...(r.lazy && !r.HydrateFallback ? { HydrateFallback: PageLoading } : {}), ...(r.children ? { children: withPageLoading(r.children) } : {}) }) as RouteObject);

/** The route table of both spec documents, one group per feature, under the application shell. */
export const routes: RouteObject[] = withPageLoading([
  {
    path: '/',
    Component: Shell,
    children: [
      ...homeRoutes,
      ...searchRoutes,
      ...aboutRoutes,
      ...guideRoutes,
      ...legalRoutes,
      ...proRoutes,
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
      ...accountRoutes,
      ...notificationsRoutes,
      ...messagesRoutes,
      ...levelsRoutes,
      ...opsRoutes,
      ...requestsRoutes,
      { path: '*', lazy: page(() => import('./NotFoundPage')) },
    ],
  },
]);

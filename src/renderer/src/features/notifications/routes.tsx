import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';

/** The notification settings; the bell itself lives in the header. */
export const notificationsRoutes: RouteObject[] = [
  { path: 'settings/notifications', lazy: page(() => import('./pages/NotificationSettingsPage')) },
];

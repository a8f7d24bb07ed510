import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';

/** Account settings (issue 19): signed-in devices and the password. */
export const accountRoutes: RouteObject[] = [
  { path: 'settings', lazy: page(() => import('./pages/AccountSettingsPage')) },
];

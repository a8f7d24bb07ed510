import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';

/** Account settings: signed-in devices and the password. */
export const accountRoutes: RouteObject[] = [
  { path: 'settings', lazy: page(() => import('./pages/AccountSettingsPage')) },
  // The email change's link: works signed in or not.
  { path: 'change-email', lazy: page(() => import('./pages/ChangeEmailPage')) },
];

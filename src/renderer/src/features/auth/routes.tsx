import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';

export const authRoutes: RouteObject[] = [
  { path: 'verify-email', lazy: page(() => import('./pages/VerifyEmailPage')) },
  { path: 'reset-password', lazy: page(() => import('./pages/ResetPasswordPage')) },
  { path: 'sign-in-link', lazy: page(() => import('./pages/SignInLinkPage')) },
  { path: 'signed-out/:reason', lazy: page(() => import('./pages/SignedOutPage')) },
  // The desktop app's social sign-in in the system browser: no sign-in needed here.
  { path: 'social-sign-in', lazy: page(() => import('./pages/SocialSignInPage')) },
];

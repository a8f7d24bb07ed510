import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';

/** The Terms of Service and the Privacy Policy: public pages, each its own chunk with the legal catalogue. */
export const legalRoutes: RouteObject[] = [
  { path: 'terms', lazy: page(() => import('./pages/TermsPage')) },
  { path: 'privacy', lazy: page(() => import('./pages/PrivacyPage')) },
];

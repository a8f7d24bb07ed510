import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';

/** The buyer's requests, the request form, and one request (its buyer's offers, or a matched expert's answer). */
export const requestsRoutes: RouteObject[] = [
  { path: 'requests', lazy: page(() => import('./pages/RequestsPage')) },
  { path: 'requests/new', lazy: page(() => import('./pages/NewRequestPage')) },
  { path: 'requests/:requestId', lazy: page(() => import('./pages/RequestPage')) },
];

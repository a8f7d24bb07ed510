import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';

/** The expert's Orders (Business menu); the buyer's orders are a section of their profile page. */
export const ordersRoutes: RouteObject[] = [
  { path: 'users/:username/orders', lazy: page(() => import('./pages/ExpertOrdersPage')) },
];

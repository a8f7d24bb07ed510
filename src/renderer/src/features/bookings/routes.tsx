import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';

/** The wallet, one booking, and the expert's Orders and Earnings (Business menu). */
export const bookingsRoutes: RouteObject[] = [
  { path: 'wallet', lazy: page(() => import('./pages/WalletPage')) },
  { path: 'bookings/:bookingId', lazy: page(() => import('./pages/BookingPage')) },
  { path: 'users/:username/orders', lazy: page(() => import('./pages/ExpertOrdersPage')) },
  { path: 'users/:username/earnings', lazy: page(() => import('./pages/EarningsPage')) },
];

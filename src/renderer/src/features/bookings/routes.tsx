import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';

/** One booking, seen by its buyer or its expert. */
export const bookingsRoutes: RouteObject[] = [
  { path: 'bookings/:bookingId', lazy: page(() => import('./pages/BookingPage')) },
];

import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';

/** A booking's call room: lobby, call, chat. */
export const sessionsRoutes: RouteObject[] = [
  { path: 'sessions/:bookingId', lazy: page(() => import('./pages/SessionPage')) },
];

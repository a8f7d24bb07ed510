import type { RouteObject } from 'react-router-dom';

/** Orders and earnings pages (the booking issue adds them). */
export const bookingsRoutes: RouteObject[] = [];

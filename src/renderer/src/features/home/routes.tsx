import type { RouteObject } from 'react-router-dom';
import HomePage from './pages/HomePage';

// Home is the landing route: loaded eagerly so it paints without a second round trip.
export const homeRoutes: RouteObject[] = [{ index: true, Component: HomePage }];

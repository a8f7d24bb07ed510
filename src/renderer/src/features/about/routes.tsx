import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';

export const aboutRoutes: RouteObject[] = [{ path: 'about', lazy: page(() => import('./pages/AboutPage')) }];

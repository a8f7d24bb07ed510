import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';

/**
 * The operations console: one entry in the app's table and one lazy chunk, loaded only when an
 * operator opens it, with its own pages inside (OpsConsole): public routes' first scripts do not grow.
 */
export const opsRoutes: RouteObject[] = [{ path: 'ops/*', lazy: page(() => import('./OpsConsole')) }];

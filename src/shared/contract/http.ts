/**
 * Every API route of Qurious, as zod schemas. The server declares its routes from this table and
 * the renderer's API client is derived from it. Each feature keeps its routes in ./http/<feature>.ts
 * and adds them here.
 */
import { healthRoutes } from './http/health';
import { notifyRoutes } from './http/notify';

export * from './http/route';

export const httpContract = {
  ...healthRoutes,
  ...notifyRoutes,
} as const;

export type HttpContract = typeof httpContract;
export type RouteName = keyof HttpContract;

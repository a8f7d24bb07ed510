import type { FastifyInstance } from 'fastify';

/** One method and path the server answers, as Fastify registered it (`:param` segments kept). */
export interface ServedRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the server, plugins' included, in registration order. */
    readonly servedRoutes: readonly ServedRoute[];
  }
}

/**
 * Records every route from here on (an onRoute hook sees child scopes and plugins too), so tests
 * and tools can walk what is really served rather than what a list says is.
 */
export function trackRoutes(app: FastifyInstance): void {
  const routes: ServedRoute[] = [];
  app.decorate('servedRoutes', { getter: () => routes });
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
}

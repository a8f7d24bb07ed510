import type { FastifyInstance } from 'fastify';

/** One method and path the server answers, as Fastify registered it (`:param` segments kept). */
export interface ServedRoute {
  method: string;
  url: string;
  /** The status of a successful answer, when the route declares its answer's schema. */
  successStatus: number | null;
  /** Whether the route has a rate limit of its own (it may then answer 429). */
  rateLimited: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the server, plugins' included, in registration order. */
    readonly servedRoutes: readonly ServedRoute[];
  }
}

const successOf = (response: unknown): number | null => {
  if (typeof response !== 'object' || response === null) return null;
  const status = Object.keys(response).map(Number).find((s) => s >= 200 && s < 300);
  return status ?? null;
};

/**
 * Records every route from here on (an onRoute hook sees child scopes and plugins too), so tests
 * and tools (the API document) can walk what is really served rather than what a list says is.
 */
export function trackRoutes(app: FastifyInstance): void {
  const routes: ServedRoute[] = [];
  app.decorate('servedRoutes', { getter: () => routes });
  app.addHook('onRoute', (route) => {
    const successStatus = successOf(route.schema?.response);
    const config: unknown = route.config;
    const rateLimited = typeof config === 'object' && config !== null && 'rateLimit' in config && Boolean(config.rateLimit);
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, successStatus, rateLimited });
  });
}

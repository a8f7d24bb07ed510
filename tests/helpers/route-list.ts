import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** The route's URL pattern as registered, e.g. /api/bookings/:bookingId/accept. */
  url: string;
}

const LINE = /^([│├└─\s]*)(\S.*?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route the app has registered, read from Fastify's own route tree (`printRoutes` with
 * full paths), so a route added anywhere is in the list. HEAD twins of GET routes are left out.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const out: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = LINE.exec(line);
    if (!m) continue;
    const depth = Math.round((m[1] ?? '').length / 4) - 1;
    const url = (depth > 0 ? (stack[depth - 1] ?? '') : '') + (m[2] ?? '');
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim())) {
      if (method && method !== 'HEAD') out.push({ method, url });
    }
  }
  return out;
}

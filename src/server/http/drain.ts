import type { FastifyInstance } from 'fastify';

/**
 * The first part of a graceful stop behind a passive load balancer. Closing the listening
 * socket at once resets the connections the kernel has accepted but the server has not taken yet, and
 * the balancer has already sent a request on them: a POST there is lost (nginx resends only idempotent
 * requests). So the instance first drains: it keeps listening and serves writes as usual, but answers
 * idempotent requests 503 with `Connection: close`; nginx sends those to another instance
 * (`proxy_next_upstream http_503`) and leaves this one out for its fail_timeout. Once no request has
 * come for QUIET_MS (or after DRAIN_MAX_MS), the server closes its listener with nothing arriving.
 */
const QUIET_MS = 250;
/** Below nginx's fail_timeout (2 s in docs/fleet.md's config), so the listener closes while nginx still leaves it out. */
export const DRAIN_MAX_MS = 1_500;
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The drain's clock and its wait between two looks at it; a test drives both. */
export interface DrainClock {
  now: () => number;
  pause: () => Promise<void>;
}
const realClock: DrainClock = { now: () => Date.now(), pause: () => new Promise((r) => setTimeout(r, 50)) };

export function drainOnStop(app: FastifyInstance, clock: DrainClock = realClock) {
  const { now, pause } = clock;
  let draining = false;
  let lastRequestAt = 0;
  app.addHook('onRequest', async (request, reply) => {
    lastRequestAt = now();
    if (draining && IDEMPOTENT.has(request.method)) {
      return reply.code(503).header('connection', 'close').header('retry-after', '1').send({ error: 'This server is restarting; try again.' });
    }
    return undefined;
  });
  return {
    /** Starts draining; resolves once requests have stopped coming (or the drain's limit passed). */
    async drain(): Promise<void> {
      draining = true;
      const started = now();
      lastRequestAt = started;
      while (now() - lastRequestAt < QUIET_MS && now() - started < DRAIN_MAX_MS) {
        await pause();
      }
    },
  };
}

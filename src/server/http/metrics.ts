import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../modules/context';
import { AppError } from './errors';

export const METRICS_PATH = '/api/metrics';

const sameSecret = (given: string, wanted: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(wanted);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The Prometheus endpoint, on when METRICS_TOKEN is set, for a scraper that sends it as a
 * bearer token: request rate, errors and latency per route (one histogram: its _count is the rate,
 * its status label the errors), the process's own figures with the event loop's lag, the database
 * pool, this instance's live sockets and the jobs that are due and not yet run.
 */
export async function installMetrics(app: FastifyInstance, { db, clock }: Pick<AppDeps, 'db' | 'clock'>, token: string): Promise<void> {
  // Loaded only where metrics are on: an instance without METRICS_TOKEN never pays for prom-client.
  const { collectDefaultMetrics, Gauge, Histogram, Registry } = await import('prom-client');
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const requests = new Histogram({
    name: 'qurious_http_request_duration_seconds',
    help: 'API requests by method, route pattern and status, with their time to answer.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'qurious_live_sockets',
    help: 'Signed-in live-channel sockets on this instance.',
    registers: [registry],
    collect() {
      this.set(app.hasDecorator('live') ? app.live.localConnections() : 0);
    },
  });
  const poolStats = db.pool;
  if (poolStats)
    new Gauge({
      name: 'qurious_db_pool_connections',
      help: "The PostgreSQL pool's connections: total, idle, and requests waiting for one.",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const p = poolStats();
        this.set({ state: 'total' }, p.total);
        this.set({ state: 'idle' }, p.idle);
        this.set({ state: 'waiting' }, p.waiting);
      },
    });
  new Gauge({
    name: 'qurious_jobs_due',
    help: 'Durable jobs due now and not yet run (expiries, settlements, reminders, emails).',
    registers: [registry],
    async collect() {
      const row = await db.kysely
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'pending')
        .where('run_at', '<=', clock.now().toISOString())
        .executeTakeFirst();
      this.set(Number(row?.n ?? 0));
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === METRICS_PATH) return;
    requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  app.get(METRICS_PATH, { config: { accessLog: false } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(given, token)) throw new AppError(401, 'UNAUTHENTICATED', 'The metrics need their token.');
    return reply.header('Content-Type', registry.contentType).header('Cache-Control', 'no-store').send(await registry.metrics());
  });
}

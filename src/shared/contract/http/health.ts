import { z } from 'zod';
import { defineRoute } from './route';

export const healthRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    refuses: [503],
    response: z.object({ status: z.literal('ok'), db: z.enum(['sqlite', 'postgres']) }),
  }),
  /**
   * Readiness, for a load balancer: 200 while the database, the uploads' store and Redis
   * (when configured) all answer; 503 naming what does not. An instance shutting down refuses it too.
   * It also reports the backups for monitoring (a stale backup does not take the instance out of service):
   * their state and the newest good backup and drill.
   */
  healthReady: defineRoute({
    method: 'GET',
    path: '/api/health/ready',
    refuses: [503],
    response: z.object({
      status: z.literal('ready'),
      checks: z.object({ db: z.literal('ok'), storage: z.literal('ok'), redis: z.enum(['ok', 'off']) }),
      backups: z.object({
        state: z.enum(['ok', 'stale', 'none', 'off']),
        lastBackupAt: z.string().nullable(),
        lastDrillAt: z.string().nullable(),
      }),
    }),
  }),
};

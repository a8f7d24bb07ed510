import { z } from 'zod';
import { defineRoute } from './route';

export const healthRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    response: z.object({ status: z.literal('ok'), db: z.enum(['sqlite', 'postgres']) }),
  }),
};

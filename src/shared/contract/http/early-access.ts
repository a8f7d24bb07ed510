import { z } from 'zod';
import { defineRoute } from './route';

/** Whether the signed-in user asked to be notified first when Qurious is LIVE, and since when. */
const earlyAccessStatusSchema = z.object({
  notified: z.boolean(),
  /** ISO-8601 UTC time of the request, or null when the user has not asked. */
  since: z.string().nullable(),
});
export type EarlyAccessStatus = z.infer<typeof earlyAccessStatusSchema>;

/** The coming-soon block's early-notification wish (buyer spec section 2, Coming-soon block). */
export const earlyAccessRoutes = {
  notifyMeStatus: defineRoute({
    method: 'GET',
    path: '/api/notify-me',
    auth: 'user',
    response: earlyAccessStatusSchema,
  }),
  /** Records the wish; asking again changes nothing and answers the first request's time. */
  notifyMe: defineRoute({
    method: 'POST',
    path: '/api/notify-me',
    auth: 'user',
    // Nothing to send: an empty JSON object or no body at all.
    body: z.object({}).strict().nullish(),
    response: earlyAccessStatusSchema,
  }),
};

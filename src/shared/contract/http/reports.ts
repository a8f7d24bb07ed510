import { reportBodySchema } from '../../domain/reports';
import { defineRoute, messageSchema } from './route';

/** Reporting content to the team: a message, a conversation, a gig, a review or an expert. */
export const reportRoutes = {
  /** 201 with a thank-you; 429 over the daily limit, 409 when the caller's report of it is still open. */
  reportsCreate: defineRoute({
    method: 'POST',
    creates: true,
    path: '/api/reports/content',
    refuses: [404, 409, 429],
    auth: 'user',
    body: reportBodySchema,
    response: messageSchema,
  }),
};

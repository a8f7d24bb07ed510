import { z } from 'zod';
import { opsTicketStatusBodySchema, opsTicketsQuerySchema } from '../../domain/ops-tickets';
import { SUPPORT_TICKET_STATUSES, SUPPORT_TOPICS, ticketPostBodySchema } from '../../domain/support-ticket';
import { defineRoute } from './route';
import { supportPostSchema } from './support';

/** A ticket as the console lists it; `lastFrom` tells whether the sender waits for an answer. */
const opsTicketRowSchema = z.object({
  id: z.string(),
  topic: z.enum(SUPPORT_TOPICS),
  subject: z.string(),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  email: z.string(),
  /** The sender's account; null: written without signing in. */
  userId: z.string().nullable(),
  lastFrom: z.enum(['user', 'support']),
  createdAt: z.string(),
  ageSeconds: z.number().int(),
});
export type OpsTicketRow = z.infer<typeof opsTicketRowSchema>;

const opsTicketSchema = opsTicketRowSchema.extend({
  language: z.string(),
  closedAt: z.string().nullable(),
  posts: z.array(supportPostSchema.extend({ operatorId: z.string().nullable() })),
});
export type OpsTicket = z.infer<typeof opsTicketSchema>;

const ticketParams = z.object({ ticketId: z.string().min(1).max(64) });

/**
 * Support's tickets in the console: the list (open first, oldest first), one with its thread, the
 * answer, closing and reopening (support acts; viewers read). An action on a ticket whose status
 * changed meanwhile answers 409 TICKET_STATUS_CHANGED saying what happened.
 */
export const opsTicketRoutes = {
  opsTickets: defineRoute({
    method: 'GET',
    path: '/api/ops/tickets',
    auth: 'user',
    operator: { area: 'tickets', access: 'read' },
    query: opsTicketsQuerySchema,
    response: z.object({ tickets: z.array(opsTicketRowSchema), page: z.number().int(), hasMore: z.boolean() }),
  }),
  opsTicket: defineRoute({
    method: 'GET',
    path: '/api/ops/tickets/:ticketId',
    refuses: [404],
    auth: 'user',
    operator: { area: 'tickets', access: 'read' },
    params: ticketParams,
    response: opsTicketSchema,
  }),
  opsTicketAnswer: defineRoute({
    method: 'POST',
    creates: true,
    // Versioned: it answered 200 before the rule of docs/decisions/api.md (a POST that creates
    // answers 201), and support's answer is a new post in the ticket's thread.
    versioned: true,
    path: '/api/ops/tickets/:ticketId/answer',
    refuses: [403, 404, 409],
    auth: 'user',
    operator: { area: 'tickets', access: 'act' },
    params: ticketParams,
    body: ticketPostBodySchema,
    response: opsTicketSchema,
  }),
  opsTicketClose: defineRoute({
    method: 'POST',
    path: '/api/ops/tickets/:ticketId/close',
    refuses: [403, 404, 409],
    auth: 'user',
    operator: { area: 'tickets', access: 'act' },
    params: ticketParams,
    body: opsTicketStatusBodySchema,
    response: opsTicketSchema,
  }),
  opsTicketReopen: defineRoute({
    method: 'POST',
    path: '/api/ops/tickets/:ticketId/reopen',
    refuses: [403, 404, 409],
    auth: 'user',
    operator: { area: 'tickets', access: 'act' },
    params: ticketParams,
    body: opsTicketStatusBodySchema,
    response: opsTicketSchema,
  }),
};

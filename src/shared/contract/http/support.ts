import { z } from 'zod';
import { SUPPORT_TICKET_STATUSES, SUPPORT_TOPICS, openTicketBodySchema, ticketKeySchema, ticketPostBodySchema } from '../../domain/support-ticket';
import { defineRoute } from './route';

/** One message of a ticket's thread: the sender's or support's. */
export const supportPostSchema = z.object({ id: z.string(), author: z.enum(['user', 'support']), text: z.string(), createdAt: z.string() });

/** A ticket as its sender reads it. */
export const supportTicketSchema = z.object({
  id: z.string(),
  topic: z.enum(SUPPORT_TOPICS),
  subject: z.string(),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  email: z.string(),
  createdAt: z.string(),
  posts: z.array(supportPostSchema),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

const ticketParams = z.object({ ticketId: z.string().min(1).max(64) });

/**
 * Writing to support. Anyone opens a ticket (signed in: it is the account's); its thread is for its
 * sender: a signed-in owner, or whoever holds the key of the answer's email link (anyone else: 404).
 */
export const supportRoutes = {
  supportTicketOpen: defineRoute({
    method: 'POST',
    creates: true,
    path: '/api/support/tickets',
    auth: 'optional',
    body: openTicketBodySchema,
    response: z.object({ id: z.string(), email: z.string() }),
  }),
  supportTicket: defineRoute({
    method: 'GET',
    path: '/api/support/tickets/:ticketId',
    refuses: [404],
    auth: 'optional',
    params: ticketParams,
    query: ticketKeySchema,
    response: supportTicketSchema,
  }),
  /** The sender writes again; a closed ticket opens again. */
  supportTicketReply: defineRoute({
    method: 'POST',
    creates: true,
    // Versioned: it answered 200 before the rule of docs/decisions/api.md (a POST that creates
    // answers 201), and a reply in the thread is a new thing, as a message in a conversation is.
    versioned: true,
    path: '/api/support/tickets/:ticketId/replies',
    refuses: [404],
    auth: 'optional',
    params: ticketParams,
    query: ticketKeySchema,
    body: ticketPostBodySchema,
    response: supportTicketSchema,
  }),
};

import { z } from 'zod';
import { operatorReasonSchema } from './operator-roles';
import { SUPPORT_TICKET_STATUSES } from './support-ticket';

/**
 * Support's tickets in the console (English, as the whole console): the list's pages, closing and
 * reopening with a reason, and why an action on a ticket that changed meanwhile is refused (409).
 */
export const OPS_TICKETS_PAGE_SIZE = 25;
export const OPS_TICKETS_MAX_PAGE = 40;

const PAGE_MESSAGE = `Pages run from 1 to ${OPS_TICKETS_MAX_PAGE}.`;

/** The list: open tickets first (oldest first), or only one status. */
export const opsTicketsQuerySchema = z.object({
  status: z.enum(SUPPORT_TICKET_STATUSES, { error: 'A status is open or closed.' }).optional(),
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int({ error: PAGE_MESSAGE })
    .min(1, { error: PAGE_MESSAGE })
    .max(OPS_TICKETS_MAX_PAGE, { error: PAGE_MESSAGE })
    .optional(),
});
export type OpsTicketsQuery = z.infer<typeof opsTicketsQuerySchema>;

/** Closing and reopening say why (kept in the audit trail). */
export const opsTicketStatusBodySchema = z.object({ reason: operatorReasonSchema });

/** An answer is audited as an action; its reason is this fixed text (the answer itself is the row's `after`). */
export const OPS_TICKET_ANSWER_REASON = 'Answered the ticket';

export const OPS_TICKET_ACTIONS = { answer: 'tickets.answer', close: 'tickets.close', reopen: 'tickets.reopen' } as const;

export const OPS_TICKET_MESSAGES = {
  alreadyClosed: (at: string) => `This ticket was closed at ${at} by another hand: reopen it to answer.`,
  closedNoAnswer: 'This ticket is closed: reopen it before answering.',
  alreadyOpen: 'This ticket is open already: someone reopened it, or the sender wrote again.',
  notFound: 'No ticket has this id.',
} as const;

/** The 409's code of a ticket whose status changed meanwhile. */
export const TICKET_STATUS_CHANGED_CODE = 'TICKET_STATUS_CHANGED';

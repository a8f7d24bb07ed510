import { randomUUID } from 'node:crypto';
import type { OpsTicket, OpsTicketRow } from '#shared/contract/http/ops-tickets';
import { OPS_TICKET_ACTIONS, OPS_TICKET_ANSWER_REASON, OPS_TICKET_MESSAGES, OPS_TICKETS_PAGE_SIZE, TICKET_STATUS_CHANGED_CODE } from '#shared/domain/ops-tickets';
import type { OperatorRole } from '#shared/domain/operator-roles';
import type { SupportTicketStatus } from '#shared/domain/support-ticket';
import type { Kysely } from 'kysely';
import type { Queryable } from '../../db/queryable';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../ops/audit';
import { findTicket, postsOf } from './repo';
import type { SupportTicketsTable } from './tables';

/** Who acts in the console, for the audit row. */
export interface TicketOperator {
  operatorId: string;
  role: OperatorRole;
  ip: string | null;
  requestId: string | null;
}

const ageSeconds = (since: string, now: Date) => Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / 1000));

const toRow = (t: SupportTicketsTable, now: Date): OpsTicketRow => ({
  id: t.id,
  topic: t.topic,
  subject: t.subject,
  status: t.status,
  email: t.email,
  userId: t.user_id,
  lastFrom: t.last_from,
  createdAt: t.created_at,
  ageSeconds: ageSeconds(t.created_at, now),
});

/** The console's list: open tickets before closed ones, the oldest first; or one status only. */
export async function listTickets(db: Queryable, now: Date, q: { status?: SupportTicketStatus | undefined; page: number }) {
  const rows = await db
    .selectFrom('support_tickets')
    .selectAll()
    .$if(q.status !== undefined, (b) => b.where('status', '=', q.status ?? 'open'))
    // 'open' sorts after 'closed': descending puts the open ones first.
    .orderBy('status', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .limit(OPS_TICKETS_PAGE_SIZE + 1)
    .offset((q.page - 1) * OPS_TICKETS_PAGE_SIZE)
    .execute();
  return { tickets: rows.slice(0, OPS_TICKETS_PAGE_SIZE).map((t) => toRow(t, now)), page: q.page, hasMore: rows.length > OPS_TICKETS_PAGE_SIZE };
}

export async function opsTicketOf(db: Queryable, ticketId: string, now: Date): Promise<OpsTicket> {
  const ticket = await findTicket(db, ticketId);
  if (!ticket) throw notFound(OPS_TICKET_MESSAGES.notFound);
  const posts = await postsOf(db, ticketId);
  return {
    ...toRow(ticket, now),
    language: ticket.language,
    closedAt: ticket.closed_at,
    posts: posts.map((p) => ({ id: p.id, author: p.author, operatorId: p.operator_id, text: p.text, createdAt: p.created_at })),
  };
}

/** The home's figure: open tickets and the oldest one's age. */
export async function openTicketsFigure(db: Queryable, now: Date) {
  const row = await db
    .selectFrom('support_tickets')
    .select((eb) => [eb.fn.countAll<number | string>().as('open'), eb.fn.min('created_at').as('oldest')])
    .where('status', '=', 'open')
    .executeTakeFirst();
  const oldestAt = row?.oldest ?? null;
  return { open: Number(row?.open ?? 0), oldestAt, oldestAgeSeconds: oldestAt === null ? null : ageSeconds(oldestAt, now) };
}

/** What the 409 says: the ticket as it is now. */
async function statusChanged(tx: Queryable, ticketId: string, closedMessage: string): Promise<never> {
  const now = await findTicket(tx, ticketId);
  if (!now) throw notFound(OPS_TICKET_MESSAGES.notFound);
  throw conflict(now.status === 'closed' ? closedMessage : OPS_TICKET_MESSAGES.alreadyOpen, TICKET_STATUS_CHANGED_CODE);
}

/**
 * Support's answer: kept in the thread and audited in one transaction, only while the ticket is open
 * (the status is checked by the same UPDATE that marks who wrote last, so a close meanwhile wins).
 */
export async function answerTicket(db: Kysely<Database>, ticketId: string, text: string, op: TicketOperator, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (tx) => {
    const moved = await tx
      .updateTable('support_tickets')
      .set({ last_from: 'support', updated_at: at })
      .where('id', '=', ticketId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) await statusChanged(tx, ticketId, OPS_TICKET_MESSAGES.closedNoAnswer);
    const postId = randomUUID();
    await tx.insertInto('support_ticket_posts').values({ id: postId, ticket_id: ticketId, author: 'support', operator_id: op.operatorId, text, created_at: at }).execute();
    await recordAudit(tx, {
      ...op,
      action: OPS_TICKET_ACTIONS.answer,
      target: { type: 'ticket', id: ticketId },
      reason: OPS_TICKET_ANSWER_REASON,
      before: null,
      after: { postId, text },
      at: now,
    });
  });
}

/** Closes an open ticket or reopens a closed one, with the operator's reason; 409 when it is so already. */
export async function setTicketStatus(db: Kysely<Database>, ticketId: string, to: SupportTicketStatus, reason: string, op: TicketOperator, now: Date): Promise<void> {
  const at = now.toISOString();
  const from: SupportTicketStatus = to === 'closed' ? 'open' : 'closed';
  await db.transaction().execute(async (tx) => {
    const moved = await tx
      .updateTable('support_tickets')
      .set({ status: to, closed_at: to === 'closed' ? at : null, updated_at: at })
      .where('id', '=', ticketId)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) {
      const current = await findTicket(tx, ticketId);
      await statusChanged(tx, ticketId, OPS_TICKET_MESSAGES.alreadyClosed(current?.closed_at ?? ''));
    }
    await recordAudit(tx, {
      ...op,
      action: to === 'closed' ? OPS_TICKET_ACTIONS.close : OPS_TICKET_ACTIONS.reopen,
      target: { type: 'ticket', id: ticketId },
      reason,
      before: { status: from },
      after: { status: to },
      at: now,
    });
  });
}

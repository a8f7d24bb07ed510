import { randomUUID } from 'node:crypto';
import type { SupportAuthor } from '#shared/domain/support-ticket';
import type { Queryable } from '../../db/queryable';
import type { SupportTicketPostsTable } from './tables';

export const findTicket = (db: Queryable, ticketId: string) => db.selectFrom('support_tickets').selectAll().where('id', '=', ticketId).executeTakeFirst();

export const postsOf = (db: Queryable, ticketId: string): Promise<SupportTicketPostsTable[]> =>
  db.selectFrom('support_ticket_posts').selectAll().where('ticket_id', '=', ticketId).orderBy('created_at').orderBy('id').execute();

/** Appends a message to the thread and records who wrote last (a sender's message reopens a closed ticket). */
export async function addPost(tx: Queryable, ticketId: string, post: { author: SupportAuthor; operatorId: string | null; text: string }, now: string): Promise<void> {
  await tx
    .insertInto('support_ticket_posts')
    .values({ id: randomUUID(), ticket_id: ticketId, author: post.author, operator_id: post.operatorId, text: post.text, created_at: now })
    .execute();
  await tx
    .updateTable('support_tickets')
    .set({ last_from: post.author, updated_at: now, ...(post.author === 'user' ? { status: 'open', closed_at: null } : {}) })
    .where('id', '=', ticketId)
    .execute();
}

import { randomUUID } from 'node:crypto';
import type { SupportTicket } from '#shared/contract/http/support';
import { SUPPORT_MESSAGES, type OpenTicketBody } from '#shared/domain/support-ticket';
import { isUiLanguage, SOURCE_LANGUAGE } from '#shared/domain/ui-language';
import { badRequest, notFound } from '../../http/errors';
import type { AuthUser } from '../../http/auth';
import type { AppDeps } from '../context';
import { addPost, findTicket, postsOf } from './repo';
import { ticketKeyMatches } from './ticket-key';
import type { SupportTicketsTable } from './tables';

/**
 * The sender's side of support tickets: opening one from the help page, reading its thread and
 * writing again. A signed-in sender's ticket is the account's (its email and language); a sender
 * without an account gives an email, and later reaches the thread through the answer email's key.
 */
export function createSupportService(deps: Pick<AppDeps, 'db' | 'clock' | 'jwtSecret'>) {
  const db = deps.db.kysely;

  async function open(caller: AuthUser | null, body: OpenTicketBody): Promise<{ id: string; email: string }> {
    const account = caller ? await db.selectFrom('users').select(['email', 'language']).where('id', '=', caller.id).executeTakeFirst() : undefined;
    const email = account?.email ?? body.email;
    if (email === undefined) throw badRequest(SUPPORT_MESSAGES.emailRequired, { email: SUPPORT_MESSAGES.emailRequired });
    const language = [account?.language, body.language].find(isUiLanguage) ?? SOURCE_LANGUAGE;
    const id = randomUUID();
    const now = deps.clock.now().toISOString();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('support_tickets')
        .values({
          id,
          user_id: caller?.id ?? null,
          email,
          language,
          topic: body.topic,
          subject: body.subject,
          status: 'open',
          last_from: 'user',
          created_at: now,
          updated_at: now,
          closed_at: null,
        })
        .execute();
      await addPost(trx, id, { author: 'user', operatorId: null, text: body.message }, now);
    });
    return { id, email };
  }

  /** The ticket when the caller is its sender (the owning account, or the link's key); 404 for anyone else. */
  async function ticketFor(ticketId: string, caller: AuthUser | null, key: string | undefined): Promise<SupportTicketsTable> {
    const ticket = await findTicket(db, ticketId);
    if (!ticket) throw notFound(SUPPORT_MESSAGES.notFound);
    const owner = caller !== null && ticket.user_id === caller.id;
    const keyed = key !== undefined && ticketKeyMatches(deps.jwtSecret, ticket.id, key);
    if (!owner && !keyed) throw notFound(SUPPORT_MESSAGES.notFound);
    return ticket;
  }

  async function view(ticket: SupportTicketsTable): Promise<SupportTicket> {
    const posts = await postsOf(db, ticket.id);
    return {
      id: ticket.id,
      topic: ticket.topic,
      subject: ticket.subject,
      status: ticket.status,
      email: ticket.email,
      createdAt: ticket.created_at,
      posts: posts.map((p) => ({ id: p.id, author: p.author, text: p.text, createdAt: p.created_at })),
    };
  }

  return {
    open,
    read: async (ticketId: string, caller: AuthUser | null, key: string | undefined) => view(await ticketFor(ticketId, caller, key)),
    async reply(ticketId: string, caller: AuthUser | null, key: string | undefined, text: string): Promise<SupportTicket> {
      const ticket = await ticketFor(ticketId, caller, key);
      await db.transaction().execute((trx) => addPost(trx, ticket.id, { author: 'user', operatorId: null, text }, deps.clock.now().toISOString()));
      return view(await ticketFor(ticketId, caller, key));
    },
  };
}

import type { SupportAuthor, SupportTicketStatus, SupportTopic } from '#shared/domain/support-ticket';

/** A support ticket from the help page's form (migration 1020). */
export interface SupportTicketsTable {
  id: string;
  /** The sender's account; null: written without signing in. */
  user_id: string | null;
  /** Where answers are mailed: the account's email when signed in. */
  email: string;
  /** The answers' language for a sender without an account (an account's own language wins). */
  language: string;
  topic: SupportTopic;
  subject: string;
  status: SupportTicketStatus;
  /** Who wrote last: 'user' means the sender waits for support. */
  last_from: SupportAuthor;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
}

/** One message of a ticket's thread (the first is the sender's form text). */
export interface SupportTicketPostsTable {
  id: string;
  ticket_id: string;
  author: SupportAuthor;
  /** The operator who answered (support posts only). */
  operator_id: string | null;
  text: string;
  created_at: string;
}

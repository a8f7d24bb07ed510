import { z } from 'zod';
import { englishSupportText } from '#shared/i18n/english-support';
import { UI_LANGUAGES } from './ui-language';
import { emailSchema } from './user';

/**
 * Support tickets: anyone may write to support from the help page (a signed-in sender's email is
 * their account's, an anonymous sender gives one); support answers in the console, closes and
 * reopens. The sender reads the thread and writes again from the bell (signed in) or from the link of
 * the answer's email (a ticket's own key, for a sender without an account).
 */
export const SUPPORT_TOPICS = ['booking', 'credits', 'session', 'refund', 'account', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** open: support has something to do or to watch; closed: done (a sender's new message reopens it). */
export const SUPPORT_TICKET_STATUSES = ['open', 'closed'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

/** Who wrote a message of the thread. */
export type SupportAuthor = 'user' | 'support';

export const SUPPORT_SUBJECT_MIN = 3;
export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 4000;

/** Tickets one caller (account, or address without one) may open an hour: far above an honest need. */
export const SUPPORT_TICKETS_PER_HOUR = 5;

export const SUPPORT_MESSAGES = {
  topic: englishSupportText('support:topic'),
  subjectShort: englishSupportText('support:subjectShort', { min: SUPPORT_SUBJECT_MIN }),
  subjectLong: englishSupportText('support:subjectLong', { max: SUPPORT_SUBJECT_MAX }),
  messageShort: englishSupportText('support:messageShort', { min: SUPPORT_MESSAGE_MIN }),
  messageLong: englishSupportText('support:messageLong', { max: SUPPORT_MESSAGE_MAX }),
  emailRequired: englishSupportText('support:emailRequired'),
  notFound: englishSupportText('support:notFound'),
} as const;

const messageSchema = z
  .string({ error: SUPPORT_MESSAGES.messageShort })
  .trim()
  .min(SUPPORT_MESSAGE_MIN, { error: SUPPORT_MESSAGES.messageShort })
  .max(SUPPORT_MESSAGE_MAX, { error: SUPPORT_MESSAGES.messageLong });

/**
 * The help page's contact form. `email` is the anonymous sender's (a signed-in sender's is the
 * account's, whatever is sent); `language` the page's, for the answers' emails to a sender without an account.
 */
export const openTicketBodySchema = z.object({
  topic: z.enum(SUPPORT_TOPICS, { error: SUPPORT_MESSAGES.topic }),
  subject: z
    .string({ error: SUPPORT_MESSAGES.subjectShort })
    .trim()
    .min(SUPPORT_SUBJECT_MIN, { error: SUPPORT_MESSAGES.subjectShort })
    .max(SUPPORT_SUBJECT_MAX, { error: SUPPORT_MESSAGES.subjectLong }),
  message: messageSchema,
  email: emailSchema.optional(),
  language: z.enum(UI_LANGUAGES).optional(),
});
export type OpenTicketBody = z.infer<typeof openTicketBodySchema>;

/** A message of the thread: the sender's reply or support's answer. */
export const ticketPostBodySchema = z.object({ text: messageSchema });

/** The key of an anonymous sender's link (`&key=` of /help?ticket=<id>). */
export const ticketKeySchema = z.object({ key: z.string().min(16).max(128).optional() });

/**
 * The sender's view of a ticket in the app: the help page showing its thread (no route of its own, so
 * the route table every page loads does not grow).
 */
export const supportTicketPath = (ticketId: string, key?: string) =>
  `/help?ticket=${encodeURIComponent(ticketId)}${key === undefined ? '' : `&key=${encodeURIComponent(key)}`}`;

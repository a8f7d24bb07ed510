import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { UNREAD_MESSAGE_EMAIL_DELAY_MS } from '#shared/domain/notifications';
import type { Database } from '../../db/schema';
import { createKindsRunner, type JobKinds, type RunnerTuning } from '../../jobs/kinds';
import type { JobHandler } from '../../jobs/runner';
import type { AppDeps } from '../context';
import { mailTexts } from '../../services/mail-texts';
import { shownNameOf } from '../users/shown-name';
import { sendNotificationEmail } from './email';

/** The job that emails a recipient about a conversation's messages still unread 15 minutes on. */
export const UNREAD_MESSAGE_JOB = 'notify.unread-message';

const keyOf = (conversationId: string, recipientId: string) => `${conversationId}:${recipientId}`;

/**
 * Schedules the email for a stored message, coalesced per conversation and recipient: while one
 * is pending, more messages change nothing (one email per conversation, not per message); once it
 * ran (or gave up), the next message schedules it again, 15 minutes after that message.
 */
export async function scheduleUnreadMail(db: Kysely<Database>, conversationId: string, recipientId: string, now: Date) {
  const iso = now.toISOString();
  const runAt = new Date(now.getTime() + UNREAD_MESSAGE_EMAIL_DELAY_MS).toISOString();
  await db
    .insertInto('jobs')
    .values({
      kind: UNREAD_MESSAGE_JOB,
      key: keyOf(conversationId, recipientId),
      run_at: runAt,
      status: 'pending',
      attempts: 0,
      locked_until: null,
      locked_by: null,
      last_error: null,
      created_at: iso,
      updated_at: iso,
    })
    .onConflict((oc) =>
      oc
        .columns(['kind', 'key'])
        .doUpdateSet({ status: 'pending', run_at: runAt, attempts: 0, locked_until: null, locked_by: null, last_error: null, updated_at: iso })
        .where('jobs.status', 'in', ['done', 'failed']),
    )
    .execute();
}

/** The recipient's unread messages of the conversation (from others), and who sent them. */
async function unreadOf(db: Kysely<Database>, conversationId: string, recipientId: string) {
  const member = await db
    .selectFrom('conversation_members')
    .select('last_read_seq')
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', recipientId)
    .executeTakeFirst();
  if (!member) return { count: 0, senders: [] as string[] };
  const rows = await db
    .selectFrom('messages as m')
    .innerJoin('users as u', 'u.id', 'm.sender_id')
    .leftJoin('expert_profiles as e', 'e.user_id', 'u.id')
    .select(shownNameOf('u', 'e').as('name'))
    .where('m.conversation_id', '=', conversationId)
    .where('m.sender_id', '!=', recipientId)
    .where('m.seq', '>', Number(member.last_read_seq))
    .execute();
  return { count: rows.length, senders: [...new Set(rows.map((r) => r.name))] };
}

/** Sends the email, unless everything was read meanwhile (or the recipient switched it off). */
export function unreadMailJob(deps: AppDeps): JobHandler {
  const db = deps.db.kysely;
  return async ({ key }) => {
    const [conversationId = '', recipientId = ''] = key.split(':');
    const { count, senders } = await unreadOf(db, conversationId, recipientId);
    if (count === 0) return undefined;
    const to = await db.selectFrom('users').select(['id', 'email', 'name', 'language']).where('id', '=', recipientId).executeTakeFirst();
    if (!to) return undefined;
    const from = senders.join(', ');
    const link = `${deps.config.publicUrl}/messages/${conversationId}`;
    const { t } = mailTexts(to);
    await sendNotificationEmail(deps, to, 'message.new', {
      subject: t('emails:unread.subject', { count, from }),
      text: `${t('emails:greeting', { name: to.name })}\n\n${t('emails:unread.body', { count, from })}\n\n${t('emails:unread.link', { link })}\n\nQurious`,
    });
    return undefined;
  };
}

/** The notifications' job kind: the unread-message email. */
export const notificationJobKinds: JobKinds = ({ deps }) => ({ [UNREAD_MESSAGE_JOB]: unreadMailJob(deps) });

/** A runner of the notifications' jobs alone, for tests that run them on demand (the API runs them with every other kind). */
export const createNotificationJobRunner = (deps: AppDeps, log: FastifyBaseLogger, tuning: RunnerTuning = {}) =>
  createKindsRunner([notificationJobKinds], { deps, log }, tuning);

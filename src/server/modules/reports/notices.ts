import type { FastifyBaseLogger } from 'fastify';
import type { HideableKind } from '#shared/domain/report-triage';
import type { ReportTargetKind } from '#shared/domain/reports';
import type { LiveHub } from '../../live/hub';
import { mailTexts, type EmailKey } from '../../services/mail-texts';
import type { AppDeps } from '../context';
import { sendNotificationEmail } from '../notifications/email';
import type { NoticeText } from '../notifications/notice-text';
import { createNotifier } from '../notifications/notifier';

/** What a moderation notice tells: a warning about reported content, or a gig or review hidden or shown again. */
export type ModerationNotice =
  | { event: 'warned'; kind: ReportTargetKind; name: string }
  | { event: 'hidden'; kind: HideableKind; name: string; reason: string }
  | { event: 'shown'; kind: HideableKind; name: string };

const TITLES: Record<ModerationNotice['event'], EmailKey> = {
  warned: 'emails:bell.moderation.warned.title',
  hidden: 'emails:bell.moderation.hidden.title',
  shown: 'emails:bell.moderation.shown.title',
};

const WARNED: Record<ReportTargetKind, EmailKey> = {
  message: 'emails:bell.moderation.warned.message',
  conversation: 'emails:bell.moderation.warned.conversation',
  gig: 'emails:bell.moderation.warned.gig',
  review: 'emails:bell.moderation.warned.review',
  expert: 'emails:bell.moderation.warned.expert',
};
const HIDDEN: Record<HideableKind, EmailKey> = { gig: 'emails:bell.moderation.hidden.gig', review: 'emails:bell.moderation.hidden.review' };
const SHOWN: Record<HideableKind, EmailKey> = { gig: 'emails:bell.moderation.shown.gig', review: 'emails:bell.moderation.shown.review' };

function bodyOf(n: ModerationNotice): NoticeText {
  switch (n.event) {
    case 'warned':
      return { key: WARNED[n.kind], values: { name: n.name } };
    case 'hidden':
      return { key: HIDDEN[n.kind], values: { name: n.name, reason: n.reason } };
    case 'shown':
      return { key: SHOWN[n.kind], values: { name: n.name } };
  }
}

/**
 * Tells the user of a moderation decision once it is committed: a bell notice (written in their
 * language when read) and an email in their language, unless they switched these emails off. A mail
 * that fails is logged and undoes nothing.
 */
export function createModerationNotices(deps: AppDeps, hub: Pick<LiveHub, 'sendToUser'>, log: FastifyBaseLogger) {
  const notifier = createNotifier(deps, hub);
  return async function tell(to: { userId: string; subjectId: string; link: string }, notice: ModerationNotice): Promise<void> {
    const { userId, subjectId, link } = to;
    const title: NoticeText = { key: TITLES[notice.event] };
    const body = bodyOf(notice);
    await notifier.notify({ userId, kind: 'moderation', title, body, link, subjectId });
    const person = await deps.db.kysely.selectFrom('users').select(['id', 'name', 'email', 'language']).where('id', '=', userId).executeTakeFirst();
    if (!person) return;
    const x = mailTexts(person);
    try {
      await sendNotificationEmail(deps, person, 'moderation', {
        subject: x.t(title.key),
        text: `${x.t('emails:greeting', { name: person.name })}\n\n${x.t(body.key, body.values)}\n\n${deps.config.publicUrl}${link}\n\nQurious`,
      });
    } catch (err) {
      log.warn({ err, userId, event: notice.event }, 'moderation mail could not be sent');
    }
  };
}

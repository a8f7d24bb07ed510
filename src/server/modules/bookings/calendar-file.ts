import { NOT_SCHEDULED_YET_MESSAGE } from '#shared/domain/booking-answers';
import { conflict } from '../../http/errors';
import type { AppDeps } from '../context';
import { mailTexts } from '../../services/mail-texts';
import { sessionInvite } from './invite';
import { roomLinkOf } from './mail-parts';
import type { BookingRow } from './repo';

/**
 * An accepted session as the calendar file a person downloads from the booking page: the same
 * event as the acceptance mail's invitation (same UID, so a calendar keeps one event), in the
 * language of the one who asks. A booking without an accepted time has no event yet.
 */
export async function sessionCalendarFile(deps: AppDeps, b: BookingRow, viewerId: string): Promise<string> {
  if (b.stage !== 'accepted' || !b.scheduled_at) throw conflict(NOT_SCHEDULED_YET_MESSAGE, 'NOT_SCHEDULED');
  const viewer = await deps.db.kysely.selectFrom('users').select('language').where('id', '=', viewerId).executeTakeFirst();
  const { publicUrl } = deps.config;
  return sessionInvite(b, roomLinkOf(publicUrl, b.id), new URL(publicUrl).hostname, mailTexts({ language: viewer?.language ?? null })).content;
}

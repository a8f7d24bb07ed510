import { createEvent } from 'ics';
import { JOIN_OPENS_BEFORE_MINUTES, sessionWindow } from '#shared/domain/session';
import type { MailAttachment } from '../../services/mailer';
import type { MailTexts } from '../../services/mail-texts';
import type { BookingRow } from './repo';

/**
 * The calendar invitation of an accepted session (an .ics file, RFC 5545) for the acceptance
 * mail: from the accepted start to the room's close (the session time plus its extra time, the
 * whole time the call may take), the room link as its URL and location. METHOD:PUBLISH: an event
 * to add, not a meeting request to answer. Its UID is the booking's, so a calendar keeps one event.
 */
/** A session's calendar UID: the same in the invitation and in the expert's feed, so a calendar keeps one event. */
export const sessionUid = (bookingId: string, domain: string) => `${bookingId}@${domain}`;

/** Its summary and description are in the recipient's language (`users.language`), as the mail it is attached to. */
export function sessionInvite(b: BookingRow, roomLink: string, domain: string, { t }: Pick<MailTexts, 't'>): MailAttachment {
  if (!b.scheduled_at) throw new Error(`booking ${b.id} has no start time`);
  const w = sessionWindow(b.scheduled_at, b.session_time, b.extra_time);
  const utc = {
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
  } as const;
  const { error, value } = createEvent({
    ...utc,
    productId: 'qurious/sessions',
    method: 'PUBLISH',
    uid: sessionUid(b.id, domain),
    title: t('emails:invite.title', { gig: b.gig_title }),
    description: t('emails:invite.description', {
      package: b.package_title,
      expert: b.expert_name,
      buyer: b.buyer_name,
      link: roomLink,
      minutes: JOIN_OPENS_BEFORE_MINUTES,
    }),
    location: roomLink,
    url: roomLink,
    start: w.startsAt.getTime(),
    end: w.closesAt.getTime(),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('the calendar invitation could not be made');
  return {
    filename: 'session.ics',
    content: value,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}

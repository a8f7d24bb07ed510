import { createEvent } from 'ics';
import { JOIN_OPENS_BEFORE_MINUTES, sessionWindow } from '#shared/domain/session';
import type { MailAttachment } from '../../services/mailer';
import type { BookingRow } from './repo';

/**
 * The calendar invitation of an accepted session (an .ics file, RFC 5545) for the acceptance
 * mail: from the accepted start to the room's close (the session time plus its extra time, the
 * whole time the call may take), the room link as its URL and location. METHOD:PUBLISH: an event
 * to add, not a meeting request to answer. Its UID is the booking's, so a calendar keeps one event.
 */
/** A session's calendar UID: the same in the invitation and in the expert's feed, so a calendar keeps one event. */
export const sessionUid = (bookingId: string, domain: string) => `${bookingId}@${domain}`;

export function sessionInvite(b: BookingRow, roomLink: string, domain: string): MailAttachment {
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
    title: `Qurious session: ${b.gig_title}`,
    description: `${b.package_title} with ${b.expert_name} (expert) and ${b.buyer_name}.\nJoin the call: ${roomLink}\nThe room opens ${JOIN_OPENS_BEFORE_MINUTES} minutes before the start.`,
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

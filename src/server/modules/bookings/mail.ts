import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDeps } from '../context';
import type { EventHub } from '../../events';
import { createBackground } from '../users/background';
import { sendNotificationEmail } from '../notifications/email';
import { kindOfBookingEvent } from '../notifications/booking-notices';
import { formatSessionTime } from '#shared/domain/booking';
import { formatCredits } from '#shared/domain/wallet';
import { JOIN_OPENS_BEFORE_MINUTES } from '#shared/domain/session';
import { sessionInvite } from './invite';
import { bookedThing, roomLinkOf, type BookingLinks, type Mail } from './mail-parts';
import type { BookingRow } from './repo';
import { sessionMailsFor, type SessionMailEvent } from './session-mail';

/** Every booking event that mails someone. */
export type BookingMailEvent =
  'requested' | 'accepted' | 'declined' | 'cancelled' | 'expired' | 'reviewed' | SessionMailEvent;

const times = (b: BookingRow, zone: string) =>
  (JSON.parse(b.proposed_times_json) as string[])
    .map((t) => `  - ${formatSessionTime(t, zone)} (${formatSessionTime(t, 'UTC')})`)
    .join('\n');

function mailsFor(event: BookingMailEvent, b: BookingRow, links: BookingLinks, domain: string, extra: { rating?: number }): Mail[] {
  const what = bookedThing(b);
  const when = b.scheduled_at ? formatSessionTime(b.scheduled_at, b.buyer_time_zone) : '';
  const link = links.booking;
  switch (event) {
    case 'requested':
      return [
        {
          to: 'expert',
          subject: `New booking request: ${b.gig_title}`,
          body: `${b.buyer_name} booked ${what} and proposed these start times (their time zone: ${b.buyer_time_zone}):\n${times(b, b.buyer_time_zone)}\n${b.note ? `\nTheir note: ${b.note}\n` : ''}\nAccept one of the times or decline by ${formatSessionTime(b.expires_at, 'UTC')}, or the request expires and the credits go back to the buyer:\n${link}`,
        },
      ];
    case 'accepted':
      return [
        {
          to: 'buyer',
          subject: `Your session is confirmed: ${b.gig_title}`,
          body: `${b.expert_name} accepted your booking of ${what}.\nThe session starts ${when}.\n\nJoin the call: ${links.room}\n(the room opens ${JOIN_OPENS_BEFORE_MINUTES} minutes before; the attached invitation adds it to your calendar)\n\nYour booking: ${link}`,
          attachment: sessionInvite(b, links.room, domain),
        },
      ];
    case 'declined':
      return [
        {
          to: 'buyer',
          subject: `Your booking was declined: ${b.gig_title}`,
          body: `${b.expert_name} declined your booking of ${what}.${b.decline_reason ? `\nTheir reason: ${b.decline_reason}` : ''}\nThe ${formatCredits(b.credits)} were refunded to your wallet.\n\nYour booking: ${link}`,
        },
      ];
    case 'cancelled':
      return [
        {
          to: 'expert',
          subject: `A booking was cancelled: ${b.gig_title}`,
          body: `${b.buyer_name} cancelled their booking request for ${what}. Nothing more to do.\n\nThe booking: ${link}`,
        },
      ];
    case 'expired':
      return [
        {
          to: 'buyer',
          subject: `Your booking request expired: ${b.gig_title}`,
          body: `${b.expert_name} did not answer your booking of ${what} in time.\nThe ${formatCredits(b.credits)} were refunded to your wallet.\n\nYour booking: ${link}`,
        },
        {
          to: 'expert',
          subject: `A booking request expired: ${b.gig_title}`,
          body: `The booking request from ${b.buyer_name} for ${what} expired without an answer; the credits went back to the buyer.\n\nThe booking: ${link}`,
        },
      ];
    case 'reviewed':
      return [
        {
          to: 'expert',
          subject: `New ${extra.rating ?? ''}-star review: ${b.gig_title}`,
          body: `${b.buyer_name} reviewed their session of ${what}.\n\nRead it: ${link}`,
        },
      ];
    default:
      return sessionMailsFor(event, b, links);
  }
}

/**
 * Mails the other party about a booking event (after its transaction committed), unless they
 * switched that kind of email off. A mail failure is logged and never undoes the transition.
 */
export async function sendBookingMail(
  deps: AppDeps,
  log: FastifyBaseLogger,
  event: BookingMailEvent,
  b: BookingRow,
  extra: { rating?: number } = {},
): Promise<void> {
  const { publicUrl } = deps.config;
  const links = { booking: `${publicUrl}/bookings/${b.id}`, room: roomLinkOf(publicUrl, b.id) };
  const people = await deps.db.kysely
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('id', 'in', [b.buyer_id, b.expert_user_id])
    .execute();
  for (const mail of mailsFor(event, b, links, new URL(publicUrl).hostname, extra)) {
    const person = people.find((p) => p.id === (mail.to === 'buyer' ? b.buyer_id : b.expert_user_id));
    if (!person) continue;
    try {
      // Unless the person switched this kind of email off; it carries the one-click unsubscribe.
      await sendNotificationEmail(deps, person, kindOfBookingEvent(event), {
        subject: mail.subject,
        text: `Hi ${person.name},\n\n${mail.body}\n\nQurious`,
        ...(mail.attachment ? { attachments: [mail.attachment] } : {}),
      });
    } catch (err) {
      log.warn({ err, event, bookingId: b.id }, 'booking mail could not be sent');
    }
  }
}

/** Sends a booking mail: in the background of the request (the API's way), or awaited (scripts, tests). */
export type BookingMailer = (
  event: BookingMailEvent,
  b: BookingRow,
  extra?: { rating?: number },
) => Promise<void>;

/** The event's announcement (the bell's notification: `booking.changed`), then its mails. */
async function announce(
  deps: AppDeps,
  log: FastifyBaseLogger,
  events: EventHub | undefined,
  event: BookingMailEvent,
  b: BookingRow,
  extra: { rating?: number } = {},
): Promise<void> {
  await events?.emit('booking.changed', { bookingId: b.id, event, ...(extra.rating ? { rating: extra.rating } : {}) });
  await sendBookingMail(deps, log, event, b, extra);
}

/** Mails without holding up the answer; closing the app waits for mails still being sent. */
export function backgroundBookingMailer(deps: AppDeps, app: FastifyInstance): BookingMailer {
  const background = createBackground(app);
  return async (event, b, extra) =>
    background.run(`booking mail (${event})`, () => announce(deps, app.log, app.events, event, b, extra));
}

/** Awaits the mails (jobs, scripts, tests); with `events`, the bell's notifications are raised too. */
export const awaitedBookingMailer =
  (deps: AppDeps, log: FastifyBaseLogger, events?: EventHub): BookingMailer =>
  (event, b, extra) =>
    announce(deps, log, events, event, b, extra);

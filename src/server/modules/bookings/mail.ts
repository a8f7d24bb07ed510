import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../context';
import type { EventHub } from '../../events';
import { createBackground } from '../../services/background';
import { mailTexts, type MailTexts } from '../../services/mail-texts';
import { sendNotificationEmail } from '../notifications/email';
import { kindOfBookingEvent } from '../notifications/booking-notices';
import { JOIN_OPENS_BEFORE_MINUTES } from '#shared/domain/session';
import { sessionInvite } from './invite';
import { bookedThing, roomLinkOf, type BookingLinks, type Mail, type SideTexts } from './mail-parts';
import type { BookingRow } from './repo';
import type { BookingEvent } from './events';
import { sessionMailsFor } from './session-mail';

const times = (b: BookingRow, { time }: MailTexts) =>
  (JSON.parse(b.proposed_times_json) as string[])
    .map((t) => `  - ${time(t, b.buyer_time_zone)} (${time(t, 'UTC')})`)
    .join('\n');

function mailsFor(event: BookingEvent, b: BookingRow, links: BookingLinks, domain: string, extra: { rating?: number }, texts: SideTexts): Mail[] {
  const title = b.gig_title;
  const link = links.booking;
  const facts = (x: MailTexts) => ({ title, expert: b.expert_name, buyer: b.buyer_name, what: bookedThing(b, x), credits: x.credits(b.credits) });
  const { buyer, expert } = texts;
  switch (event) {
    case 'requested': {
      const note = b.note ? `\n${expert.t('emails:booking.requested.note', { note: b.note })}\n` : '';
      const asked = expert.t('emails:booking.requested.body', { ...facts(expert), zone: b.buyer_time_zone });
      const answer = expert.t('emails:booking.requested.answer', { deadline: expert.time(b.expires_at, 'UTC') });
      return [
        {
          to: 'expert',
          subject: expert.t('emails:booking.requested.subject', { title }),
          body: `${asked}\n${times(b, expert)}\n${note}\n${answer}\n${link}`,
        },
      ];
    }
    case 'accepted': {
      const when = b.scheduled_at ? buyer.time(b.scheduled_at, b.buyer_time_zone) : '';
      const join = buyer.t('emails:booking.accepted.join', { room: links.room, minutes: JOIN_OPENS_BEFORE_MINUTES });
      return [
        {
          to: 'buyer',
          subject: buyer.t('emails:booking.accepted.subject', { title }),
          body: `${buyer.t('emails:booking.accepted.body', { ...facts(buyer), when })}\n\n${join}\n\n${buyer.t('emails:booking.yourBooking', { link })}`,
          attachment: sessionInvite(b, links.room, domain, buyer),
        },
      ];
    }
    case 'declined': {
      const reason = b.decline_reason ? `\n${buyer.t('emails:booking.declined.reason', { reason: b.decline_reason })}` : '';
      return [
        {
          to: 'buyer',
          subject: buyer.t('emails:booking.declined.subject', { title }),
          body: `${buyer.t('emails:booking.declined.body', facts(buyer))}${reason}\n${buyer.t('emails:booking.refunded', facts(buyer))}\n\n${buyer.t('emails:booking.yourBooking', { link })}`,
        },
      ];
    }
    case 'cancelled': {
      // A session's cancel (its terms kept on the booking) says when, and the late-cancellation fee if any.
      const said = b.cancel_terms
        ? expert.t('emails:booking.cancelled.sessionBody', { ...facts(expert), when: b.scheduled_at ? expert.time(b.scheduled_at, 'UTC') : '' })
        : expert.t('emails:booking.cancelled.body', facts(expert));
      const fee = b.cancel_fee > 0 ? `\n${expert.t('emails:booking.cancelled.compensation', { credits: expert.credits(b.cancel_fee) })}` : '';
      return [
        {
          to: 'expert',
          subject: expert.t('emails:booking.cancelled.subject', { title }),
          body: `${said}${fee}\n\n${expert.t('emails:booking.theBooking', { link })}`,
        },
      ];
    }
    case 'expired':
      return [
        {
          to: 'buyer',
          subject: buyer.t('emails:booking.expired.buyerSubject', { title }),
          body: `${buyer.t('emails:booking.expired.buyerBody', facts(buyer))}\n${buyer.t('emails:booking.refunded', facts(buyer))}\n\n${buyer.t('emails:booking.yourBooking', { link })}`,
        },
        {
          to: 'expert',
          subject: expert.t('emails:booking.expired.expertSubject', { title }),
          body: `${expert.t('emails:booking.expired.expertBody', facts(expert))}\n\n${expert.t('emails:booking.theBooking', { link })}`,
        },
      ];
    case 'reviewed':
      return [
        {
          to: 'expert',
          subject: expert.t('emails:booking.reviewed.subject', { title, rating: extra.rating ?? '' }),
          body: expert.t('emails:booking.reviewed.body', { ...facts(expert), link }),
        },
      ];
    default:
      return sessionMailsFor(event, b, links, texts);
  }
}

/** Both people of a booking, and the texts of each one's language (`users.language`): their mails and bell notices. */
export async function bookingSides(db: Kysely<Database>, b: BookingRow): Promise<{ people: BookingPerson[]; texts: SideTexts }> {
  const people = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'language'])
    .where('id', 'in', [b.buyer_id, b.expert_user_id])
    .execute();
  const languageOf = (id: string) => ({ language: people.find((p) => p.id === id)?.language ?? null });
  return { people, texts: { buyer: mailTexts(languageOf(b.buyer_id)), expert: mailTexts(languageOf(b.expert_user_id)) } };
}

interface BookingPerson {
  id: string;
  email: string;
  name: string;
  language: string | null;
}

/**
 * Mails the other party about a booking event (after its transaction committed), unless they
 * switched that kind of email off. A mail failure is logged and never undoes the transition.
 */
export async function sendBookingMail(
  deps: AppDeps,
  log: FastifyBaseLogger,
  event: BookingEvent,
  b: BookingRow,
  extra: { rating?: number } = {},
): Promise<void> {
  const { publicUrl } = deps.config;
  const links = { booking: `${publicUrl}/bookings/${b.id}`, room: roomLinkOf(publicUrl, b.id) };
  const { people, texts } = await bookingSides(deps.db.kysely, b);
  for (const mail of mailsFor(event, b, links, new URL(publicUrl).hostname, extra, texts)) {
    const person = people.find((p) => p.id === (mail.to === 'buyer' ? b.buyer_id : b.expert_user_id));
    if (!person) continue;
    try {
      // Unless the person switched this kind of email off; it carries the one-click unsubscribe.
      await sendNotificationEmail(deps, person, kindOfBookingEvent(event), {
        subject: mail.subject,
        text: `${texts[mail.to].t('emails:greeting', { name: person.name })}\n\n${mail.body}\n\nQurious`,
        ...(mail.attachment ? { attachments: [mail.attachment] } : {}),
      });
    } catch (err) {
      log.warn({ err, event, bookingId: b.id }, 'booking mail could not be sent');
    }
  }
}

/** Sends a booking mail: in the background of the request (the API's way), or awaited (scripts, tests). */
export type BookingMailer = (
  event: BookingEvent,
  b: BookingRow,
  extra?: { rating?: number },
) => Promise<void>;

/** The event's announcement (the bell's notification: `booking.changed`), then its mails. */
async function announce(
  deps: AppDeps,
  log: FastifyBaseLogger,
  events: EventHub | undefined,
  event: BookingEvent,
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

import type { NotificationKind } from '#shared/domain/notifications';
import type { MessageValues } from '#shared/i18n/message-format';
import type { BookingMailEvent } from '../bookings/mail';
import type { SideTexts } from '../bookings/mail-parts';
import type { BookingRow } from '../bookings/repo';
import type { EmailKey } from '../users/mail-texts';

type Side = keyof SideTexts;

/** The kind (the bell's, and the email setting's) of each booking event. */
export function kindOfBookingEvent(event: BookingMailEvent): NotificationKind {
  switch (event) {
    case 'requested':
    case 'accepted':
    case 'declined':
    case 'cancelled':
    case 'expired':
      return `booking.${event}`;
    case 'reviewed':
      return 'review.new';
    case 'remind-24h':
    case 'remind-15m':
      return 'booking.reminder';
    case 'completed':
    case 'expert_no_show':
    case 'buyer_no_show':
    case 'not_held':
      return 'booking.settled';
  }
}

/** One side's notice of a booking event. */
export interface BookingNotice {
  to: 'buyer' | 'expert';
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
}

/**
 * What the bell says to each side about a booking event (the same sides its mails go to), each in
 * its own language (`users.language`, issue 17): written when the notice is stored, with the
 * catalogue and the date format the emails use.
 */
export function bookingNotices(event: BookingMailEvent, b: BookingRow, texts: SideTexts, extra: { rating?: number } = {}): BookingNotice[] {
  return noticesOf(event, b, texts, extra).map((n) => ({ ...n, kind: kindOfBookingEvent(event) }));
}

function noticesOf(event: BookingMailEvent, b: BookingRow, texts: SideTexts, extra: { rating?: number }): Omit<BookingNotice, 'kind'>[] {
  const booking = `/bookings/${b.id}`;
  const room = `/sessions/${b.id}`;
  const start = b.scheduled_at ?? '';
  const names = { gig: b.gig_title, buyer: b.buyer_name, expert: b.expert_name, package: b.package_title };
  const say = (to: Side, key: EmailKey, values: MessageValues = {}) => texts[to].t(key, { ...names, ...values });
  const when = (to: Side) => (start ? texts[to].time(start, to === 'buyer' ? b.buyer_time_zone : 'UTC') : '');
  const one = (to: Side, title: EmailKey, body: EmailKey, values: MessageValues = {}): Omit<BookingNotice, 'kind'>[] => [
    { to, title: say(to, title), body: say(to, body, values), link: booking },
  ];
  const both = (title: EmailKey, buyer: EmailKey, expert: EmailKey, link = booking): Omit<BookingNotice, 'kind'>[] => [
    { to: 'buyer', title: say('buyer', title), body: say('buyer', buyer), link },
    { to: 'expert', title: say('expert', title), body: say('expert', expert), link },
  ];
  switch (event) {
    case 'requested':
      return one('expert', 'emails:bell.requested.title', 'emails:bell.requested.body');
    case 'accepted':
      return one('buyer', 'emails:bell.accepted.title', 'emails:bell.accepted.body', { when: when('buyer') });
    case 'declined':
      return one('buyer', 'emails:bell.declined.title', 'emails:bell.declined.body');
    case 'cancelled':
      return one('expert', 'emails:bell.cancelled.title', 'emails:bell.cancelled.body');
    case 'expired':
      return both('emails:bell.expired.title', 'emails:bell.expired.buyer', 'emails:bell.expired.expert');
    case 'reviewed':
      return one('expert', 'emails:bell.reviewed.title', 'emails:bell.reviewed.body', { rating: extra.rating ?? '' });
    case 'remind-24h':
    case 'remind-15m': {
      const title = event === 'remind-15m' ? 'emails:bell.remind15m.title' : 'emails:bell.remind24h.title';
      const remind = (to: Side, other: string) => ({ to, title: say(to, title), body: say(to, 'emails:bell.remind.body', { other, when: when(to) }), link: room });
      return [remind('buyer', b.expert_name), remind('expert', b.buyer_name)];
    }
    case 'completed':
      return both('emails:bell.completed.title', 'emails:bell.completed.buyer', 'emails:bell.completed.expert');
    case 'expert_no_show':
      return both('emails:bell.expertNoShow.title', 'emails:bell.expertNoShow.buyer', 'emails:bell.expertNoShow.expert');
    case 'buyer_no_show':
      return both('emails:bell.buyerNoShow.title', 'emails:bell.buyerNoShow.buyer', 'emails:bell.buyerNoShow.expert');
    case 'not_held':
      return both('emails:bell.notHeld.title', 'emails:bell.notHeld.buyer', 'emails:bell.notHeld.expert');
  }
}

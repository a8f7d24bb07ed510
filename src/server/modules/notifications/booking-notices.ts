import type { NotificationKind } from '#shared/domain/notifications';
import type { MessageValues } from '#shared/i18n/message-format';
import type { BookingEvent } from '../bookings/events';
import type { BookingRow } from '../bookings/repo';
import type { EmailKey } from '../../services/mail-texts';
import type { NoticeText } from './notice-text';

type Side = 'buyer' | 'expert';

/** The kind (the bell's, and the email setting's) of each booking event. */
export function kindOfBookingEvent(event: BookingEvent): NotificationKind {
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
  title: NoticeText;
  body: NoticeText;
  link: string;
}

/**
 * What the bell says to each side about a booking event (the same sides its mails go to): keys of
 * the emails' catalogue and their values, written in each reader's language (`users.language`)
 * with the emails' date format when the notice is read (./notice-text).
 */
export function bookingNotices(event: BookingEvent, b: BookingRow, extra: { rating?: number } = {}): BookingNotice[] {
  return noticesOf(event, b, extra).map((n) => ({ ...n, kind: kindOfBookingEvent(event) }));
}

function noticesOf(event: BookingEvent, b: BookingRow, extra: { rating?: number }): Omit<BookingNotice, 'kind'>[] {
  const booking = `/bookings/${b.id}`;
  const room = `/sessions/${b.id}`;
  const start = b.scheduled_at ?? '';
  const names = { gig: b.gig_title, buyer: b.buyer_name, expert: b.expert_name, package: b.package_title };
  const say = (key: EmailKey, values: MessageValues = {}, when?: Side): NoticeText => ({
    key,
    values: { ...names, ...values },
    ...(when && { when: { at: start, zone: when === 'buyer' ? b.buyer_time_zone : 'UTC' } }),
  });
  const one = (to: Side, title: EmailKey, body: EmailKey, values: MessageValues = {}, withWhen = false): Omit<BookingNotice, 'kind'>[] => [
    { to, title: say(title), body: say(body, values, withWhen ? to : undefined), link: booking },
  ];
  const both = (title: EmailKey, buyer: EmailKey, expert: EmailKey, link = booking): Omit<BookingNotice, 'kind'>[] => [
    { to: 'buyer', title: say(title), body: say(buyer), link },
    { to: 'expert', title: say(title), body: say(expert), link },
  ];
  switch (event) {
    case 'requested':
      return one('expert', 'emails:bell.requested.title', 'emails:bell.requested.body');
    case 'accepted':
      return one('buyer', 'emails:bell.accepted.title', 'emails:bell.accepted.body', {}, true);
    case 'declined':
      return one('buyer', 'emails:bell.declined.title', 'emails:bell.declined.body');
    case 'cancelled':
      if (b.cancel_fee > 0) return one('expert', 'emails:bell.cancelled.title', 'emails:bell.cancelled.compensated', { count: b.cancel_fee });
      return one('expert', 'emails:bell.cancelled.title', b.cancel_terms ? 'emails:bell.cancelled.session' : 'emails:bell.cancelled.body');
    case 'expired':
      return both('emails:bell.expired.title', 'emails:bell.expired.buyer', 'emails:bell.expired.expert');
    case 'reviewed':
      return one('expert', 'emails:bell.reviewed.title', 'emails:bell.reviewed.body', { rating: extra.rating ?? '' });
    case 'remind-24h':
    case 'remind-15m': {
      const title = event === 'remind-15m' ? 'emails:bell.remind15m.title' : 'emails:bell.remind24h.title';
      const remind = (to: Side, other: string) => ({ to, title: say(title), body: say('emails:bell.remind.body', { other }, to), link: room });
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

import { formatSessionTime } from '#shared/domain/booking';
import type { NotificationKind } from '#shared/domain/notifications';
import type { BookingMailEvent } from '../bookings/mail';
import type { BookingRow } from '../bookings/repo';

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

/** What the bell says to each side about a booking event (the same sides its mails go to). */
export function bookingNotices(event: BookingMailEvent, b: BookingRow, extra: { rating?: number } = {}): BookingNotice[] {
  return noticesOf(event, b, extra).map((n) => ({ ...n, kind: kindOfBookingEvent(event) }));
}

function noticesOf(event: BookingMailEvent, b: BookingRow, extra: { rating?: number }): Omit<BookingNotice, 'kind'>[] {
  const gig = `"${b.gig_title}"`;
  const booking = `/bookings/${b.id}`;
  const room = `/sessions/${b.id}`;
  const start = b.scheduled_at ?? '';
  const forBuyer = start ? formatSessionTime(start, b.buyer_time_zone) : '';
  const forExpert = start ? formatSessionTime(start, 'UTC') : '';
  const both = (title: string, buyer: string, expert: string, link = booking): Omit<BookingNotice, 'kind'>[] => [
    { to: 'buyer', title, body: buyer, link },
    { to: 'expert', title, body: expert, link },
  ];
  switch (event) {
    case 'requested':
      return [{ to: 'expert', title: 'New booking request', body: `${b.buyer_name} booked ${gig} (${b.package_title}).`, link: booking }];
    case 'accepted':
      return [{ to: 'buyer', title: 'Booking accepted', body: `${b.expert_name} accepted ${gig}. It starts ${forBuyer}.`, link: booking }];
    case 'declined':
      return [{ to: 'buyer', title: 'Booking declined', body: `${b.expert_name} declined ${gig}; the credits were refunded.`, link: booking }];
    case 'cancelled':
      return [{ to: 'expert', title: 'Booking cancelled', body: `${b.buyer_name} cancelled their request for ${gig}.`, link: booking }];
    case 'expired':
      return both(
        'Booking request expired',
        `${b.expert_name} did not answer ${gig} in time; the credits were refunded.`,
        `The request from ${b.buyer_name} for ${gig} expired without an answer.`,
      );
    case 'reviewed':
      return [{ to: 'expert', title: 'New review', body: `${b.buyer_name} left a ${extra.rating ?? ''}-star review on ${gig}.`, link: booking }];
    case 'remind-24h':
    case 'remind-15m': {
      const title = event === 'remind-15m' ? 'Session starts in 15 minutes' : 'Session tomorrow';
      return both(title, `${gig} with ${b.expert_name} starts ${forBuyer}.`, `${gig} with ${b.buyer_name} starts ${forExpert}.`, room);
    }
    case 'completed':
      return both('Session completed', `Your session of ${gig} is completed. Leave a review.`, `Your session of ${gig} is completed; the credits are in your earnings.`);
    case 'expert_no_show':
      return both('Session missed by the expert', `${b.expert_name} did not join ${gig}; the credits were refunded.`, `You did not join ${gig}; the buyer was refunded.`);
    case 'buyer_no_show':
      return both('Session missed by the buyer', `You did not join ${gig}; the credits went to the expert.`, `${b.buyer_name} did not join ${gig}; the credits are in your earnings.`);
    case 'not_held':
      return both('Session not held', `${gig} was not held as booked; the credits were refunded.`, `${gig} was not held as booked; the buyer was refunded.`);
  }
}

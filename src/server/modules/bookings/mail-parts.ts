import { formatCredits } from '#shared/domain/wallet';
import type { MailAttachment } from '../../services/mailer';
import type { BookingRow } from './repo';

/** One booking mail to one side, before it is addressed. */
export interface Mail {
  to: 'buyer' | 'expert';
  subject: string;
  body: string;
  attachment?: MailAttachment;
}

/** The links a booking mail carries: the booking's page and its call room. */
export interface BookingLinks {
  booking: string;
  room: string;
}

/** The call room's address (issue 15: the room route /sessions/{bookingId}). */
export const roomLinkOf = (publicUrl: string, bookingId: string) => `${publicUrl}/sessions/${bookingId}`;

/** What is booked, as every booking mail names it. */
export const bookedThing = (b: BookingRow) =>
  `"${b.gig_title}" (${b.package_title}, ${formatCredits(b.credits)})`;

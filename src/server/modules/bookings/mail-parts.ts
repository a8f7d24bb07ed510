import type { MailAttachment } from '../../services/mailer';
import type { MailTexts } from '../../services/mail-texts';
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

/** The call room's address (the room route /sessions/{bookingId}). */
export const roomLinkOf = (publicUrl: string, bookingId: string) => `${publicUrl}/sessions/${bookingId}`;

/** The texts of a booking's mails, each side's in its own language (`users.language`). */
export type SideTexts = Record<Mail['to'], MailTexts>;

/** What is booked, as every booking mail names it, in the mail's language. */
export const bookedThing = (b: BookingRow, { t, credits }: MailTexts) =>
  t('emails:booking.thing', { title: b.gig_title, package: b.package_title, credits: credits(b.credits) });

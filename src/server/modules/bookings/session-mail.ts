import { EXPERT_WAIT_MINUTES, JOIN_OPENS_BEFORE_MINUTES } from '#shared/domain/session';
import type { MailTexts } from '../../services/mail-texts';
import { bookedThing, type BookingLinks, type Mail, type SideTexts } from './mail-parts';
import type { SessionEvent } from './events';
import type { BookingRow } from './repo';

/** The live session's mails: its reminders, and how it ended, to both sides. */
type Part = (x: MailTexts) => string;

/** One mail to each side, each in its own language. */
const both = (texts: SideTexts, subject: Part, buyer: Part, expert: Part): Mail[] => [
  { to: 'buyer', subject: subject(texts.buyer), body: buyer(texts.buyer) },
  { to: 'expert', subject: subject(texts.expert), body: expert(texts.expert) },
];

export function sessionMailsFor(event: SessionEvent, b: BookingRow, links: BookingLinks, texts: SideTexts): Mail[] {
  const title = b.gig_title;
  const start = b.scheduled_at ?? '';
  const names = { expert: b.expert_name, buyer: b.buyer_name };
  const facts = (x: MailTexts) => ({ ...names, title, what: bookedThing(b, x), credits: x.credits(b.credits), minutes: EXPERT_WAIT_MINUTES });
  const join = ({ t }: MailTexts) => t('emails:session.join', { room: links.room, minutes: JOIN_OPENS_BEFORE_MINUTES });
  const booking = ({ t }: MailTexts) => t('emails:booking.theBooking', { link: links.booking });
  switch (event) {
    case 'remind-24h':
    case 'remind-15m': {
      const soon = event === 'remind-15m';
      // The buyer reads times in their own zone; the expert's zone is not known, so UTC.
      return both(
        texts,
        ({ t }) => t(soon ? 'emails:session.soonSubject' : 'emails:session.tomorrowSubject', { title }),
        (x) => `${x.t('emails:session.remindBuyer', { ...facts(x), when: x.time(start, b.buyer_time_zone) })}\n\n${join(x)}`,
        (x) => `${x.t('emails:session.remindExpert', { ...facts(x), when: x.time(start, 'UTC') })}\n\n${join(x)}`,
      );
    }
    case 'completed':
      return [
        {
          to: 'buyer',
          subject: texts.buyer.t('emails:session.completed.buyerSubject', { title }),
          body: texts.buyer.t('emails:session.completed.buyerBody', { ...facts(texts.buyer), link: links.booking }),
        },
        {
          to: 'expert',
          subject: texts.expert.t('emails:session.completed.expertSubject', { title }),
          body: `${texts.expert.t('emails:session.completed.expertBody', facts(texts.expert))}\n\n${booking(texts.expert)}`,
        },
      ];
    case 'expert_no_show':
      return both(
        texts,
        ({ t }) => t('emails:session.expertNoShow.subject', { title }),
        (x) => `${x.t('emails:session.expertNoShow.buyer', facts(x))}\n\n${booking(x)}`,
        (x) => `${x.t('emails:session.expertNoShow.expert', facts(x))}\n\n${booking(x)}`,
      );
    case 'buyer_no_show':
      return both(
        texts,
        ({ t }) => t('emails:session.buyerNoShow.subject', { title }),
        (x) => `${x.t('emails:session.buyerNoShow.buyer', facts(x))}\n\n${booking(x)}`,
        (x) => `${x.t('emails:session.buyerNoShow.expert', facts(x))}\n\n${booking(x)}`,
      );
    case 'not_held':
      return both(
        texts,
        ({ t }) => t('emails:session.notHeld.subject', { title }),
        (x) => `${x.t('emails:session.notHeld.buyer', facts(x))}\n\n${booking(x)}`,
        (x) => `${x.t('emails:session.notHeld.expert', facts(x))}\n\n${booking(x)}`,
      );
  }
}

import { formatSessionTime } from '#shared/domain/booking';
import { EXPERT_WAIT_MINUTES, JOIN_OPENS_BEFORE_MINUTES } from '#shared/domain/session';
import { formatCredits } from '#shared/domain/wallet';
import { bookedThing, type BookingLinks, type Mail } from './mail-parts';
import type { BookingRow } from './repo';

/** The live session's mails (issue 15): its reminders, and how it ended, to both sides. */
export type SessionMailEvent =
  'remind-24h' | 'remind-15m' | 'completed' | 'expert_no_show' | 'buyer_no_show' | 'not_held';

/** One mail to each side. */
const both = (subject: string, buyer: string, expert: string): Mail[] => [
  { to: 'buyer', subject, body: buyer },
  { to: 'expert', subject, body: expert },
];

export function sessionMailsFor(event: SessionMailEvent, b: BookingRow, links: BookingLinks): Mail[] {
  const what = bookedThing(b);
  const credits = formatCredits(b.credits);
  const start = b.scheduled_at ?? '';
  // The buyer reads times in their own zone; the expert's zone is not known, so UTC.
  const forBuyer = formatSessionTime(start, b.buyer_time_zone);
  const forExpert = formatSessionTime(start, 'UTC');
  const join = `Join the call: ${links.room}\n(the room opens ${JOIN_OPENS_BEFORE_MINUTES} minutes before the start)`;
  const booking = `The booking: ${links.booking}`;
  switch (event) {
    case 'remind-24h':
    case 'remind-15m': {
      const soon = event === 'remind-15m';
      return both(
        soon ? `Starting soon: ${b.gig_title}` : `Tomorrow: ${b.gig_title}`,
        `Your session of ${what} with ${b.expert_name} starts ${forBuyer}.\n\n${join}`,
        `Your session with ${b.buyer_name} for ${what} starts ${forExpert}.\n\n${join}`,
      );
    }
    case 'completed':
      return [
        {
          to: 'buyer',
          subject: `How was your session? ${b.gig_title}`,
          body: `Your session of ${what} with ${b.expert_name} is completed.\nLeave a review to help other curious people choose:\n${links.booking}`,
        },
        {
          to: 'expert',
          subject: `Session completed: ${b.gig_title}`,
          body: `Your session with ${b.buyer_name} for ${what} is completed; the ${credits} are in your earnings.\n\n${booking}`,
        },
      ];
    case 'expert_no_show':
      return both(
        `Session missed by the expert: ${b.gig_title}`,
        `${b.expert_name} did not join your session of ${what}, so the ${credits} were refunded to your wallet.\n\n${booking}`,
        `You did not join your session with ${b.buyer_name} for ${what}, so the buyer was refunded.\n\n${booking}`,
      );
    case 'buyer_no_show':
      return both(
        `Session missed by the buyer: ${b.gig_title}`,
        `You did not join your session of ${what}. ${b.expert_name} waited at least ${EXPERT_WAIT_MINUTES} minutes, so the ${credits} went to the expert.\n\n${booking}`,
        `${b.buyer_name} did not join the session for ${what}. You waited at least ${EXPERT_WAIT_MINUTES} minutes, so the ${credits} are in your earnings.\n\n${booking}`,
      );
    case 'not_held':
      return both(
        `Session not held: ${b.gig_title}`,
        `Your session of ${what} with ${b.expert_name} was not held as booked (you were not in the call together long enough), so the ${credits} were refunded to your wallet.\n\n${booking}`,
        `Your session with ${b.buyer_name} for ${what} was not held as booked (you were not in the call together long enough), so the buyer was refunded.\n\n${booking}`,
      );
  }
}

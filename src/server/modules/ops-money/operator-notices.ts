import type { FastifyBaseLogger } from 'fastify';
import type { EmailKey, MailTexts } from '../../services/mail-texts';
import type { LiveHub } from '../../live/hub';
import type { AppDeps } from '../context';
import { bookedThing } from '../bookings/mail-parts';
import { bookingSides } from '../bookings/mail';
import { findBooking } from '../bookings/repo';
import { sendNotificationEmail } from '../notifications/email';
import { createNotifier } from '../notifications/notifier';
import type { BookingMoveNotice } from './booking-actions';

/** Each move's texts: the mail and the bell, in the emails' catalogue. */
const TEXTS = {
  cancelled: {
    subject: 'emails:opsBooking.cancelled.subject',
    body: 'emails:opsBooking.cancelled.body',
    bellTitle: 'emails:bell.opsBooking.cancelled.title',
    bellBody: 'emails:bell.opsBooking.cancelled.body',
  },
  resettled: {
    subject: 'emails:opsBooking.resettled.subject',
    body: 'emails:opsBooking.resettled.body',
    bellTitle: 'emails:bell.opsBooking.resettled.title',
    bellBody: 'emails:bell.opsBooking.resettled.body',
  },
} as const satisfies Record<'cancelled' | 'resettled', Record<string, EmailKey>>;

/** Where the booking's credits ended, in the mail's language (the dispute decision's phrases). */
function resultOf(x: MailTexts, buyerCredits: number, expertCredits: number): string {
  if (expertCredits === 0) return x.t('emails:dispute.result.refund', { credits: x.credits(buyerCredits) });
  if (buyerCredits === 0) return x.t('emails:dispute.result.release', { credits: x.credits(expertCredits) });
  return x.t('emails:dispute.result.split', { buyerCredits: x.credits(buyerCredits), expertCredits: x.credits(expertCredits) });
}

/**
 * Tells both parties of an operator's cancellation or new settlement, once it committed: a bell notice
 * (written in the reader's language when read) and an email in each one's language, of the booking
 * kinds they may switch off (`booking.cancelled`, `booking.settled`). A mail that fails is logged and undoes nothing.
 */
export function operatorNotices(deps: AppDeps, log: FastifyBaseLogger, hub: Pick<LiveHub, 'sendToUser'>): BookingMoveNotice {
  const notifier = createNotifier(deps, hub);
  return async ({ event, bookingId, buyerCredits, expertCredits }) => {
    const b = await findBooking(deps.db.kysely, bookingId);
    if (!b) return;
    const kind = event === 'cancelled' ? 'booking.cancelled' : 'booking.settled';
    const keys = TEXTS[event];
    const { people, texts } = await bookingSides(deps.db.kysely, b);
    const link = `${deps.config.publicUrl}/bookings/${b.id}`;
    for (const side of ['buyer', 'expert'] as const) {
      const userId = side === 'buyer' ? b.buyer_id : b.expert_user_id;
      const person = people.find((p) => p.id === userId);
      if (!person) continue;
      const x = texts[side];
      try {
        await notifier.notify({
          userId,
          kind,
          title: { key: keys.bellTitle, values: { gig: b.gig_title } },
          body: { key: keys.bellBody, values: { gig: b.gig_title } },
          link: `/bookings/${b.id}`,
          subjectId: b.id,
        });
        const body = x.t(keys.body, { what: bookedThing(b, x), result: resultOf(x, buyerCredits, expertCredits) });
        await sendNotificationEmail(deps, person, kind, {
          subject: x.t(keys.subject, { title: b.gig_title }),
          text: `${x.t('emails:greeting', { name: person.name })}\n\n${body}\n\n${x.t('emails:opsBooking.link', { link })}\n\nQurious`,
        });
      } catch (err) {
        log.warn({ err, event, bookingId }, 'an operator notice could not be sent');
      }
    }
  };
}

import { bookedThing } from '../bookings/mail-parts';
import { bookingSides } from '../bookings/mail';
import { findBooking } from '../bookings/repo';
import { sendNotificationEmail } from '../notifications/email';
import type { SuspensionContext } from './suspension-context';

/**
 * Tells the other party of each booking a suspension cancelled why (the suspended account has its own
 * mail): a buyer that the credits are back, an expert that nothing more is asked. In each one's
 * language, unless they switched cancellation emails off; a mail that fails is logged and undoes nothing.
 */
export async function tellOtherParties(ctx: SuspensionContext, suspendedId: string, bookingIds: readonly string[]): Promise<void> {
  const db = ctx.deps.db.kysely;
  for (const bookingId of bookingIds) {
    const b = await findBooking(db, bookingId);
    if (!b) continue;
    const side = b.buyer_id === suspendedId ? 'expert' : 'buyer';
    const { people, texts } = await bookingSides(db, b);
    const person = people.find((p) => p.id === (side === 'buyer' ? b.buyer_id : b.expert_user_id));
    if (!person) continue;
    const x = texts[side];
    const body = x.t(side === 'buyer' ? 'emails:suspension.cancelled.buyer' : 'emails:suspension.cancelled.expert', { what: bookedThing(b, x) });
    const link = x.t('emails:booking.theBooking', { link: `${ctx.deps.config.publicUrl}/bookings/${b.id}` });
    try {
      await sendNotificationEmail(ctx.deps, person, 'booking.cancelled', {
        subject: x.t('emails:suspension.cancelled.subject', { title: b.gig_title }),
        text: `${x.t('emails:greeting', { name: person.name })}\n\n${body}\n\n${link}\n\nQurious`,
      });
    } catch (err) {
      ctx.log.warn({ err, bookingId }, 'suspension cancellation mail could not be sent');
    }
  }
}

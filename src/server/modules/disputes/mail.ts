import type { DisputeEvent, DisputeSide } from '#shared/domain/dispute';
import type { MailTexts } from '../../services/mail-texts';
import { bookedThing, type SideTexts } from '../bookings/mail-parts';
import { bookingSides } from '../bookings/mail';
import { findBooking, type BookingRow } from '../bookings/repo';
import { sendNotificationEmail } from '../notifications/email';
import type { DisputeContext } from './context';
import { findDispute } from './repo';
import type { DisputesTable } from './tables';

/** What the decision gives each side, in the mail's language. */
function resultOf(d: DisputesTable, x: MailTexts): string {
  const buyer = d.buyer_credits ?? 0;
  if (d.outcome === 'split') return x.t('emails:dispute.result.split', { buyerCredits: x.credits(buyer), expertCredits: x.credits(d.credits - buyer) });
  return d.outcome === 'refund' ? x.t('emails:dispute.result.refund', { credits: x.credits(d.credits) }) : x.t('emails:dispute.result.release', { credits: x.credits(d.credits) });
}

/** The deadline as each side reads dates: the buyer in their own zone, the expert in UTC (as booking mails). */
const zoneOf = (side: DisputeSide, b: BookingRow) => (side === 'buyer' ? b.buyer_time_zone : 'UTC');

function mailFor(event: DisputeEvent, side: DisputeSide, d: DisputesTable, b: BookingRow, texts: SideTexts): { subject: string; body: string } {
  const x = texts[side];
  const title = b.gig_title;
  const what = bookedThing(b, x);
  switch (event) {
    case 'opened': {
      const values = { what, deadline: x.time(d.answer_due_at, zoneOf(side, b)), credits: x.credits(d.credits) };
      const body = side === d.opened_by ? x.t('emails:dispute.opened.opener', values) : x.t('emails:dispute.opened.other', values);
      return { subject: x.t('emails:dispute.opened.subject', { title }), body };
    }
    case 'answered':
      return {
        subject: x.t('emails:dispute.answered.subject', { title }),
        body: x.t('emails:dispute.answered.body', { what, deadline: x.time(d.decision_due_at ?? '', zoneOf(side, b)) }),
      };
    case 'lapsed': {
      const values = { what, result: resultOf(d, x) };
      const body = d.decided_by === 'answer_lapsed' ? x.t('emails:dispute.lapsed.answer', values) : x.t('emails:dispute.lapsed.decision', values);
      return { subject: x.t('emails:dispute.lapsed.subject', { title }), body };
    }
    case 'decided':
      return { subject: x.t('emails:dispute.decided.subject', { title }), body: x.t('emails:dispute.decided.body', { what, result: resultOf(d, x) }) };
  }
}

/**
 * Tells both parties of a dispute's new stage, once its transaction committed: the bell (through the
 * `dispute.changed` event, notifications/dispute-notices) and one email each, in each one's language,
 * unless they switched dispute emails off. A mail that fails is logged and undoes nothing.
 */
export async function announceDispute(ctx: DisputeContext, event: DisputeEvent, disputeId: string): Promise<void> {
  const { deps, log } = ctx;
  await ctx.events?.emit('dispute.changed', { disputeId, event });
  const d = await findDispute(deps.db.kysely, disputeId);
  const b = d && (await findBooking(deps.db.kysely, d.booking_id));
  if (!d || !b) return;
  const { people, texts } = await bookingSides(deps.db.kysely, b);
  const link = `${deps.config.publicUrl}/bookings/${b.id}`;
  for (const side of ['buyer', 'expert'] as const) {
    const person = people.find((p) => p.id === (side === 'buyer' ? b.buyer_id : b.expert_user_id));
    if (!person) continue;
    const x = texts[side];
    const mail = mailFor(event, side, d, b, texts);
    try {
      await sendNotificationEmail(deps, person, 'dispute.update', {
        subject: mail.subject,
        text: `${x.t('emails:greeting', { name: person.name })}\n\n${mail.body}\n\n${x.t('emails:dispute.link', { link })}\n\nQurious`,
      });
    } catch (err) {
      log.warn({ err, event, disputeId }, 'dispute mail could not be sent');
    }
  }
}

import type { DisputeEvent, DisputeSide } from '#shared/domain/dispute';
import type { BookingRow } from '../bookings/repo';
import type { DisputesTable } from '../disputes/tables';
import type { EmailKey } from '../../services/mail-texts';
import type { NoticeText } from './notice-text';

/** One side's bell notice of a dispute's new stage. */
export interface DisputeNotice {
  to: DisputeSide;
  title: NoticeText;
  body: NoticeText;
  link: string;
}

/**
 * What the bell says to each side when a dispute reaches a stage: keys of the emails' catalogue,
 * written in the reader's language when read; the deadline (`when`) in the buyer's zone for the
 * buyer and in UTC for the expert, as the dispute's emails.
 */
export function disputeNotices(event: DisputeEvent, d: DisputesTable, b: BookingRow): DisputeNotice[] {
  const link = `/bookings/${b.id}`;
  const zone = (side: DisputeSide) => (side === 'buyer' ? b.buyer_time_zone : 'UTC');
  const say = (side: DisputeSide, title: EmailKey, body: EmailKey, at?: string | null): DisputeNotice => ({
    to: side,
    title: { key: title, values: { gig: b.gig_title } },
    body: { key: body, values: { gig: b.gig_title }, ...(at ? { when: { at, zone: zone(side) } } : {}) },
    link,
  });
  const sides = ['buyer', 'expert'] as const;
  switch (event) {
    case 'opened':
      return sides.map((s) =>
        say(s, 'emails:bell.dispute.opened.title', s === d.opened_by ? 'emails:bell.dispute.opened.opener' : 'emails:bell.dispute.opened.other', d.answer_due_at),
      );
    case 'answered':
      return sides.map((s) => say(s, 'emails:bell.dispute.answered.title', 'emails:bell.dispute.answered.body', d.decision_due_at));
    case 'lapsed':
      return sides.map((s) => say(s, 'emails:bell.dispute.lapsed.title', 'emails:bell.dispute.lapsed.body'));
    case 'decided':
      return sides.map((s) => say(s, 'emails:bell.dispute.decided.title', 'emails:bell.dispute.decided.body'));
  }
}

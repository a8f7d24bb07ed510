import type { DisputeReason } from '#shared/domain/dispute';
import type { FullKey } from '#i18n/namespaces';

/** Each reason's label, in the reader's language. */
export const REASON_KEYS: Record<DisputeReason, FullKey<'bookings'>> = {
  not_as_described: 'bookings:dispute.reason.not_as_described',
  poor_quality: 'bookings:dispute.reason.poor_quality',
  attendance_wrong: 'bookings:dispute.reason.attendance_wrong',
  conduct: 'bookings:dispute.reason.conduct',
  technical: 'bookings:dispute.reason.technical',
  other: 'bookings:dispute.reason.other',
};

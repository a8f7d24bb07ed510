import { useTranslation } from 'react-i18next';
import type { BookingStage } from '#shared/domain/booking';
import type { OrderStatus } from '#shared/domain/orders';
import type { FullKey } from '#i18n/namespaces';
import { useBookingFormat } from './format';
import { deviceTimeZone } from './time';

const STATUS_KEYS: Record<OrderStatus, FullKey<'bookings'>> = {
  Completed: 'bookings:status.Completed',
  Pending: 'bookings:status.Pending',
  Failed: 'bookings:status.Failed',
};
export const STAGE_KEYS: Record<BookingStage, FullKey<'bookings'>> = {
  requested: 'bookings:stage.requested',
  accepted: 'bookings:stage.accepted',
  completed: 'bookings:stage.completed',
  declined: 'bookings:stage.declined',
  cancelled: 'bookings:stage.cancelled',
  expired: 'bookings:stage.expired',
  expert_no_show: 'bookings:stage.expert_no_show',
  buyer_no_show: 'bookings:stage.buyer_no_show',
  not_held: 'bookings:stage.not_held',
};

/** The stages that head the pill themselves: what a person chose, not what the status files it under. */
const HEADLINE_STAGES = ['accepted', 'cancelled'] as const;
type HeadlineStage = (typeof HEADLINE_STAGES)[number];
const isHeadline = (stage: BookingStage | undefined): stage is HeadlineStage =>
  (HEADLINE_STAGES as readonly (BookingStage | undefined)[]).includes(stage);

export type StageTone = Lowercase<OrderStatus> | HeadlineStage;

/**
 * The tone of a booking's pill: the stage people care about where one of the spec's three
 * statuses (Completed, Pending, Failed) would hide it — an accepted booking reads "Accepted",
 * not "Pending", and one the buyer cancelled "Cancelled", not "Failed". The statuses stay what
 * the orders filter sorts by.
 */
export const stageTone = (status: OrderStatus, stage: BookingStage | undefined): StageTone =>
  isHeadline(stage) ? stage : (status.toLowerCase() as Lowercase<OrderStatus>);

/** The pill, with the finer stage beside it (or, once accepted, the session's time). */
export function StageBadge({
  status,
  stage,
  scheduledAt = null,
  showStage = true,
}: {
  status: OrderStatus;
  stage: BookingStage;
  scheduledAt?: string | null;
  showStage?: boolean;
}) {
  const { t } = useTranslation(['bookings']);
  const { sessionTime } = useBookingFormat();
  const headKey = isHeadline(stage) ? STAGE_KEYS[stage] : STATUS_KEYS[status];
  const detail =
    stage === 'accepted'
      ? scheduledAt
        ? sessionTime(scheduledAt, deviceTimeZone())
        : null
      : // A completed or cancelled stage says no more than its headline.
        stage === 'completed' || stage === 'cancelled'
        ? null
        : t(STAGE_KEYS[stage]);
  return (
    <span className="bk-badge-wrap">
      <span className={`bk-status bk-status-${stageTone(status, stage)}`}>{t(headKey)}</span>
      {showStage && detail && <span className="bk-stage">{detail}</span>}
    </span>
  );
}

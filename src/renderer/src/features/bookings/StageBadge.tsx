import { STAGE_LABELS, type BookingStage } from '#shared/domain/booking';
import type { OrderStatus } from '#shared/domain/orders';
import { formatDateTime } from './format';

/**
 * What the pill of a booking says: the stage people care about where one of the spec's three
 * statuses (Completed, Pending, Failed) would hide it — an accepted booking reads "Accepted",
 * not "Pending". The statuses stay what the orders filter sorts by.
 */
export function stageHeadline(status: OrderStatus, stage: BookingStage | undefined): { text: string; tone: string } {
  if (stage === 'accepted') return { text: STAGE_LABELS.accepted, tone: 'accepted' };
  return { text: status, tone: status.toLowerCase() };
}

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
  const head = stageHeadline(status, stage);
  const detail = stage === 'accepted' ? (scheduledAt ? formatDateTime(scheduledAt) : null) : STAGE_LABELS[stage] !== head.text ? STAGE_LABELS[stage] : null;
  return (
    <span className="bk-badge-wrap">
      <span className={`bk-status bk-status-${head.tone}`}>{head.text}</span>
      {showStage && detail && <span className="bk-stage">{detail}</span>}
    </span>
  );
}

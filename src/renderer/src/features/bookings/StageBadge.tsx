import { STAGE_LABELS, type BookingStage } from '#shared/domain/booking';
import type { OrderStatus } from '#shared/domain/orders';

/** The spec's status (Completed, Pending, Failed) as a pill, with the finer stage beside it. */
export function StageBadge({
  status,
  stage,
  showStage = true,
}: {
  status: OrderStatus;
  stage: BookingStage;
  showStage?: boolean;
}) {
  return (
    <span className="bk-badge-wrap">
      <span className={`bk-status bk-status-${status.toLowerCase()}`}>{status}</span>
      {showStage && STAGE_LABELS[stage] !== status && <span className="bk-stage">{STAGE_LABELS[stage]}</span>}
    </span>
  );
}

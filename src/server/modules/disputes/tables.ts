import type { DisputeDecider, DisputeOutcome, DisputeReason, DisputeSide, DisputeStage } from '#shared/domain/dispute';

/** A dispute of a settled session (one per booking at most). */
export interface DisputesTable {
  id: string;
  booking_id: string;
  opened_by: DisputeSide;
  reason: DisputeReason;
  text: string;
  /** The session's credits: what the dispute is about. */
  credits: number;
  /** 1 when the settlement refunded the buyer, 0 when it released the credits to the expert. */
  settled_to_buyer: number;
  stage: DisputeStage;
  answer_due_at: string;
  answered_at: string | null;
  decision_due_at: string | null;
  outcome: DisputeOutcome | null;
  /** The session's credits the buyer ends with (the expert keeps the rest). */
  buyer_credits: number | null;
  decided_by: DisputeDecider | null;
  operator_id: string | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One message of a dispute's thread, by either party. */
export interface DisputePostsTable {
  id: string;
  dispute_id: string;
  author_id: string;
  side: DisputeSide;
  text: string;
  created_at: string;
}

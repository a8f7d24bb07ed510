import type { ColumnType } from 'kysely';
import type { BookingStage } from '#shared/domain/booking';
import type { PricingTier } from '#shared/domain/gig-pricing';
import type { CancellationTerms } from '#shared/domain/session-cancellation';

/**
 * A booking of one gig package. The gig's title, skill and package are copied at booking time so
 * the order reads the same after the gig changes or is deleted (gig_id then becomes null).
 */
export interface BookingsTable {
  id: string;
  buyer_id: string;
  expert_id: string;
  gig_id: string | null;
  gig_title: string;
  skill: string;
  tier: PricingTier;
  package_title: string;
  session_time: string;
  /** The package's extra time after the session time (the room closes after it). */
  extra_time: string;
  credits: number;
  /** The platform's fee percent in force when the booking was made (domain/platform-fee); 0 before the fee. */
  fee_percent: ColumnType<number, number | undefined, number>;
  stage: BookingStage;
  /** Up to three ISO-8601 UTC start times the buyer proposed. */
  proposed_times_json: string;
  /** The proposed time the expert accepted. */
  scheduled_at: string | null;
  note: string;
  decline_reason: string;
  buyer_time_zone: string;
  /** The buyer's idempotency key: the same request books once. */
  request_id: string | null;
  /** How the buyer's cancellation of the accepted session was decided (null: not cancelled so). */
  cancel_terms: ColumnType<CancellationTerms | null, CancellationTerms | null | undefined, CancellationTerms | null>;
  /** The late-cancellation fee that went to the expert (0 unless cancelled late). */
  cancel_fee: ColumnType<number, number | undefined, number>;
  /** A request not answered by then expires (72 h after it was made). */
  expires_at: string;
  created_at: string;
  updated_at: string;
}

/**
 * Every transition a booking went through, by whom: the buyer, the expert, the system (a job: expiry,
 * settlement) or an operator from the console (with the reason as its note).
 */
export interface BookingEventsTable {
  id: string;
  booking_id: string;
  from_stage: BookingStage | null;
  to_stage: BookingStage;
  actor: 'buyer' | 'expert' | 'system' | 'operator';
  actor_user_id: string | null;
  /** Why an operator made the change (null for the parties' and the jobs' moves). */
  note: string | null;
  created_at: string;
}

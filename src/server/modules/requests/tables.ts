import type { DeclineReason, OfferState, RequestState } from '#shared/domain/requests';
import type { PricingTier } from '#shared/domain/pricing-tiers';

/** A buyer's request (migration 1130). Title and description are kept masked: nobody is booked yet. */
export interface RequestsTable {
  id: string;
  buyer_id: string;
  title: string;
  description: string;
  software: string | null;
  skill: string | null;
  session_time: string;
  budget_min: number;
  budget_max: number;
  /** 1–3 {start, end} ISO-8601 UTC windows. */
  windows_json: string;
  time_zone: string;
  language: string;
  state: RequestState;
  /** The booking the accepted offer made. */
  booking_id: string | null;
  /** The storage keys of its images, a JSON array (migration 1160; '[]' for none). */
  attachments_json: string;
  created_at: string;
  expires_at: string;
  updated_at: string;
}

/** An expert the request was sent to, in the matching's order; their decline, if they declined. */
export interface RequestMatchesTable {
  request_id: string;
  expert_id: string;
  rank: number;
  decline_reason: DeclineReason | null;
  created_at: string;
}

/** An expert's offer on a request: one per expert and request (unique). */
export interface RequestOffersTable {
  id: string;
  request_id: string;
  expert_id: string;
  /** The package offered; null for a custom offer. */
  gig_id: string | null;
  tier: PricingTier | null;
  package_title: string;
  credits: number;
  session_time: string;
  extra_time: string;
  /** Masked as the request. */
  message: string;
  /** 1–3 ISO-8601 UTC start times. */
  times_json: string;
  state: OfferState;
  created_at: string;
  expires_at: string;
  updated_at: string;
}

/** A software or skill an expert muted request notices for (migration 1161). */
export interface RequestMutesTable {
  expert_id: string;
  kind: 'software' | 'skill';
  topic: string;
  created_at: string;
}

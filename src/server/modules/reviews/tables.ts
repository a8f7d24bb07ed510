import type { ColumnType } from 'kysely';
import type { ReviewNameChoice } from '#shared/domain/review-author';

/** One review per completed booking (1–5 stars); gig and expert ratings are computed from these. */
export interface ReviewsTable {
  id: string;
  /** The booking it reviews; the bookings feature owns that table. */
  booking_id: string;
  gig_id: string;
  expert_id: string;
  buyer_id: string;
  rating: number;
  text: string;
  created_at: string;
  /** The expert's one public reply, and when it was written. */
  reply_text: string | null;
  replied_at: string | null;
  /** How the public review names its author (shared/domain/review-author); the database's default is 'initial'. */
  name_shown: ColumnType<ReviewNameChoice, ReviewNameChoice | undefined, ReviewNameChoice>;
  /** Why the review is held back from every list and rating (HoldReason of ./held-back); null when it counts. */
  held_back: string | null;
  /** When an operator hid the review (it is then held back as 'hidden'), and why; null: shown. */
  hidden_at: string | null;
  hidden_reason: string | null;
}

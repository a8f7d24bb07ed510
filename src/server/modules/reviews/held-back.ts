import { sql } from 'kysely';
import type { Queryable } from '../../db/queryable';

/**
 * Reviews held back from every list and rating (the review stays, its author still sees it on their
 * booking). A review is held back when an operator hid it ('hidden', `reviews.hidden_at`), when its
 * author's account is suspended, or when its author is linked to the reviewed expert:
 * - 'linked_device': the two accounts signed in on the same client (one presented the device
 *   token of the other; the `device_links` table);
 * - 'linked_payout': both saved the same payout account (UPI id, or bank account and IFSC; compared
 *   by `payout_accounts.instrument_key`). A buyer's own payment instrument is not kept by the
 *   platform (only the provider's payment id), so it cannot be compared.
 *
 * This is the one place that decides it: the reason is stored in `reviews.held_back` (null: the
 * review counts) and brought up to date whenever what it reads changes (a review written or hidden, a device
 * link seen, a payout account saved, an account suspended or restored). Reads keep only the
 * reviews whose `held_back` is null, and so does the search index (migration 0921).
 */
export const HOLD_REASONS = ['hidden', 'suspended', 'linked_device', 'linked_payout'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

const reasonOfReview = sql<HoldReason | null>`CASE
  WHEN reviews.hidden_at IS NOT NULL THEN 'hidden'
  WHEN EXISTS (SELECT 1 FROM users u WHERE u.id = reviews.buyer_id AND u.suspended_at IS NOT NULL) THEN 'suspended'
  WHEN EXISTS (
    SELECT 1 FROM device_links d JOIN expert_profiles e ON e.user_id = d.other_user_id
    WHERE d.user_id = reviews.buyer_id AND e.id = reviews.expert_id) THEN 'linked_device'
  WHEN EXISTS (
    SELECT 1 FROM payout_accounts mine
      JOIN payout_accounts theirs ON theirs.instrument_key = mine.instrument_key
      JOIN expert_profiles e ON e.user_id = theirs.user_id
    WHERE mine.user_id = reviews.buyer_id AND e.id = reviews.expert_id) THEN 'linked_payout'
  ELSE NULL END`;

/** Which reviews to bring up to date: some by id, or every review written or received by some accounts. */
export type HeldReviewsScope = { reviewIds: readonly string[] } | { userIds: readonly string[] };

/** Sets `held_back` of the reviews in scope from the rule above. */
export async function refreshHeldReviews(db: Queryable, scope: HeldReviewsScope): Promise<void> {
  const ids = 'reviewIds' in scope ? scope.reviewIds : scope.userIds;
  if (ids.length === 0) return;
  await db
    .updateTable('reviews')
    .set({ held_back: reasonOfReview })
    .where((eb) =>
      'reviewIds' in scope
        ? eb('id', 'in', [...ids])
        : eb.or([
            eb('buyer_id', 'in', [...ids]),
            eb('expert_id', 'in', eb.selectFrom('expert_profiles').select('id').where('user_id', 'in', [...ids])),
          ]),
    )
    .execute();
}

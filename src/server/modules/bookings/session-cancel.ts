import { cancellationSplit, type CancellationSplit } from '#shared/domain/session-cancellation';
import type { Queryable, Tx } from '../../db/queryable';
import { entitlementsFor } from '../subscriptions/entitlements';
import { appendEntry, ensureWallet } from '../wallet/ledger';
import { settleFee } from '../wallet/fees';
import type { BookingRow } from './repo';

/**
 * The split a buyer's cancellation of an accepted session makes at `now`, with their Pro read on the
 * server at that moment (`freeCancellations` of a plan paid past `now`).
 */
export async function sessionCancellationSplit(db: Queryable, row: BookingRow, now: Date): Promise<CancellationSplit> {
  const { benefits } = await entitlementsFor(db, row.buyer_id, now);
  return cancellationSplit({
    credits: row.credits,
    scheduledAt: row.scheduled_at ?? now.toISOString(),
    now,
    freeCancellations: benefits?.freeCancellations ?? false,
  });
}

/**
 * The credits of a cancelled session, in the transaction that cancelled it: `toBuyer` back to the buyer
 * (a refund, "cancelled late" when the fee was kept), the fee to the expert as earnings (a release named
 * `lateCancellation`) with the platform's fee on it at the booking's percent. With the hold they balance.
 */
export async function postSessionCancellation(trx: Tx, row: BookingRow, split: CancellationSplit, now: Date): Promise<void> {
  if (split.toBuyer > 0)
    await appendEntry(trx, {
      userId: row.buyer_id,
      kind: 'refund',
      credits: split.toBuyer,
      bookingId: row.id,
      note: { key: 'refund', gig: row.gig_title, reason: split.toExpert > 0 ? 'cancelled_late' : 'cancelled' },
      now,
    });
  if (split.toExpert > 0) {
    await ensureWallet(trx, row.expert_user_id, now);
    await appendEntry(trx, {
      userId: row.expert_user_id,
      kind: 'release',
      credits: split.toExpert,
      bookingId: row.id,
      note: { key: 'lateCancellation', gig: row.gig_title },
      now,
    });
    await settleFee(trx, row.id, now);
  }
}

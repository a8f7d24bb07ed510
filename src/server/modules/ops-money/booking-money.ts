import { creditsOfStage, type BookingStage } from '#shared/domain/booking';
import type { DbKind } from '../../db/database';
import type { Tx } from '../../db/queryable';
import { appendEntry, ensureWallet, lockWallet } from '../wallet/ledger';
import { FEE_KINDS, settleFee } from '../wallet/fees';

/** Who a booking's credits go between, how many, and the gig its ledger notes name. */
export interface BookingParties {
  bookingId: string;
  buyerId: string;
  expertUserId: string;
  gigTitle: string;
  packageTitle: string;
  credits: number;
}

/** Locks both wallets in one order (by id), so two operators' moves on the same wallets cannot deadlock. */
async function lockBoth(trx: Tx, kind: DbKind, p: BookingParties, now: Date): Promise<void> {
  for (const userId of [p.buyerId, p.expertUserId].sort()) {
    await ensureWallet(trx, userId, now);
    await lockWallet(trx, kind, userId);
  }
}

/**
 * A cancellation of a booking whose credits are held: `buyerCredits` of them back to the buyer (a
 * refund), the rest to the expert (a release). With the hold they sum to zero: nothing is made or lost.
 */
export async function postCancellation(trx: Tx, kind: DbKind, p: BookingParties, buyerCredits: number, now: Date): Promise<void> {
  await lockBoth(trx, kind, p, now);
  if (buyerCredits > 0)
    await appendEntry(trx, { userId: p.buyerId, kind: 'refund', credits: buyerCredits, bookingId: p.bookingId, note: { key: 'refund', gig: p.gigTitle, reason: 'cancelled' }, now });
  const toExpert = p.credits - buyerCredits;
  if (toExpert > 0) {
    await appendEntry(trx, { userId: p.expertUserId, kind: 'release', credits: toExpert, bookingId: p.bookingId, note: { key: 'earned', gig: p.gigTitle, package: p.packageTitle }, now });
    await settleFee(trx, p.bookingId, now);
  }
}

/**
 * A settled session settled again in `to`: each wallet's entries since the hold (the release or
 * refund, earlier corrections) are reversed by one correction, then the new outcome's credits are
 * posted as one, and the platform's fee follows the expert's new share (wallet/fees). When the
 * credits end where they already are (completed → buyer_no_show, both released), nothing is written. The expert's wallet may go below zero when they withdrew meanwhile,
 * as after a dispute: later earnings cover it. Answers the credits moved to the buyer (negative: to the expert).
 */
export async function postResettlement(trx: Tx, kind: DbKind, p: BookingParties, to: BookingStage, now: Date): Promise<number> {
  const rows = await trx
    .selectFrom('wallet_ledger')
    .select(['user_id', (eb) => eb.fn.sum<number | string>('credits').as('total')])
    .where('booking_id', '=', p.bookingId)
    .where('kind', 'not in', ['hold', ...FEE_KINDS])
    .groupBy('user_id')
    .execute();
  const current = (userId: string) => Number(rows.find((r) => r.user_id === userId)?.total ?? 0);
  const target = creditsOfStage(to) === 'released' ? p.expertUserId : p.buyerId;
  const wanted = (userId: string) => (userId === target ? p.credits : 0);
  const sides = [p.buyerId, p.expertUserId];
  if (sides.every((id) => current(id) === wanted(id))) return 0;
  await lockBoth(trx, kind, p, now);
  const note = { key: 'corrected' as const, gig: p.gigTitle };
  for (const row of rows) {
    const total = Number(row.total);
    if (total !== 0)
      await appendEntry(trx, { userId: row.user_id, kind: total > 0 ? 'correction_debit' : 'correction_credit', credits: -total, bookingId: p.bookingId, note, now });
  }
  await appendEntry(trx, { userId: target, kind: 'correction_credit', credits: p.credits, bookingId: p.bookingId, note, now });
  await settleFee(trx, p.bookingId, now);
  return wanted(p.buyerId) - current(p.buyerId);
}

import type { DbKind } from '../../db/database';
import type { Tx } from '../../db/queryable';
import { appendEntry, ensureWallet, lockWallet } from '../wallet/ledger';
import { settleFee } from '../wallet/fees';
import type { DisputesTable } from './tables';

/** Who the dispute's session credits go between, and the gig its ledger notes name. */
export interface DisputeParties {
  bookingId: string;
  buyerId: string;
  expertUserId: string;
  gigTitle: string;
}

/**
 * Moves the session's credits so that the buyer ends with `buyerCredits` of them and the expert with
 * the rest, from where the settlement left them: one balanced pair of entries (a debit of one side,
 * the same credit of the other), or none when nothing moves. The debit is written even when the
 * wallet no longer holds that much (an expert who withdrew before the dispute was opened): the buyer
 * is paid in full and the expert's balance goes below zero until later earnings cover it.
 */
export async function moveDisputedCredits(
  trx: Tx,
  kind: DbKind,
  d: Pick<DisputesTable, 'credits' | 'settled_to_buyer'>,
  parties: DisputeParties,
  buyerCredits: number,
  now: Date,
): Promise<number> {
  const buyerNow = d.settled_to_buyer === 1 ? d.credits : 0;
  const toBuyer = buyerCredits - buyerNow;
  if (toBuyer === 0) return 0;
  const [from, to] = toBuyer > 0 ? [parties.expertUserId, parties.buyerId] : [parties.buyerId, parties.expertUserId];
  const credits = Math.abs(toBuyer);
  // Locked in one order (by id) so two decisions touching the same wallets cannot deadlock.
  for (const userId of [from, to].sort()) {
    await ensureWallet(trx, userId, now);
    await lockWallet(trx, kind, userId);
  }
  const note = { key: 'disputed' as const, gig: parties.gigTitle };
  await appendEntry(trx, { userId: from, kind: 'dispute_debit', credits: -credits, bookingId: parties.bookingId, note, now });
  await appendEntry(trx, { userId: to, kind: 'dispute_credit', credits, bookingId: parties.bookingId, note, now });
  await settleFee(trx, parties.bookingId, now);
  return toBuyer;
}

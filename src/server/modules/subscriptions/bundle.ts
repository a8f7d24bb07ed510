import { PRO_PLANS, type ProPlanId } from '#shared/domain/pro-plans';
import type { Tx } from '../../db/queryable';
import { appendEntry, ensureWallet } from '../wallet/ledger';

/**
 * Pro for buyers' bundle: the plan's credits added to the subscriber's wallet with one paid period, in
 * the transaction that recorded its invoice. Called only when that invoice was new, and the ledger
 * allows one entry per invoice besides, so a period's credits are given once however often its events
 * arrive. A `pro_bundle` entry counts as credits bought (domain/wallet BOUGHT_KINDS): it is spendable,
 * never withdrawable as earnings. Answers the credits given (0 for a plan without a bundle).
 */
export async function grantBundle(trx: Tx, s: { userId: string; planId: ProPlanId; invoiceId: string }, now: Date): Promise<number> {
  const plan = PRO_PLANS[s.planId];
  const credits = plan.benefits.bundleCredits;
  if (credits <= 0) return 0;
  await ensureWallet(trx, s.userId, now);
  await appendEntry(trx, {
    userId: s.userId,
    kind: 'pro_bundle',
    credits,
    invoiceId: s.invoiceId,
    note: { key: 'proBundle', credits, period: plan.period },
    now,
  });
  return credits;
}

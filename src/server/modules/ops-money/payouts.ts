import { randomUUID } from 'node:crypto';
import type { OpsPayoutRow } from '#shared/contract/http/ops-money';
import { OPS_MONEY_CODES, OPS_MONEY_MESSAGES } from '#shared/domain/ops-money';
import type { Queryable, Tx } from '../../db/queryable';
import { AppError, notFound } from '../../http/errors';
import { scheduleJobs } from '../../jobs/schedule';
import type { AppDeps } from '../context';
import { recordAudit } from '../ops/audit';
import { appendEntry, ensureWallet, lockWallet } from '../wallet/ledger';
import { PAYOUT_JOB, earningsFigures } from '../wallet/payouts';
import type { PayoutsTable } from '../wallet/tables';
import type { OperatorCall } from './booking-actions';
import type { PayoutResolutionsTable } from './tables';

/** The queue shows this many of each list, oldest first. */
const QUEUE_LIMIT = 200;

const withOwner = (db: Queryable) =>
  db.selectFrom('payouts as p').innerJoin('users as u', 'u.id', 'p.user_id').selectAll('p').select(['u.name as user_name', 'u.email as user_email']);

const toRow = (p: PayoutsTable & { user_name: string; user_email: string }): OpsPayoutRow => ({
  id: p.id,
  user: { id: p.user_id, name: p.user_name, email: p.user_email },
  credits: Number(p.credits),
  method: p.method,
  destination: p.masked,
  status: p.status,
  failureReason: p.failure_reason,
  providerRef: p.provider_ref,
  createdAt: p.created_at,
  updatedAt: p.updated_at,
});

/** Withdrawals still waiting to be paid out, and failed ones finance has not resolved, oldest first. */
export async function payoutQueue(db: Queryable): Promise<{ waiting: OpsPayoutRow[]; failed: OpsPayoutRow[] }> {
  const waiting = await withOwner(db).where('p.status', '=', 'requested').orderBy('p.created_at').orderBy('p.id').limit(QUEUE_LIMIT).execute();
  const failed = await withOwner(db)
    .where('p.status', '=', 'failed')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('payout_resolutions as r').select('r.payout_id').whereRef('r.payout_id', '=', 'p.id'))))
    .orderBy('p.updated_at')
    .orderBy('p.id')
    .limit(QUEUE_LIMIT)
    .execute();
  return { waiting: waiting.map(toRow), failed: failed.map(toRow) };
}

const changed = (message: string, fields: Record<string, string>) => new AppError(409, OPS_MONEY_CODES.payoutChanged, message, fields);

/** The failed payout, still unresolved, locked for the transaction; 404 / 409 otherwise. */
async function failedPayout(trx: Tx, deps: AppDeps, payoutId: string): Promise<PayoutsTable> {
  const p = await trx.selectFrom('payouts').selectAll().where('id', '=', payoutId).$if(deps.db.kind === 'postgres', (q) => q.forUpdate()).executeTakeFirst();
  if (!p) throw notFound(OPS_MONEY_MESSAGES.payoutNotFound);
  if (p.status !== 'failed') throw changed(OPS_MONEY_MESSAGES.payoutNotFailed(p.status), { status: p.status });
  const done = await trx.selectFrom('payout_resolutions').selectAll().where('payout_id', '=', p.id).executeTakeFirst();
  if (done) throw changed(OPS_MONEY_MESSAGES.payoutResolved(done.outcome), { outcome: done.outcome, retryPayoutId: done.retry_payout_id ?? '', at: done.created_at });
  return p;
}

type Resolution = { payoutId: string; outcome: PayoutResolutionsTable['outcome']; retryPayoutId: string | null };

/**
 * Finance pays a failed payout out again: its credits came back to the wallet when it failed, so a new
 * payout to the same account takes them again (a withdrawal entry, balanced by the failed one's return)
 * and its job pays it; the failed one is marked retried, with one audit row, in one transaction. When
 * the wallet no longer has them available (spent, or held by a dispute), 409 PAYOUT_SHORT: return it instead.
 */
export async function retryPayout(deps: AppDeps, payoutId: string, reason: string, call: OperatorCall): Promise<Resolution> {
  const now = deps.clock.now();
  const iso = now.toISOString();
  return deps.db.kysely.transaction().execute(async (trx) => {
    const p = await failedPayout(trx, deps, payoutId);
    await ensureWallet(trx, p.user_id, now);
    await lockWallet(trx, deps.db.kind, p.user_id);
    const { available } = await earningsFigures(trx, p.user_id);
    if (available < p.credits)
      throw new AppError(409, OPS_MONEY_CODES.payoutShort, OPS_MONEY_MESSAGES.payoutShort(available, p.credits), { available: String(available) });
    const retry: PayoutsTable = { ...p, id: randomUUID(), status: 'requested', provider_ref: null, failure_reason: null, request_id: null, created_at: iso, updated_at: iso };
    await trx.insertInto('payouts').values(retry).execute();
    await appendEntry(trx, { userId: p.user_id, kind: 'withdrawal', credits: -p.credits, payoutId: retry.id, note: { key: 'withdrew', credits: p.credits, account: p.masked }, now });
    await scheduleJobs(trx, [{ kind: PAYOUT_JOB, key: retry.id, runAt: now }], now);
    await trx.insertInto('payout_resolutions').values({ payout_id: p.id, outcome: 'retried', retry_payout_id: retry.id, operator_id: call.operatorId, created_at: iso }).execute();
    await recordAudit(trx, {
      ...auditOf(call, 'payouts.retry', p.id, reason, now),
      before: { status: p.status, credits: p.credits, failureReason: p.failure_reason },
      after: { status: 'retried', retryPayoutId: retry.id, credits: p.credits },
    });
    return { payoutId: p.id, outcome: 'retried' as const, retryPayoutId: retry.id };
  });
}

/**
 * Finance closes a failed payout for good: its credits stay in the wallet, where its failure returned
 * them (the withdrawal and its return sum to zero); the payout leaves the queue, with one audit row.
 */
export async function returnPayout(deps: AppDeps, payoutId: string, reason: string, call: OperatorCall): Promise<Resolution> {
  const now = deps.clock.now();
  return deps.db.kysely.transaction().execute(async (trx) => {
    const p = await failedPayout(trx, deps, payoutId);
    await trx.insertInto('payout_resolutions').values({ payout_id: p.id, outcome: 'returned', retry_payout_id: null, operator_id: call.operatorId, created_at: now.toISOString() }).execute();
    await recordAudit(trx, {
      ...auditOf(call, 'payouts.return', p.id, reason, now),
      before: { status: p.status, credits: p.credits, failureReason: p.failure_reason },
      after: { status: 'returned', credits: p.credits },
    });
    return { payoutId: p.id, outcome: 'returned' as const, retryPayoutId: null };
  });
}

const auditOf = (call: OperatorCall, action: string, payoutId: string, reason: string, at: Date) => ({
  operatorId: call.operatorId,
  role: call.role,
  action,
  target: { type: 'payout', id: payoutId },
  reason,
  ip: call.ip,
  requestId: call.requestId,
  at,
});

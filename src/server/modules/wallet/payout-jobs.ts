import type { FastifyBaseLogger } from 'fastify';
import { createKindsRunner, type JobKinds, type RunnerTuning } from '../../jobs/kinds';
import type { JobHandler } from '../../jobs/runner';
import type { AppDeps } from '../context';
import { appendEntry } from './ledger';
import { createPayoutProvider, type PayoutProvider, type PayoutRequest } from './payout-provider';
import { PAYOUT_JOB, accountOf, payoutDetailsSealer } from './payouts';
import type { PayoutsTable } from './tables';
import type { Sealer } from '../../services/sealed-text';
import type { Queryable } from '../../db/queryable';
import { suspensionOf } from '../users/suspension';

const requestOf = (sealer: Sealer, p: PayoutsTable): PayoutRequest => ({
  payoutId: p.id,
  amountMinor: p.amount_minor,
  currency: 'INR',
  account: accountOf(sealer, p),
  requestedAt: new Date(p.created_at),
});

/**
 * Settles a requested payout once: requested → paid, or requested → failed with the credits
 * returned in the same transaction. Only the call that moves the status changes anything (and the
 * ledger's unique (payout_id, kind) index holds even so), so a repeat answers 'unchanged'.
 */
export async function settlePayout(
  deps: AppDeps,
  payoutId: string,
  outcome: { status: 'paid' } | { status: 'failed'; reason: string },
): Promise<'paid' | 'failed' | 'unchanged'> {
  const now = deps.clock.now();
  return deps.db.kysely.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('payouts')
      .set({
        status: outcome.status,
        failure_reason: outcome.status === 'failed' ? outcome.reason : null,
        updated_at: now.toISOString(),
      })
      .where('id', '=', payoutId)
      .where('status', '=', 'requested')
      .returning(['user_id', 'credits', 'masked'])
      .executeTakeFirst();
    if (!moved) return 'unchanged';
    if (outcome.status === 'failed')
      await appendEntry(trx, {
        userId: moved.user_id,
        kind: 'withdrawal_return',
        credits: moved.credits,
        payoutId,
        note: { key: 'payoutReturned', credits: moved.credits, account: moved.masked, reason: outcome.reason },
        now,
      });
    return outcome.status;
  });
}

/** An indefinite suspension's held payout is looked at again this often (lifting resumes it at once). */
export const PAYOUT_HOLD_RECHECK_MS = 24 * 60 * 60 * 1000;

const heldUntil = (until: string | null, now: Date) =>
  new Date(until === null ? now.getTime() + PAYOUT_HOLD_RECHECK_MS : Math.max(Date.parse(until), now.getTime() + 1000));

/** Sends the held withdrawals of an account whose suspension was lifted: their jobs are due now. */
export async function resumeHeldPayouts(db: Queryable, userId: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('jobs')
    .set({ run_at: now.toISOString(), updated_at: now.toISOString() })
    .where('kind', '=', PAYOUT_JOB)
    .where('status', '=', 'pending')
    .where('key', 'in', (eb) => eb.selectFrom('payouts').select('id').where('user_id', '=', userId).where('status', '=', 'requested'))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The payout job: asks the provider to pay (once; the payout id is its idempotency key), then asks
 * where the payout stands until it settles, waiting the provider's poll interval between looks.
 */
export function payoutJob(deps: AppDeps, provider: PayoutProvider): JobHandler {
  const db = deps.db.kysely;
  const sealer = payoutDetailsSealer(deps.jwtSecret);
  return async ({ key }) => {
    const payout = await db.selectFrom('payouts').selectAll().where('id', '=', key).executeTakeFirst();
    if (!payout || payout.status !== 'requested') return undefined;
    const request = requestOf(sealer, payout);
    let ref = payout.provider_ref;
    if (!ref) {
      // Held while the account is suspended: looked at again at the end, or by lifting (resumeHeldPayouts).
      const suspension = await suspensionOf(db, payout.user_id);
      if (suspension) return { runAgainAt: heldUntil(suspension.until, deps.clock.now()) };
      ref = (await provider.createPayout(request)).providerRef;
      await db
        .updateTable('payouts')
        .set({ provider_ref: ref, updated_at: deps.clock.now().toISOString() })
        .where('id', '=', payout.id)
        .where('status', '=', 'requested')
        .execute();
    }
    const state = await provider.payoutState(ref, request);
    if (state.status === 'pending')
      return { runAgainAt: new Date(deps.clock.now().getTime() + provider.pollAfterMs) };
    await settlePayout(deps, payout.id, state);
    return undefined;
  };
}

/** The wallet's job kind: paying requested withdrawals out, through the configured payout provider. */
export const payoutJobKinds: JobKinds = ({ deps }) => ({ [PAYOUT_JOB]: payoutJob(deps, createPayoutProvider(deps.clock)) });

/** A runner of the payout jobs alone, for tests that run them on demand (the API runs them with every other kind). */
export const createPayoutJobRunner = (deps: AppDeps, log: FastifyBaseLogger, tuning: RunnerTuning = {}) =>
  createKindsRunner([payoutJobKinds], { deps, log }, tuning);

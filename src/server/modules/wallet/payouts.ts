import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AppDeps } from '../context';
import { AppError, conflict } from '../../http/errors';
import { isUniqueViolation } from '../bookings/db-errors';
import { scheduleJobs } from '../../jobs/schedule';
import { RUPEES_PER_CREDIT } from '#shared/domain/gig-pricing';
import { maskPayoutAccount, payoutAccountSchema, withdrawOverAvailableMessage, type PayoutAccount } from '#shared/domain/payouts';
import { NO_PAYOUT_ACCOUNT_MESSAGE } from '#shared/domain/payouts-answers';
import type { MaskedPayoutAccount, Withdrawal } from '#shared/contract/http/payouts';
import { TOPUP_REQUEST_REUSED_MESSAGE } from '#shared/contract/http/wallet';
import type { Queryable } from '../../db/queryable';
import { appendEntry, ensureWallet, lockWallet } from './ledger';
import type { PayoutProvider } from './payout-provider';
import type { PayoutsTable } from './tables';
import { createSealer, type Sealer } from '../../services/sealed-text';
import { refreshHeldReviews } from '../reviews/held-back';
import { payoutInstrumentKey } from './payout-instrument';
import { heldByDisputes } from '../disputes/holds';
import { heldInDisputeMessage } from '#shared/domain/dispute';
import { refuseIfSuspended } from '../users/suspension';
import { idsOf } from '#shared/contract/http/ids';

/** The durable job that pays a requested withdrawal out and settles it (keyed by the payout id). */
export const PAYOUT_JOB = 'payout.settle';
const HISTORY_LIMIT = 100;

/** What an expert's ledger says about their earnings. */
export interface EarningsFigures {
  balance: number;
  released: number;
  /** Withdrawals requested or paid (a failed one came back). */
  withdrawn: number;
  /** The platform's fees taken from what was released, net of fees given back (wallet/fees). */
  fees: number;
  /** Released, less the fees, and not withdrawn, and never more than the balance (earnings spent on bookings are gone), less what open disputes hold. */
  available: number;
  /** Credits of this user's that open disputes hold (modules/disputes/holds). */
  disputeHeld: number;
}

export async function earningsFigures(q: Queryable, userId: string): Promise<EarningsFigures> {
  const row = await q
    .selectFrom('wallet_ledger as l')
    .leftJoin('bookings as b', 'b.id', 'l.booking_id')
    .select([
      sql<number | string | null>`sum(l.credits)`.as('balance'),
      // A dispute's decision or a correction adds to or takes from what was earned (a release's credits
      // given back), on the expert's side only: the same entries on the buyer's side of their own
      // bookings are credits they paid, never earnings they may withdraw.
      sql<
        number | string | null
      >`sum(case when l.kind = 'release' or (l.kind in ('dispute_credit', 'dispute_debit', 'correction_credit', 'correction_debit') and (b.buyer_id is null or b.buyer_id <> l.user_id)) then l.credits else 0 end)`.as('released'),
      sql<
        number | string | null
      >`sum(case when l.kind in ('withdrawal', 'withdrawal_return') then -l.credits else 0 end)`.as('withdrawn'),
      sql<number | string | null>`sum(case when l.kind in ('fee', 'fee_return') then -l.credits else 0 end)`.as('fees'),
    ])
    .where('l.user_id', '=', userId)
    .executeTakeFirst();
  const balance = Number(row?.balance ?? 0);
  const released = Number(row?.released ?? 0);
  const withdrawn = Number(row?.withdrawn ?? 0);
  const fees = Number(row?.fees ?? 0);
  const disputeHeld = await heldByDisputes(q, userId);
  return { balance, released, withdrawn, fees, disputeHeld, available: Math.max(0, Math.min(balance, released - fees - withdrawn) - disputeHeld) };
}

const toWithdrawal = (p: PayoutsTable): Withdrawal => ({
  ...idsOf(p.id),
  credits: p.credits,
  method: p.method,
  destination: p.masked,
  status: p.status,
  createdAt: p.created_at,
  updatedAt: p.updated_at,
});

/** Payout details are kept sealed (bank account and UPI id encrypted at rest), bound to their owner. */
export const payoutDetailsSealer = (secret: string): Sealer => createSealer(secret, 'payout-details');

export const accountOf = (sealer: Sealer, row: { details_json: string; user_id: string }): PayoutAccount =>
  payoutAccountSchema.parse(JSON.parse(sealer.open(row.details_json, row.user_id)));

export type PayoutService = ReturnType<typeof createPayoutService>;

/** Payout accounts and withdrawals: saving where to be paid, taking earnings out, the history. */
export function createPayoutService(deps: AppDeps, provider: PayoutProvider) {
  const db = deps.db.kysely;
  const sealer = payoutDetailsSealer(deps.jwtSecret);

  async function savedAccount(userId: string): Promise<MaskedPayoutAccount | null> {
    const row = await db
      .selectFrom('payout_accounts')
      .select(['method', 'masked'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? { method: row.method, masked: row.masked } : null;
  }

  /** Saves the account (replacing an earlier one); withdrawals already asked for keep theirs. */
  async function saveAccount(userId: string, account: PayoutAccount): Promise<MaskedPayoutAccount> {
    const now = deps.clock.now().toISOString();
    const masked = maskPayoutAccount(account);
    const values = {
      method: account.method,
      details_json: sealer.seal(JSON.stringify(account), userId),
      masked,
      instrument_key: payoutInstrumentKey(deps.jwtSecret, account),
      updated_at: now,
    };
    await db
      .insertInto('payout_accounts')
      .values({ user_id: userId, created_at: now, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    // The same account as another user's links them: reviews between the two are held back.
    await refreshHeldReviews(db, { userIds: await usersOfInstrument(values.instrument_key) });
    return { method: account.method, masked };
  }

  async function usersOfInstrument(key: string): Promise<string[]> {
    const rows = await db.selectFrom('payout_accounts').select('user_id').where('instrument_key', '=', key).execute();
    return rows.map((r) => r.user_id);
  }

  async function withdrawals(userId: string): Promise<Withdrawal[]> {
    const rows = await db
      .selectFrom('payouts')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(HISTORY_LIMIT)
      .execute();
    return rows.map(toWithdrawal);
  }

  const byRequestId = (userId: string, requestId: string | undefined) =>
    requestId
      ? db
          .selectFrom('payouts')
          .selectAll()
          .where('user_id', '=', userId)
          .where('request_id', '=', requestId)
          .executeTakeFirst()
      : Promise.resolve(undefined);

  function sameAmount(p: PayoutsTable, credits: number): PayoutsTable {
    if (p.credits !== credits) throw conflict(TOPUP_REQUEST_REUSED_MESSAGE, 'REQUEST_ID_REUSED');
    return p;
  }

  /**
   * Takes credits out: in one transaction holding the wallet's lock (a row lock on PostgreSQL, the
   * single writer on SQLite), reads what is available, refuses more, and appends the withdrawal
   * with its payout and the job that pays it out. Concurrent withdrawals queue on the lock, so
   * together they never take more than was available.
   */
  async function withdraw(userId: string, credits: number, requestId?: string) {
    const earlier = await byRequestId(userId, requestId);
    let payout = earlier ? sameAmount(earlier, credits) : undefined;
    if (!payout) {
      await refuseIfSuspended(db, userId);
      const account = await db
        .selectFrom('payout_accounts')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!account) throw conflict(NO_PAYOUT_ACCOUNT_MESSAGE, 'NO_PAYOUT_ACCOUNT');
      const now = deps.clock.now();
      const iso = now.toISOString();
      const row: PayoutsTable = {
        id: randomUUID(),
        user_id: userId,
        credits,
        amount_minor: credits * RUPEES_PER_CREDIT * 100,
        currency: 'INR',
        method: account.method,
        details_json: account.details_json,
        masked: account.masked,
        status: 'requested',
        provider: provider.name,
        provider_ref: null,
        failure_reason: null,
        request_id: requestId ?? null,
        created_at: iso,
        updated_at: iso,
      };
      try {
        await db.transaction().execute(async (trx) => {
          await ensureWallet(trx, userId, now);
          await lockWallet(trx, deps.db.kind, userId);
          const { available, disputeHeld } = await earningsFigures(trx, userId);
          if (credits > available) {
            // Said plainly when it is an open dispute's hold that stands in the way.
            const held = disputeHeld > 0 && credits <= available + disputeHeld;
            const message = held ? heldInDisputeMessage(disputeHeld, available) : withdrawOverAvailableMessage(available);
            throw new AppError(402, held ? 'HELD_IN_DISPUTE' : 'INSUFFICIENT_CREDITS', message, { credits: message });
          }
          await trx.insertInto('payouts').values(row).execute();
          await appendEntry(trx, {
            userId,
            kind: 'withdrawal',
            credits: -credits,
            payoutId: row.id,
            note: { key: 'withdrew', credits, account: row.masked },
            now,
          });
          await scheduleJobs(trx, [{ kind: PAYOUT_JOB, key: row.id, runAt: now }], now);
        });
        payout = row;
      } catch (err) {
        const again = isUniqueViolation(err) ? await byRequestId(userId, requestId) : undefined;
        if (!again) throw err;
        payout = sameAmount(again, credits);
      }
    }
    const { available } = await earningsFigures(db, userId);
    return { withdrawal: toWithdrawal(payout), available };
  }

  return { savedAccount, saveAccount, withdrawals, withdraw };
}

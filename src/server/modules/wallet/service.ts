import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../context';
import { conflict, notFound } from '../../http/errors';
import { TOPUP_REQUEST_REUSED_MESSAGE } from '#shared/contract/http/wallet';
import { PAYMENT_NOT_FOUND_MESSAGE, type ProviderCheckout } from '#shared/contract/http/payments';
import { isUniqueViolation } from '../bookings/db-errors';
import { readLedgerNote } from '#shared/domain/ledger-notes';
import { RUPEES_PER_CREDIT } from '#shared/domain/gig-pricing';
import type { Earnings, LedgerEntry, Wallet } from '#shared/contract/http/wallet';
import type { Queryable } from '../../db/queryable';
import { appendEntry, balanceOf, ensureWallet, heldByBuyer } from './ledger';
import type { PaymentEvent, PaymentProvider } from './payments';
import { sendTopupReceipt } from './mail';
import type { PaymentsTable } from './tables';
import { createPayoutService, earningsFigures } from './payouts';
import { createPayoutProvider } from './payout-provider';
import { hostedPayUrl } from './pay-token';
import { idsOf } from '#shared/contract/http/ids';

const HISTORY_LIMIT = 100;

export type WalletService = ReturnType<typeof createWalletService>;

/** The wallet's reads and the top-up path (checkout, then settle from the provider's answer or webhook). */
export function createWalletService(deps: AppDeps, provider: PaymentProvider, log: FastifyBaseLogger) {
  const db = deps.db.kysely;
  const payouts = createPayoutService(deps, createPayoutProvider(deps.clock));
  const providerInfo = { name: provider.name, label: provider.label, testMode: provider.testMode };

  async function wallet(userId: string, q: Queryable = db): Promise<Wallet> {
    const [balance, held] = await Promise.all([balanceOf(q, userId), heldByBuyer(q, userId)]);
    return { balance, held, rupeesPerCredit: RUPEES_PER_CREDIT, provider: providerInfo };
  }

  async function history(userId: string, kinds?: LedgerEntry['kind'][]): Promise<LedgerEntry[]> {
    const rows = await db
      .selectFrom('wallet_ledger')
      .selectAll()
      .where('user_id', '=', userId)
      .$if(kinds !== undefined, (q) => q.where('kind', 'in', kinds ?? []))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(HISTORY_LIMIT)
      .execute();
    return rows.map((r) => ({
      ...idsOf(r.id),
      kind: r.kind,
      credits: r.credits,
      bookingId: r.booking_id,
      // The kind's and the note's texts are the client's (its catalogue), in the reader's language.
      description: r.description,
      note: readLedgerNote(r.note_json),
      createdAt: r.created_at,
    }));
  }

  /**
   * Settles a payment once, whatever order the provider's news arrives in: pending → paid or failed;
   * a failed payment may still be paid (the buyer retried the same order), a paid one never fails.
   * Only the transaction that moves the status appends the top-up (and the ledger's unique index per
   * payment holds even so); a delivery whose event id was applied before changes nothing.
   */
  async function settle(event: PaymentEvent, providerName: string): Promise<'paid' | 'failed' | 'unchanged'> {
    const now = deps.clock.now();
    const outcome = await db.transaction().execute(async (trx) => {
      const payment = await trx
        .selectFrom('payments')
        .selectAll()
        .where('provider', '=', providerName)
        .where((eb) =>
          event.paymentId
            ? eb.or([eb('provider_ref', '=', event.providerRef), eb('id', '=', event.paymentId)])
            : eb('provider_ref', '=', event.providerRef),
        )
        .executeTakeFirst();
      if (!payment) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
      if (event.eventId) {
        const fresh = await trx
          .insertInto('payment_events')
          .values({
            provider: providerName,
            event_id: event.eventId,
            payment_id: payment.id,
            received_at: now.toISOString(),
            status: event.status,
            amount_minor: event.amountMinor ?? null,
            currency: event.currency ?? null,
            provider_payment_id: event.providerPaymentId ?? null,
          })
          .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
          .returning('event_id')
          .executeTakeFirst();
        if (!fresh) return { result: 'unchanged' as const, payment };
      }
      const moved = await trx
        .updateTable('payments')
        .set({
          status: event.status,
          provider_ref: event.providerRef,
          updated_at: now.toISOString(),
          ...(event.providerPaymentId && event.status === 'paid' ? { provider_payment_id: event.providerPaymentId } : {}),
        })
        .where('id', '=', payment.id)
        .where('status', 'in', event.status === 'paid' ? ['pending', 'failed'] : ['pending'])
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return { result: 'unchanged' as const, payment };
      if (event.status === 'paid') {
        await ensureWallet(trx, payment.user_id, now);
        await appendEntry(trx, {
          userId: payment.user_id,
          kind: 'topup',
          credits: payment.credits,
          paymentId: payment.id,
          note: { key: 'bought', credits: payment.credits, testMode: provider.testMode },
          now,
        });
      }
      return { result: event.status, payment };
    });
    if (outcome.result === 'paid')
      await sendTopupReceipt(deps, log, {
        userId: outcome.payment.user_id,
        credits: outcome.payment.credits,
        testMode: provider.testMode,
      });
    return outcome.result;
  }

  /** This buyer's payment made with this idempotency key, if any. */
  async function byRequestId(userId: string, requestId: string | undefined): Promise<PaymentsTable | undefined> {
    if (!requestId) return undefined;
    return db
      .selectFrom('payments')
      .selectAll()
      .where('user_id', '=', userId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
  }

  /** Records a pending payment, or answers the one this request id made before (a retry). */
  async function paymentFor(userId: string, credits: number, requestId: string | undefined): Promise<PaymentsTable> {
    const earlier = await byRequestId(userId, requestId);
    if (earlier) return sameAmount(earlier, credits);
    const now = deps.clock.now().toISOString();
    const row: PaymentsTable = {
      id: randomUUID(),
      user_id: userId,
      provider: provider.name,
      provider_ref: null,
      credits,
      amount_minor: credits * RUPEES_PER_CREDIT * 100,
      currency: 'INR',
      status: 'pending',
      request_id: requestId ?? null,
      provider_payment_id: null,
      created_at: now,
      updated_at: now,
    };
    try {
      await db.insertInto('payments').values(row).execute();
    } catch (err) {
      // The same request id arriving twice at once: the other one made the payment.
      const again = isUniqueViolation(err) ? await byRequestId(userId, requestId) : undefined;
      if (again) return sameAmount(again, credits);
      throw err;
    }
    return row;
  }

  /** A request id names one purchase: reusing it for another amount is refused. */
  function sameAmount(payment: PaymentsTable, credits: number): PaymentsTable {
    if (payment.credits !== credits) throw conflict(TOPUP_REQUEST_REUSED_MESSAGE, 'REQUEST_ID_REUSED');
    return payment;
  }

  /**
   * Buy credits: records a pending payment (or finds the one a retry with the same request id made),
   * asks the provider for a checkout and settles at once when it is paid. A payment still pending
   * (the server stopped before settling it, or the buyer came back from a hosted checkout) asks the
   * provider again with the same payment id, which a provider takes as its own idempotency key.
   */
  async function checkout(userId: string, credits: number, requestId?: string) {
    const user = await db
      .selectFrom('users')
      .select(['email'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const payment = await paymentFor(userId, credits, requestId);
    const paymentId = payment.id;
    let checkoutUrl: string | null = null;
    let checkout: ProviderCheckout | null = null;
    if (payment.status === 'pending') {
      const result = await provider.createCheckout({
        paymentId,
        userId,
        customerEmail: user.email,
        credits,
        amountMinor: payment.amount_minor,
        currency: 'INR',
        description: `${credits} Qurious credits`,
        successUrl: `${deps.config.publicUrl}/wallet?payment=${paymentId}`,
        cancelUrl: `${deps.config.publicUrl}/wallet`,
        providerRef: payment.provider_ref,
      });
      if (result.status === 'paid') {
        await settle({ providerRef: result.providerRef, paymentId, status: 'paid' }, provider.name);
      } else {
        checkout = result.checkout ?? null;
        // A checkout opened in the page can also run on our pay page (the desktop app opens it in the system browser).
        checkoutUrl = result.checkoutUrl ?? (checkout ? hostedPayUrl(deps, paymentId) : null);
        await db
          .updateTable('payments')
          .set({ provider_ref: result.providerRef })
          .where('id', '=', paymentId)
          .where('status', '=', 'pending')
          .execute();
      }
    }
    const settled = await db
      .selectFrom('payments')
      .select('status')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    return {
      paymentId,
      status: settled.status,
      credits,
      checkoutUrl: settled.status === 'pending' ? checkoutUrl : null,
      checkout: settled.status === 'pending' ? checkout : null,
      wallet: await wallet(userId),
    };
  }

  /** The Earnings page: what is available, pending and withdrawn, the releases, the payout account and withdrawals. */
  async function earnings(userId: string, expertId: string): Promise<Earnings> {
    const [figures, open, completed, releases, payoutAccount, withdrawals] = await Promise.all([
      earningsFigures(db, userId),
      db
        .selectFrom('bookings')
        .select([
          sql<number | string | null>`sum(credits)`.as('total'),
          sql<number | string | null>`sum(case when stage = 'accepted' then credits else 0 end)`.as('accepted'),
          // What the accepted bookings will earn after each one's fee (domain/platform-fee: rounded up, in whole credits).
          sql<number | string | null>`sum(case when stage = 'accepted' then credits - (credits * fee_percent + 99) / 100 else 0 end)`.as('acceptedEarning'),
          (eb) => eb.fn.countAll<number>().as('n'),
        ])
        .where('expert_id', '=', expertId)
        .where('stage', 'in', ['requested', 'accepted'])
        .executeTakeFirst(),
      db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('expert_id', '=', expertId)
        .where('stage', '=', 'completed')
        .executeTakeFirst(),
      history(userId, ['release', 'fee', 'fee_return']),
      payouts.savedAccount(userId),
      payouts.withdrawals(userId),
    ]);
    return {
      ...figures,
      pending: Number(open?.accepted ?? 0),
      pendingEarning: Number(open?.acceptedEarning ?? 0),
      held: Number(open?.total ?? 0),
      openBookings: Number(open?.n ?? 0),
      completedSessions: Number(completed?.n ?? 0),
      rupeesPerCredit: RUPEES_PER_CREDIT,
      releases,
      payoutAccount,
      withdrawals,
    };
  }

  return {
    provider,
    wallet,
    history,
    checkout,
    settle,
    earnings,
    payouts,
    ensureWallet: (userId: string) => ensureWallet(db, userId, deps.clock.now()),
  };
}

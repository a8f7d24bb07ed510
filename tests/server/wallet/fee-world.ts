import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { creditsOfStage } from '#shared/domain/booking';
import type { SettlementOutcome } from '#shared/domain/session-settlement';
import { applyTransition, transitions } from '#server/modules/bookings/transitions';
import { findBooking } from '#server/modules/bookings/repo';
import {
  appendEntry,
  balanceOf,
  ensureWallet,
  heldByBuyer,
  holdCredits,
} from '#server/modules/wallet/ledger';
import { earningsFigures } from '#server/modules/wallet/payouts';
import {
  postCancellation,
  postResettlement,
  type BookingParties,
} from '#server/modules/ops-money/booking-money';
import { moveDisputedCredits } from '#server/modules/disputes/money';
import type { Tx } from '#server/db/queryable';
import type { TestApp } from '../../helpers/test-app';
import { createTestUser } from '../../helpers/users';
import { createTestExpert } from '../../helpers/experts';

/**
 * A small marketplace whose money the fee's property test moves through the real ledger code (holds,
 * settlements, an operator's cancellation with a split, settling again, a dispute's decision,
 * withdrawals), beside a model of what every account should hold worked out on its own.
 */

/** What a settled session becomes after it was settled: settled again by finance, or a dispute's decision. */
export type Afterwards =
  { kind: 'resettle'; stage: SettlementOutcome } | { kind: 'dispute'; buyerShare: number };

/** One booking's life: left open (credits held), settled by attendance, or cancelled by support with a split. */
export type Plan = {
  credits: number;
  percent: number;
  buyer: number;
  expert: number;
  /** A share (0–1) of the expert's withdrawable credits taken out after the booking, if any. */
  withdraw: number | null;
} & (
  | { kind: 'open' }
  | { kind: 'settle'; stage: SettlementOutcome; afterwards: Afterwards[] }
  | { kind: 'cancel'; buyerShare: number }
);

interface Figures {
  bought: number;
  spent: number;
  held: number;
  earned: number;
  fee: number;
  withdrawn: number;
}

interface ModelBooking {
  id: string;
  credits: number;
  percent: number;
  buyer: string;
  expert: string;
  /** What the expert earned from it (before the fee); null while its credits are held. */
  gross: number | null;
}

/** The fee worked out here on its own: the percent of the earning, rounded up to a whole credit. */
const expectedFee = (gross: number, percent: number) => Math.floor((gross * percent + 99) / 100);

const balanceOfFigures = (f: Figures) => f.bought - f.spent - f.held + f.earned - f.fee - f.withdrawn;

export async function createFeeWorld(t: TestApp) {
  const db = t.db.kysely;
  const kind = t.db.kind;
  const pureBuyers = [await createTestUser(t), await createTestUser(t), await createTestUser(t)];
  const pureExperts = [await createTestExpert(t), await createTestExpert(t), await createTestExpert(t)];
  const both = [await createTestExpert(t), await createTestExpert(t)];
  const buyers = [...pureBuyers, ...both].map((u) => u.id);
  const experts = [...pureExperts, ...both].map((u) => u.id);
  const profileOf = new Map<string, string>();
  for (const e of [...pureExperts, ...both]) {
    const p = await db
      .selectFrom('expert_profiles')
      .select('id')
      .where('user_id', '=', e.id)
      .executeTakeFirstOrThrow();
    profileOf.set(e.id, p.id);
  }
  const accounts = [...new Set([...buyers, ...experts])];
  const model = new Map<string, Figures>(
    accounts.map((id) => [id, { bought: 0, spent: 0, held: 0, earned: 0, fee: 0, withdrawn: 0 }]),
  );
  const bookings: ModelBooking[] = [];
  const figures = (id: string): Figures => {
    const f = model.get(id);
    if (!f) throw new Error(`no account ${id}`);
    return f;
  };

  /** Moves a booking's expert earning to `gross` in the model (the buyer paid what the expert earned). */
  function earn(b: ModelBooking, gross: number) {
    const buyer = figures(b.buyer);
    const expert = figures(b.expert);
    if (b.gross === null) buyer.held -= b.credits;
    else {
      buyer.spent -= b.gross;
      expert.earned -= b.gross;
      expert.fee -= expectedFee(b.gross, b.percent);
    }
    buyer.spent += gross;
    expert.earned += gross;
    expert.fee += expectedFee(gross, b.percent);
    b.gross = gross;
  }

  const partiesOf = (b: ModelBooking): BookingParties => ({
    bookingId: b.id,
    buyerId: b.buyer,
    expertUserId: b.expert,
    gigTitle: 'Fee world',
    packageTitle: 'Basic',
    credits: b.credits,
  });

  async function book(trx: Tx, plan: Plan): Promise<ModelBooking> {
    const buyerId = buyers[plan.buyer % buyers.length] ?? '';
    let expertId = experts[plan.expert % experts.length] ?? '';
    if (expertId === buyerId) expertId = experts[(plan.expert + 1) % experts.length] ?? '';
    const now = t.clock.now();
    const buyer = figures(buyerId);
    const short = plan.credits - balanceOfFigures(buyer);
    if (short > 0) {
      await ensureWallet(trx, buyerId, now);
      await appendEntry(trx, {
        userId: buyerId,
        kind: 'topup',
        credits: short,
        note: { key: 'bought', credits: short, testMode: true },
        now,
      });
      buyer.bought += short;
    }
    const b: ModelBooking = {
      id: randomUUID(),
      credits: plan.credits,
      percent: plan.percent,
      buyer: buyerId,
      expert: expertId,
      gross: null,
    };
    const iso = now.toISOString();
    {
      await holdCredits(trx, kind, {
        userId: buyerId,
        credits: b.credits,
        bookingId: b.id,
        note: { key: 'held', gig: 'Fee world', package: 'Basic' },
        now,
      });
      await trx
        .insertInto('bookings')
        .values({
          id: b.id,
          buyer_id: buyerId,
          expert_id: profileOf.get(expertId) ?? '',
          gig_id: null,
          gig_title: 'Fee world',
          skill: 'Web Development',
          tier: 'basic',
          package_title: 'Basic',
          session_time: '30',
          extra_time: '0',
          credits: b.credits,
          fee_percent: b.percent,
          stage: 'accepted',
          proposed_times_json: JSON.stringify([iso]),
          scheduled_at: iso,
          note: '',
          decline_reason: '',
          buyer_time_zone: 'UTC',
          request_id: null,
          expires_at: iso,
          created_at: iso,
          updated_at: iso,
        })
        .execute();
    }
    buyer.held += b.credits;
    bookings.push(b);
    return b;
  }

  async function settle(trx: Tx, b: ModelBooking, stage: SettlementOutcome) {
    const row = await findBooking(trx, b.id);
    if (!row) throw new Error('booking missing');
    const none = { firstJoinedAt: null, inRoomMs: 0 };
    const settlement = {
      outcome: stage,
      rule: 'other' as const,
      togetherMs: 0,
      minTogetherMs: 0,
      expertFromStartMs: 0,
      buyer: none,
      expert: none,
    };
    const moved = await applyTransition(trx, transitions.settle(settlement), row, { role: 'system', userId: null }, t.clock.now());
    expect(moved).toBe(true);
    earn(b, creditsOfStage(stage) === 'released' ? b.credits : 0);
  }

  async function cancel(trx: Tx, b: ModelBooking, buyerCredits: number) {
    await trx.updateTable('bookings').set({ stage: 'cancelled' }).where('id', '=', b.id).execute();
    await postCancellation(trx, kind, partiesOf(b), buyerCredits, t.clock.now());
    earn(b, b.credits - buyerCredits);
  }

  async function resettle(trx: Tx, b: ModelBooking, stage: SettlementOutcome) {
    await trx.updateTable('bookings').set({ stage }).where('id', '=', b.id).execute();
    await postResettlement(trx, kind, partiesOf(b), stage, t.clock.now());
    earn(b, creditsOfStage(stage) === 'released' ? b.credits : 0);
  }

  async function decideDispute(trx: Tx, b: ModelBooking, buyerCredits: number) {
    const settledToBuyer = b.gross === 0 ? 1 : 0;
    await moveDisputedCredits(trx, kind, { credits: b.credits, settled_to_buyer: settledToBuyer }, partiesOf(b), buyerCredits, t.clock.now());
    earn(b, b.credits - buyerCredits);
  }

  /** A withdrawal of part of what the expert may take out, as the payout service writes it. */
  async function withdraw(trx: Tx, expertId: string, share: number) {
    const f = figures(expertId);
    const available = Math.max(0, Math.min(balanceOfFigures(f), f.earned - f.fee - f.withdrawn));
    const credits = Math.floor(available * share);
    if (credits <= 0) return;
    const payoutId = randomUUID();
    await appendEntry(trx, {
      userId: expertId,
      kind: 'withdrawal',
      credits: -credits,
      payoutId,
      note: { key: 'withdrew', credits, account: 'ex•••@okbank' },
      now: t.clock.now(),
    });
    f.withdrawn += credits;
  }

  async function runOne(trx: Tx, plan: Plan) {
    const b = await book(trx, plan);
    if (plan.kind === 'settle') {
      await settle(trx, b, plan.stage);
      let stage: SettlementOutcome = plan.stage;
      for (const next of plan.afterwards) {
        if (next.kind === 'dispute') {
          await decideDispute(trx, b, Math.round(b.credits * next.buyerShare));
          break;
        }
        if (next.stage === stage) continue;
        await resettle(trx, b, next.stage);
        stage = next.stage;
      }
    } else if (plan.kind === 'cancel') await cancel(trx, b, Math.round(b.credits * plan.buyerShare));
    if (plan.withdraw !== null) await withdraw(trx, b.expert, plan.withdraw);
  }

  /**
   * Runs the plans in one transaction: each step is the code the app runs inside its own transaction
   * (they all take the caller's), so only the commits are shared, which keeps 10,000 of them quick.
   */
  async function run(plans: readonly Plan[]) {
    await db.transaction().execute(async (trx) => {
      for (const plan of plans) await runOne(trx, plan);
    });
  }

  /**
   * Every account's figures read from the ledger equal the model's, and the invariants hold exactly:
   * for every account `bought + earned = spent + held + fee + withdrawn + balance` (a buyer's
   * `bought = spent + held + balance`, an expert's `earned = fee + withdrawable + withdrawn`); for every
   * booking the buyer paid exactly what the expert earned (the fee never comes from the buyer) and the
   * fee is the booking's percent of it, rounded up; for the platform, every fee entry has its other side
   * in the platform's ledger and `bought = held + balance + withdrawn + fees` over all accounts.
   */
  async function check() {
    const spentRows = await db
      .selectFrom('wallet_ledger as l')
      .innerJoin('bookings as b', (j) =>
        j.onRef('b.id', '=', 'l.booking_id').onRef('b.buyer_id', '=', 'l.user_id'),
      )
      .select(['l.user_id', sql<number | string>`sum(l.credits)`.as('total')])
      .where('l.kind', 'in', [
        'hold',
        'refund',
        'dispute_credit',
        'dispute_debit',
        'correction_credit',
        'correction_debit',
      ])
      .groupBy('l.user_id')
      .execute();
    const total = { bought: 0, held: 0, balance: 0, withdrawn: 0, fees: 0, spent: 0, earned: 0 };
    for (const id of accounts) {
      const m = figures(id);
      const balance = await balanceOf(db, id);
      const held = await heldByBuyer(db, id);
      const e = await earningsFigures(db, id);
      const topups = await db
        .selectFrom('wallet_ledger')
        .select(sql<number | string | null>`sum(credits)`.as('total'))
        .where('user_id', '=', id)
        .where('kind', '=', 'topup')
        .executeTakeFirst();
      const bought = Number(topups?.total ?? 0);
      const spent = 0 - Number(spentRows.find((r) => r.user_id === id)?.total ?? 0) - held;
      expect({
        bought,
        spent,
        held,
        earned: e.released,
        fee: e.fees,
        withdrawn: e.withdrawn,
        balance,
      }).toEqual({ ...m, balance: balanceOfFigures(m) });
      expect(bought + e.released).toBe(spent + held + e.fees + e.withdrawn + balance);
      if (e.released === 0) expect(bought).toBe(spent + held + balance);
      if (bought === 0) {
        const withdrawable = e.released - e.fees - e.withdrawn;
        expect(balance).toBe(withdrawable);
        expect(e.available).toBe(Math.max(0, withdrawable));
      }
      total.bought += bought;
      total.held += held;
      total.balance += balance;
      total.withdrawn += e.withdrawn;
      total.fees += e.fees;
      total.spent += spent;
      total.earned += e.released;
    }
    const byBooking = await db
      .selectFrom('wallet_ledger as l')
      .innerJoin('bookings as b', 'b.id', 'l.booking_id')
      .select([
        'l.booking_id',
        sql<number | string>`sum(case when l.user_id = b.buyer_id then l.credits else 0 end)`.as('buyer'),
        sql<
          number | string
        >`sum(case when l.user_id <> b.buyer_id and l.kind not in ('fee', 'fee_return') then l.credits else 0 end)`.as(
          'gross',
        ),
        sql<number | string>`sum(case when l.kind in ('fee', 'fee_return') then -l.credits else 0 end)`.as(
          'fee',
        ),
      ])
      .groupBy('l.booking_id')
      .execute();
    const rowOf = new Map(byBooking.map((r) => [r.booking_id, r]));
    const platformRows = await db
      .selectFrom('platform_ledger')
      .select(['booking_id', sql<number | string>`sum(credits)`.as('total')])
      .groupBy('booking_id')
      .execute();
    const platformOf = new Map(platformRows.map((r) => [r.booking_id, Number(r.total)]));
    for (const b of bookings) {
      const row = rowOf.get(b.id);
      const gross = b.gross ?? 0;
      const fee = expectedFee(gross, b.percent);
      const found = {
        id: b.id,
        buyer: Number(row?.buyer),
        gross: Number(row?.gross),
        fee: Number(row?.fee),
        platform: platformOf.get(b.id) ?? 0,
      };
      // Compared whole only when it differs: 10,000 deep comparisons a check would be most of the run.
      if (
        found.buyer !== (b.gross === null ? -b.credits : -gross) ||
        found.gross !== gross ||
        found.fee !== fee ||
        found.platform !== fee
      )
        expect(found).toEqual({
          id: b.id,
          buyer: b.gross === null ? -b.credits : -gross,
          gross,
          fee,
          platform: fee,
        });
    }
    const unpaired = await db
      .selectFrom('wallet_ledger as l')
      .leftJoin('platform_ledger as p', 'p.ledger_entry_id', 'l.id')
      .select(['l.id', 'l.credits', 'p.credits as platform'])
      .where('l.kind', 'in', ['fee', 'fee_return'])
      .execute();
    expect(unpaired.filter((r) => r.platform === null || Number(r.platform) !== -Number(r.credits))).toEqual(
      [],
    );
    const platform = await db
      .selectFrom('platform_ledger')
      .select(sql<number | string | null>`sum(credits)`.as('total'))
      .executeTakeFirst();
    expect(Number(platform?.total ?? 0)).toBe(total.fees);
    expect(total.spent).toBe(total.earned);
    expect(total.bought).toBe(total.held + total.balance + total.withdrawn + total.fees);
    return { bookings: bookings.length, fees: total.fees };
  }

  return { run, check };
}

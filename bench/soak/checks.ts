import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import type { SoakAccount } from './setup';
import type { Told } from './users';
import { creditsOfStage } from '#shared/domain/booking';

export interface Verdict {
  figures: Record<string, number | string>;
  failures: string[];
}

/**
 * The end-of-run audit of bookings and the ledger, read straight from the database once the API
 * has stopped, against what the clients were told.
 *
 * Bookings: every booking a client was answered 201 for exists (none lost), every request id made
 * one booking (none doubled), and no soak buyer has a booking nobody was told about.
 *
 * Ledger (src/server/modules/wallet/ledger.ts: a balance is the sum of its wallet's entries; a
 * booking's hold takes its credits into escrow, its refund or release takes them out again):
 * - every hold, refund and release belongs to an existing booking; every booking has exactly one
 *   hold (−credits, its buyer), an open booking nothing else, a declined/cancelled/expired one
 *   exactly one refund (+credits, its buyer), a completed one exactly one release (+credits, its
 *   expert);
 * - every top-up comes from one paid payment of the same user and credits, and every paid payment
 *   gave exactly one top-up;
 * - every wallet's balance is ≥ 0, and for each soak buyer: the balance and held credits the API
 *   answered equal the ledger's sum and the open bookings' credits, and equal what the buyer can
 *   reckon alone: top-ups it was told were paid minus the bookings it was told were made that
 *   were not refunded;
 * - the ledger sums to zero: holds + refunds + releases + the credits still held by open bookings
 *   = 0 (escrow is empty once what it holds is counted), i.e. all top-ups = all balances + held.
 */
export async function audit(db: Kysely<Database>, told: Told, buyers: SoakAccount[]): Promise<Verdict> {
  const failures: string[] = [];
  const fail = (line: string) => {
    if (failures.length < 40) failures.push(line);
  };
  const bookings = await db
    .selectFrom('bookings as b')
    .innerJoin('expert_profiles as e', 'e.id', 'b.expert_id')
    .select(['b.id', 'b.buyer_id', 'b.request_id', 'b.credits', 'b.stage', 'e.user_id as expert_user_id'])
    .execute();
  const ledger = await db
    .selectFrom('wallet_ledger')
    .select(['user_id', 'kind', 'credits', 'booking_id', 'payment_id'])
    .execute();
  const payments = await db.selectFrom('payments').select(['id', 'user_id', 'credits', 'status']).execute();

  // Bookings: none lost, none doubled, none unknown.
  const byId = new Map(bookings.map((b) => [b.id, b]));
  for (const [id, t] of told.bookings) {
    const b = byId.get(id);
    if (!b) fail(`lost booking: ${id} was answered 201 but is not in the database`);
    else if (b.buyer_id !== t.buyerId || b.request_id !== t.requestId)
      fail(`booking ${id} does not match what its buyer was told`);
  }
  for (const [requestId, ids] of told.byRequest)
    if (ids.size !== 1) fail(`double booking: request ${requestId} was answered with ${ids.size} bookings`);
  const perRequest = new Map<string, number>();
  for (const b of bookings) {
    if (b.request_id === null) continue;
    const key = `${b.buyer_id} ${b.request_id}`;
    perRequest.set(key, (perRequest.get(key) ?? 0) + 1);
  }
  for (const [key, n] of perRequest) if (n > 1) fail(`double booking: ${key} made ${n} bookings`);
  const soakBuyers = new Set(buyers.map((b) => b.id));
  const unknown = bookings.filter((b) => soakBuyers.has(b.buyer_id) && !told.bookings.has(b.id)).length;
  if (unknown > 0) fail(`${unknown} bookings exist that no client was answered 201 for`);

  // Ledger entries against their bookings.
  const entriesOf = new Map<string, typeof ledger>();
  for (const e of ledger) {
    if (e.kind === 'topup') continue;
    if (e.booking_id === null || !byId.has(e.booking_id)) {
      fail(`${e.kind} of ${e.credits} for user ${e.user_id} has no booking (${e.booking_id})`);
      continue;
    }
    const list = entriesOf.get(e.booking_id) ?? [];
    list.push(e);
    entriesOf.set(e.booking_id, list);
  }
  let held = 0;
  for (const b of bookings) {
    const entries = entriesOf.get(b.id) ?? [];
    const of = (kind: string) => entries.filter((e) => e.kind === kind);
    const holds = of('hold');
    const refunds = of('refund');
    const releases = of('release');
    if (holds.length !== 1 || holds[0]?.credits !== -b.credits || holds[0]?.user_id !== b.buyer_id)
      fail(`booking ${b.id} (${b.stage}) has holds ${JSON.stringify(holds)} for ${b.credits} credits`);
    const wantRefund = creditsOfStage(b.stage) === 'refunded' ? 1 : 0;
    const wantRelease = creditsOfStage(b.stage) === 'released' ? 1 : 0;
    if (
      refunds.length !== wantRefund ||
      refunds.some((e) => e.credits !== b.credits || e.user_id !== b.buyer_id)
    )
      fail(`booking ${b.id} (${b.stage}) has refunds ${JSON.stringify(refunds)}`);
    if (
      releases.length !== wantRelease ||
      releases.some((e) => e.credits !== b.credits || e.user_id !== b.expert_user_id)
    )
      fail(`booking ${b.id} (${b.stage}) has releases ${JSON.stringify(releases)}`);
    if (creditsOfStage(b.stage) === 'held') held += b.credits;
  }

  // Top-ups against their payments.
  const topupsOf = new Map<string, number>();
  for (const e of ledger.filter((x) => x.kind === 'topup'))
    topupsOf.set(e.payment_id ?? '', (topupsOf.get(e.payment_id ?? '') ?? 0) + 1);
  let toppedUp = 0;
  for (const p of payments) {
    const n = topupsOf.get(p.id) ?? 0;
    if (n !== (p.status === 'paid' ? 1 : 0)) fail(`payment ${p.id} (${p.status}) has ${n} top-ups`);
    topupsOf.delete(p.id);
  }
  for (const [paymentId] of topupsOf) fail(`top-up without a payment: ${paymentId}`);
  const paymentById = new Map(payments.map((p) => [p.id, p]));
  for (const e of ledger.filter((x) => x.kind === 'topup')) {
    const p = paymentById.get(e.payment_id ?? '');
    if (p && (p.user_id !== e.user_id || p.credits !== e.credits))
      fail(`top-up of ${e.credits} does not match payment ${p.id}`);
    toppedUp += e.credits;
  }

  // Balances.
  const balance = new Map<string, number>();
  for (const e of ledger) balance.set(e.user_id, (balance.get(e.user_id) ?? 0) + e.credits);
  for (const [user, b] of balance) if (b < 0) fail(`wallet of ${user} is negative: ${b}`);
  const heldBy = new Map<string, number>();
  const spentBy = new Map<string, number>();
  for (const b of bookings) {
    if (creditsOfStage(b.stage) === 'held') heldBy.set(b.buyer_id, (heldBy.get(b.buyer_id) ?? 0) + b.credits);
    if (creditsOfStage(b.stage) !== 'refunded' && told.bookings.has(b.id))
      spentBy.set(b.buyer_id, (spentBy.get(b.buyer_id) ?? 0) + b.credits);
  }
  for (const buyer of buyers) {
    const api = told.finalWallets.get(buyer.id);
    const sum = balance.get(buyer.id) ?? 0;
    const reckoned = (told.topups.get(buyer.id) ?? 0) - (spentBy.get(buyer.id) ?? 0);
    if (!api) fail(`buyer ${buyer.email} got no final wallet`);
    else if (api.balance !== sum || api.held !== (heldBy.get(buyer.id) ?? 0))
      fail(
        `buyer ${buyer.email}: API says ${api.balance} (held ${api.held}), ledger ${sum} (held ${heldBy.get(buyer.id) ?? 0})`,
      );
    if (sum !== reckoned)
      fail(`buyer ${buyer.email}: ledger ${sum}, but top-ups told minus bookings kept = ${reckoned}`);
  }

  // The ledger sums to zero once escrow is counted.
  const moved = ledger.filter((e) => e.kind !== 'topup').reduce((s, e) => s + e.credits, 0);
  const balances = [...balance.values()].reduce((s, b) => s + b, 0);
  if (moved + held !== 0)
    fail(`holds + refunds + releases (${moved}) + held (${held}) = ${moved + held}, not 0`);
  if (toppedUp !== balances + held) fail(`top-ups ${toppedUp} ≠ balances ${balances} + held ${held}`);

  const stages = new Map<string, number>();
  for (const b of bookings) stages.set(b.stage, (stages.get(b.stage) ?? 0) + 1);
  return {
    failures,
    figures: {
      'bookings answered 201 (distinct)': told.bookings.size,
      'bookings in the database': bookings.length,
      'bookings by stage': [...stages].map(([s, n]) => `${s} ${n}`).join(', '),
      'request ids sent twice at once': told.twice.size,
      'of which made exactly one booking': [...told.twice].filter((id) => told.byRequest.get(id)?.size === 1)
        .length,
      'ledger entries': ledger.length,
      'credits topped up': toppedUp,
      'credits in wallets': balances,
      'credits held by open bookings': held,
      'holds + refunds + releases + held (must be 0)': moved + held,
    },
  };
}

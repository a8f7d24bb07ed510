/**
 * What must hold of the database and the uploads storage after any crash: the
 * ledger balances, no booking is half made, no file is without its row (nor a row without its file),
 * and no idempotency key names two bookings or two payments. Each violation is one readable line.
 */
import type { Db } from '#server/db/database';
import type { Storage } from '#server/services/storage';
import { creditsOfStage } from '#shared/domain/booking';

const count = <T>(items: readonly T[], keep: (item: T) => boolean) => items.filter(keep).length;

function duplicates(keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const key of keys) (seen.has(key) ? twice : seen).add(key);
  return [...twice];
}

export async function checkInvariants(db: Db, storage: Storage): Promise<string[]> {
  const k = db.kysely;
  const [payments, ledger, bookings, events, uploads, files, staged] = await Promise.all([
    k.selectFrom('payments').select(['id', 'user_id', 'credits', 'status', 'request_id']).execute(),
    k.selectFrom('wallet_ledger').select(['id', 'user_id', 'kind', 'credits', 'booking_id', 'payment_id']).execute(),
    k.selectFrom('bookings').select(['id', 'buyer_id', 'credits', 'stage', 'request_id']).execute(),
    k.selectFrom('booking_events').select(['booking_id', 'to_stage']).execute(),
    k.selectFrom('uploads').select('key').execute(),
    storage.list(),
    storage.staged(),
  ]);
  const v: string[] = [];

  // Top-ups: a paid payment has exactly one top-up entry of its amount; nothing else has one.
  const paymentById = new Map(payments.map((p) => [p.id, p]));
  for (const p of payments) {
    const topups = ledger.filter((e) => e.kind === 'topup' && e.payment_id === p.id);
    const want = p.status === 'paid' ? 1 : 0;
    if (topups.length !== want) v.push(`payment ${p.id} (${p.status}) has ${topups.length} top-up entries`);
    for (const e of topups)
      if (e.credits !== p.credits || e.user_id !== p.user_id) v.push(`top-up ${e.id} does not match payment ${p.id}`);
  }
  for (const e of ledger.filter((x) => x.kind === 'topup'))
    if (!e.payment_id || paymentById.get(e.payment_id)?.status !== 'paid')
      v.push(`top-up ${e.id} has no paid payment`);

  // Bookings: each has its one hold (and its requested event); a hold, release or refund has its booking.
  const bookingById = new Map(bookings.map((b) => [b.id, b]));
  for (const b of bookings) {
    const mine = ledger.filter((e) => e.booking_id === b.id);
    const holds = mine.filter((e) => e.kind === 'hold');
    if (holds.length !== 1) v.push(`booking ${b.id} has ${holds.length} holds`);
    for (const h of holds)
      if (h.credits !== -b.credits || h.user_id !== b.buyer_id) v.push(`hold ${h.id} does not match booking ${b.id}`);
    const releases = count(mine, (e) => e.kind === 'release');
    const refunds = count(mine, (e) => e.kind === 'refund');
    const wantRelease = creditsOfStage(b.stage) === 'released' ? 1 : 0;
    const wantRefund = creditsOfStage(b.stage) === 'refunded' ? 1 : 0;
    if (releases !== wantRelease || refunds !== wantRefund)
      v.push(`booking ${b.id} (${b.stage}) has ${releases} releases and ${refunds} refunds`);
    if (!events.some((e) => e.booking_id === b.id && e.to_stage === 'requested'))
      v.push(`booking ${b.id} has no requested event`);
  }
  for (const e of ledger.filter((x) => x.kind !== 'topup'))
    if (!e.booking_id || !bookingById.has(e.booking_id)) v.push(`${e.kind} ${e.id} has no booking`);

  // Balances: never negative, and the whole ledger is what was paid in less what open bookings hold.
  const byUser = new Map<string, number>();
  for (const e of ledger) byUser.set(e.user_id, (byUser.get(e.user_id) ?? 0) + e.credits);
  for (const [user, balance] of byUser) if (balance < 0) v.push(`user ${user} has a negative balance ${balance}`);
  const ledgerSum = ledger.reduce((s, e) => s + e.credits, 0);
  const paidIn = payments.filter((p) => p.status === 'paid').reduce((s, p) => s + p.credits, 0);
  const held = bookings.filter((b) => creditsOfStage(b.stage) === 'held').reduce((s, b) => s + b.credits, 0);
  if (ledgerSum !== paidIn - held) v.push(`the ledger sums to ${ledgerSum}, paid in ${paidIn} less held ${held}`);

  // Idempotency keys: one booking per buyer and key, one payment per buyer and key.
  for (const key of duplicates(bookings.filter((b) => b.request_id).map((b) => `${b.buyer_id}/${b.request_id}`)))
    v.push(`two bookings for request ${key}`);
  for (const key of duplicates(payments.filter((p) => p.request_id).map((p) => `${p.user_id}/${p.request_id}`)))
    v.push(`two payments for request ${key}`);

  // Uploads: no staged leftovers, no file without its row, no row without its file.
  const rows = new Set(uploads.map((u) => u.key));
  const stored = new Set(files.map((f) => f.key));
  for (const key of staged) v.push(`staged file ${key} left behind`);
  for (const key of stored) if (!rows.has(key)) v.push(`orphan file ${key}`);
  for (const key of rows) if (!stored.has(key)) v.push(`upload row ${key} has no file`);
  return v;
}
